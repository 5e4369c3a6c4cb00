import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../db/after-commit.ts';
import type { Database, PhotoState } from '../db/schema.ts';
import { chargeGuestUpload, guestLinkClosed } from '../guests/guest-quota.ts';
import { HttpError } from '../http/errors.ts';
import { MAX_UPLOAD_BYTES, verifyStoredImage } from '../images/index.ts';
import { INVALID_UPLOAD, refusalMessage } from '../images/refusal-messages.ts';
import { checkStoredHeader } from '../images/stored-header.ts';
import type { JobQueue } from '../jobs/types.ts';
import { queueDerive } from '../media/derive-queue.ts';
import type { ObjectStorage } from '../storage/index.ts';
import { drainStorageDeletions } from '../stored-objects/deletion-queue.ts';
import {
  INCOMING_PREFIX,
  incomingKey,
  isIncomingKey,
  publishedKey,
  type UploadFolder,
  uploadHolder,
  uploadKind,
} from './upload-keys.ts';

export {
  INVALID_UPLOAD,
  refusalMessage,
  TOO_COMPRESSED,
  TOO_MANY_FRAMES,
  TOO_MANY_PIXELS,
  UNDECODABLE_IMAGE,
} from '../images/refusal-messages.ts';

/** The product's message for an empty selection. */
export const NOTHING_SELECTED = 'Nothing selected for upload';

export { originalExtension, uploadKind } from './upload-keys.ts';

/** The photo whose bytes are stored at `key` (pending or published). */
const photoStoredAt = (db: Kysely<Database>, key: string) =>
  db
    .selectFrom('photos')
    .select(['photos.id', 'photos.state', 'photos.guest_id', 'photos.declared_bytes'])
    .where('photos.path', '=', key)
    .executeTakeFirst();

/**
 * Finishes an upload once its bytes are stored. A photo is judged by its size and header only (a ranged
 * read: an image type, at most 30 MB, its declared pixels within the budget), then copied inside the store to
 * a fresh published key (with the detected content type) without its bytes passing through the API; it moves
 * to 'processing' and its derived images are queued in the same transaction. The derive job reads it whole,
 * once: it refuses data that does not decode (see `derivePhoto`) and otherwise lets the photo appear.
 * A refused upload is deleted with its row and answered with 422.
 * A guest's photo is refused with 410 once their link is turned off or has expired, with 422 past its
 * declared size, and is charged to the guest's and the link's allowances as it is published.
 * A banner, icon or watermark upload is checked whole here: it is published when its owner uses it (see
 * {@link publishOwnUpload}). Returns the photo's state for photo keys. A photo that was already completed is
 * answered as it is: its upload URL wrote to a key nothing serves any more, and those bytes are dropped.
 */
export async function completeUpload(
  db: Kysely<Database>,
  storage: ObjectStorage,
  jobs: JobQueue,
  key: string,
): Promise<Exclude<PhotoState, 'pending'> | null> {
  const kind = uploadKind(key);
  const photo = kind === 'photo' ? await photoStoredAt(db, key) : undefined;
  if (kind === null || (kind === 'photo' && !photo)) {
    // Nothing expects these bytes (the upload was swept or already completed): keep nothing.
    await storage.delete(key);
    throw new HttpError(404, 'upload not found');
  }
  // A completed photo is never checked or changed again (its path is the published key by now).
  if (photo && photo.state !== 'pending') return photo.state;
  /** Drops a refused upload, its bytes and its pending row, and answers why. */
  const refuse = async (error: HttpError): Promise<never> => {
    await storage.delete(key);
    if (photo)
      await db.deleteFrom('photos').where('id', '=', photo.id).where('state', '=', 'pending').execute();
    throw error;
  };
  const closed = photo?.guest_id ? await guestLinkClosed(db, photo.guest_id) : null;
  if (closed) return refuse(new HttpError(410, closed));
  if (!photo) {
    const whole = await verifyStoredImage(storage, key, {
      maxBytes: MAX_UPLOAD_BYTES,
      holder: uploadHolder(key),
    });
    if (!whole.ok) return refuse(new HttpError(422, refusalMessage(whole.reason)));
    return null;
  }
  const check = await checkStoredHeader(storage, key, { maxBytes: MAX_UPLOAD_BYTES });
  if (!check.ok) return refuse(new HttpError(422, refusalMessage(check.reason)));
  if (photo.declared_bytes !== null && check.size > Number(photo.declared_bytes))
    return refuse(new HttpError(422, INVALID_UPLOAD));
  // Uploads presigned before incoming keys existed are published where they are.
  const path = isIncomingKey(key) ? publishedKey(key) : key;
  if (path !== key) await storage.copy(key, path, check.contentType);
  const published = await inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('photos')
      // A guest's photo keeps the size it was charged: its data may not grow past it, and a refusal refunds it.
      .set({ state: 'processing', path, ...(photo.guest_id ? { declared_bytes: check.size } : {}) })
      .where('id', '=', photo.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    const done = Number(result.numUpdatedRows) > 0;
    if (done && photo.guest_id) await chargeGuestUpload(trx, photo.guest_id, check.size);
    if (done) await queueDerive(jobs, photo.id, trx);
    return done;
  }).catch(async (error: unknown) => {
    if (path !== key) await storage.delete(path);
    if (error instanceof HttpError) return refuse(error);
    throw error;
  });
  // Published or not, the answer stands: a leftover incoming key is the sweep's, never a failed upload.
  if (path !== key) await storage.delete(key).catch(() => {});
  if (!published) {
    // A concurrent completion won, or the sweep removed the photo: this copy is nobody's.
    if (path !== key) await storage.delete(path);
    return completedState(db, photo.id);
  }
  return 'processing';
}

/** The state of a photo another completion got to first; 404 when it is gone or still pending. */
async function completedState(
  db: Kysely<Database>,
  photoId: string,
): Promise<Exclude<PhotoState, 'pending'>> {
  const current = await db.selectFrom('photos').select('state').where('id', '=', photoId).executeTakeFirst();
  if (!current || current.state === 'pending') throw new HttpError(404, 'upload not found');
  return current.state;
}

/**
 * Publishes a banner, icon or watermark image when its owner uses it: the key must be one of the owner's own
 * uploads of that kind (never a photo, another user's upload or a published object), the bytes must be an
 * image, and they are copied to a fresh published key whose address no URL was signed for. Returns that key;
 * answers 422 with `notFound` for a key that is not such an upload.
 */
export async function publishOwnUpload(
  storage: ObjectStorage,
  key: string,
  folder: Exclude<UploadFolder, 'spaces'>,
  ownerId: string,
  notFound: string,
): Promise<string> {
  const prefix = incomingKey(folder, ownerId, '', '');
  const name = key.startsWith(prefix) ? key.slice(prefix.length) : '';
  if (!name || name.includes('/') || name.startsWith('.')) throw new HttpError(422, notFound);
  const check = await verifyStoredImage(storage, key, {
    maxBytes: MAX_UPLOAD_BYTES,
    holder: uploadHolder(key),
  });
  if (!check.ok) {
    if (check.reason === 'missing') throw new HttpError(422, notFound);
    await storage.delete(key);
    throw new HttpError(422, refusalMessage(check.reason));
  }
  const path = publishedKey(key);
  await storage.put(path, check.bytes, check.contentType);
  await storage.delete(key);
  return path;
}

/** How long a resumable upload may take (a guest on a bad network, a reload the next morning). */
export const RESUMABLE_UPLOAD_HOURS = 24;

/** What a sweep removed. */
export interface SweepResult {
  /** Pending photos (rows and any stored bytes) older than the presign expiry (a day for resumable ones). */
  photos: number;
  /** Uploaded objects nothing used before their URL expired (incoming keys), e.g. an unused banner upload. */
  incoming: number;
  /** Objects of deleted rows whose earlier deletion failed or was cut short. */
  deleted: number;
  /** Temporary files of interrupted writes (local storage only). */
  tempFiles: number;
  /** Refusals of the derive job kept a day for their uploaders. */
  refusals: number;
}

/**
 * Removes abandoned uploads: photos still 'pending' after their presigned URL expired (with a minute of
 * grace for a PUT in flight), a day after a resumable upload began, or once their guest link is closed,
 * with their objects and parts; incoming objects as old; objects still queued for deletion;
 * stale temporary files of the local store; and refusals of the derive job a day old.
 */
export async function sweepAbandonedUploads(app: FastifyInstance, now = new Date()): Promise<SweepResult> {
  const ttl = app.uploadUrlTtlSeconds;
  const cutoff = new Date(now.getTime() - (ttl + 60) * 1000);
  const resumableCutoff = new Date(now.getTime() - RESUMABLE_UPLOAD_HOURS * 60 * 60 * 1000);
  const stale = await app.db
    .selectFrom('photos')
    .select(['id', 'path', 'multipart_upload_id'])
    .where('state', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb.and([eb('multipart_upload_id', 'is', null), eb('created_at', '<', cutoff)]),
        eb('created_at', '<', resumableCutoff),
        // A guest's upload whose link was turned off or has expired can never be completed.
        eb.exists(
          eb
            .selectFrom('guests')
            .innerJoin('guest_links', 'guest_links.id', 'guests.link_id')
            .select('guests.id')
            .whereRef('guests.id', '=', 'photos.guest_id')
            .where((link) =>
              link.or([
                link('guest_links.revoked_at', 'is not', null),
                link('guest_links.expires_at', '<=', now),
              ]),
            ),
        ),
      ]),
    )
    .execute();
  for (const photo of stale) {
    // The row goes first: once it is gone a late PUT finds nothing expecting it and deletes its bytes.
    await app.db.deleteFrom('photos').where('id', '=', photo.id).where('state', '=', 'pending').execute();
    if (photo.multipart_upload_id)
      await app.storage.abortMultipartUpload(photo.path, photo.multipart_upload_id);
    await app.storage.delete(photo.path);
  }
  let incoming = 0;
  for (const object of await app.storage.list(INCOMING_PREFIX)) {
    if (object.lastModified >= cutoff) continue;
    await app.storage.delete(object.key);
    incoming += 1;
  }
  const deleted = await drainStorageDeletions(app.db, app.storage, app.log);
  const storage = app.storage as ObjectStorage & {
    removeStaleTempFiles?: (maxAgeMs: number) => Promise<number>;
  };
  const tempFiles = storage.removeStaleTempFiles ? await storage.removeStaleTempFiles((ttl + 60) * 1000) : 0;
  const forgotten = await app.db
    .deleteFrom('refused_uploads')
    .where('created_at', '<', resumableCutoff)
    .executeTakeFirst();
  const refusals = Number(forgotten.numDeletedRows);
  return { photos: stale.length, incoming, deleted, tempFiles, refusals };
}
