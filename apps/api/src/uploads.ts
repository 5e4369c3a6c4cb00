import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { HttpError } from './errors.ts';
import { MAX_UPLOAD_BYTES, verifyStoredImage } from './images/index.ts';
import type { ObjectStorage } from './storage/index.ts';

/** The product's message for a selection with a non-image or a file over 30 MB. */
export const INVALID_UPLOAD =
  'Please ensure you are uploading actual photos and each of their size is at most 30mbs';
/** Why a stored upload was refused, when it looked like an image but cannot be used as one. */
export const UNDECODABLE_IMAGE = 'The image could not be read: the file is damaged or not a supported format';
export const TOO_MANY_PIXELS = 'The image is too large: at most 100 megapixels';

/** The message refusing a stored upload: the reason when it decoded badly, else the product's upload rule. */
export const refusalMessage = (reason: string): string =>
  reason === 'undecodable'
    ? UNDECODABLE_IMAGE
    : reason === 'too_many_pixels'
      ? TOO_MANY_PIXELS
      : INVALID_UPLOAD;

/** The product's message for an empty selection. */
export const NOTHING_SELECTED = 'Nothing selected for upload';
/** Default lifetime of a presigned URL, in seconds. */
export const DEFAULT_UPLOAD_URL_TTL_SECONDS = 900;

const EXTENSION = /^\.[A-Za-z0-9]{1,10}$/;

/** The original extension of a file name ('.jpg'), lower-cased, or '' when it has none or a strange one. */
export function originalExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return '';
  const extension = name.slice(dot);
  return EXTENSION.test(extension) ? extension.toLowerCase() : '';
}

/** Which uploads a key belongs to: a space's photo, or a user's banner, icon or watermark image. */
export function uploadKind(key: string): 'photo' | 'banner' | 'icon' | 'watermark' | null {
  if (key.startsWith('spaces/')) return 'photo';
  if (key.startsWith('banners/')) return 'banner';
  if (key.startsWith('icons/')) return 'icon';
  if (key.startsWith('watermarks/')) return 'watermark';
  return null;
}

/**
 * Finishes an upload once its bytes are stored: checks they are an image of at most 30 MB. A photo then
 * leaves the 'pending' state (hidden when its space hides new items, else visible); a refused upload is
 * deleted with its row and answered with 422. Returns the photo's new state for photo keys.
 */
export async function completeUpload(
  db: Kysely<Database>,
  storage: ObjectStorage,
  key: string,
): Promise<'visible' | 'hidden' | null> {
  const kind = uploadKind(key);
  const photo =
    kind === 'photo'
      ? await db
          .selectFrom('photos')
          .innerJoin('spaces', 'spaces.id', 'photos.space_id')
          .select(['photos.id', 'photos.state', 'spaces.default_hide_items'])
          .where('photos.path', '=', key)
          .executeTakeFirst()
      : undefined;
  if (kind === null || (kind === 'photo' && !photo)) {
    // Nothing expects these bytes (the upload was swept, or the key is not an upload's): keep nothing.
    await storage.delete(key);
    throw new HttpError(404, 'upload not found');
  }
  const check = await verifyStoredImage(storage, key, { maxBytes: MAX_UPLOAD_BYTES });
  if (!check.ok) {
    await storage.delete(key);
    if (photo) await db.deleteFrom('photos').where('id', '=', photo.id).execute();
    throw new HttpError(422, refusalMessage(check.reason));
  }
  if (!photo) return null;
  if (photo.state !== 'pending') return photo.state;
  const state = photo.default_hide_items ? 'hidden' : 'visible';
  await db
    .updateTable('photos')
    .set({ state })
    .where('id', '=', photo.id)
    .where('state', '=', 'pending')
    .execute();
  return state;
}

/** What a sweep removed. */
export interface SweepResult {
  /** Pending photos (rows and any stored bytes) older than the presign expiry. */
  photos: number;
  /** Temporary files of interrupted writes (local storage only). */
  tempFiles: number;
}

/**
 * Removes abandoned uploads: photos still 'pending' after their presigned URL expired (with a minute of
 * grace for a PUT in flight), with their objects, and stale temporary files of the local store.
 */
export async function sweepAbandonedUploads(app: FastifyInstance, now = new Date()): Promise<SweepResult> {
  const ttl = app.uploadUrlTtlSeconds;
  const cutoff = new Date(now.getTime() - (ttl + 60) * 1000);
  const stale = await app.db
    .selectFrom('photos')
    .select(['id', 'path'])
    .where('state', '=', 'pending')
    .where('created_at', '<', cutoff)
    .execute();
  for (const photo of stale) {
    // The row goes first: once it is gone a late PUT finds nothing expecting it and deletes its bytes.
    await app.db.deleteFrom('photos').where('id', '=', photo.id).where('state', '=', 'pending').execute();
    await app.storage.delete(photo.path);
  }
  const storage = app.storage as ObjectStorage & {
    removeStaleTempFiles?: (maxAgeMs: number) => Promise<number>;
  };
  const tempFiles = storage.removeStaleTempFiles ? await storage.removeStaleTempFiles((ttl + 60) * 1000) : 0;
  return { photos: stale.length, tempFiles };
}
