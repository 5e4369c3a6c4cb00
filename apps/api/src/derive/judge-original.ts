import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { refundGuestUpload } from '../guests/guest-quota.ts';
import { dataFailure, headerFailure } from '../images/decode-check.ts';
import { detectImageType } from '../images/detect-type.ts';
import { MAX_UPLOAD_BYTES } from '../images/limits.ts';
import { refusalMessage } from '../images/refusal-messages.ts';
import type { ObjectStorage } from '../storage/index.ts';
import { drainStorageDeletions } from '../stored-objects/deletion-queue.ts';

/**
 * Why a just-uploaded original cannot be published, judged on the bytes the derive job read (the only full
 * read of it), or null: the checks of completion again (the object may have been replaced between that
 * check and its copy) and its header against the pixel budget, before anything decodes its pixels.
 */
export async function originalRefusal(source: Buffer, declaredBytes: number | null): Promise<string | null> {
  if (source.length > MAX_UPLOAD_BYTES || (declaredBytes !== null && source.length > declaredBytes))
    return refusalMessage('too_large');
  if (!detectImageType(source)) return refusalMessage('not_an_image');
  const failure = await headerFailure(source);
  return failure ? refusalMessage(failure) : null;
}

/** Whether a derive that threw did so because the original's data does not decode (not a passing fault). */
export async function undecodableOriginal(source: Buffer): Promise<string | null> {
  const failure = await dataFailure(source);
  return failure ? refusalMessage(failure) : null;
}

/**
 * Removes a photo whose original was refused while it was still processing (never shown to anyone but its
 * uploader's own lists): its row goes, its bytes with it (the deletion queue), a guest gets back what it
 * was charged, and `refused_uploads` keeps the reason for its uploader (`GET /photos/{id}/upload`) until the sweep. Answers whether it was removed.
 */
export async function refuseProcessingPhoto(
  deps: { db: Kysely<Database>; storage: ObjectStorage; log?: Pick<FastifyBaseLogger, 'warn'> },
  photoId: string,
  reason: string,
): Promise<boolean> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('photos')
      .where('id', '=', photoId)
      .where('state', '=', 'processing')
      .returning(['id', 'space_id', 'guest_id', 'declared_bytes'])
      .executeTakeFirst();
    if (!row) return false;
    if (row.guest_id) await refundGuestUpload(trx, row.guest_id, Number(row.declared_bytes ?? 0));
    await trx
      .insertInto('refused_uploads')
      .values({ photo_id: row.id, space_id: row.space_id, guest_id: row.guest_id, reason })
      .onConflict((oc) => oc.column('photo_id').doNothing())
      .execute();
    return true;
  });
  await drainStorageDeletions(deps.db, deps.storage, deps.log);
  return removed;
}
