import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { ownedSpace } from '../spaces/space.ts';
import type { ObjectStorage } from '../storage/index.ts';
import { deleteQueuedObjects } from '../stored-objects/deletion-queue.ts';
import { PHOTO_NOT_FOUND, type PhotoRow, presentPhoto } from './photo.ts';
import { PHOTO_NOT_READY, type PhotoEditDeps } from './photo-edits.ts';

/**
 * Several photos of one space changed at once by its owner: shown or hidden, priced, or deleted. A batch is
 * all or nothing: one id that is not a photo of the space (or one photo not ready to be shown) and nothing
 * changes, so the owner never has to work out which half of a selection went through.
 */

/** Most photos one batch may name: a few pages of the management grid. */
export const MAX_PHOTO_BATCH = 200;

/** What a batch edit sets on every photo it names; a field left out is left as it is. */
export interface PhotoBatchEdit {
  state?: 'visible' | 'hidden' | undefined;
  price?: string | null | undefined;
}

/**
 * The rows of `photoIds`, locked until the transaction ends, or a 404 when any of them is not a photo of
 * the space (a photo of another space is not revealed as such).
 */
async function lockPhotosOfSpace(
  trx: Transaction<Database>,
  spaceId: string,
  photoIds: readonly string[],
): Promise<PhotoRow[]> {
  const rows = await trx
    .selectFrom('photos')
    .selectAll()
    .where('space_id', '=', spaceId)
    .where('id', 'in', [...photoIds])
    .forUpdate()
    .execute();
  if (rows.length !== new Set(photoIds).size) throw new HttpError(404, PHOTO_NOT_FOUND);
  return rows;
}

/**
 * Sets the state and/or price of the photos `photoIds` of the owner's space, in one transaction, and answers
 * them as their owner sees them, in the order asked. Shown again, a photo is new to the live wall (as one
 * shown on its own); a photo still being processed cannot be shown or hidden (409, nothing changes).
 */
export async function editPhotoBatch(
  { db, media }: PhotoEditDeps,
  changes: Changes,
  user: User,
  spaceId: string,
  photoIds: readonly string[],
  edit: PhotoBatchEdit,
) {
  const space = await ownedSpace(db, spaceId, user);
  const rows = await db.transaction().execute(async (trx) => {
    const locked = await lockPhotosOfSpace(trx, space.id, photoIds);
    if (edit.state && locked.some((photo) => photo.state !== 'visible' && photo.state !== 'hidden'))
      throw new HttpError(409, PHOTO_NOT_READY);
    const set = {
      ...(edit.price !== undefined ? { price: edit.price } : {}),
      ...(edit.state
        ? {
            state: edit.state,
            awaiting_review: false,
            ...(edit.state === 'visible'
              ? { shown_at: sql<Date>`CASE WHEN state = 'visible' THEN shown_at ELSE now() END` }
              : {}),
          }
        : {}),
    };
    if (Object.keys(set).length === 0) return locked;
    return trx
      .updateTable('photos')
      .set(set)
      .where('space_id', '=', space.id)
      .where('id', 'in', [...photoIds])
      .returningAll()
      .execute();
  });
  changes.spacePhotos(space.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(photoIds)].map((id) => presentPhoto(byId.get(id)!, space, true, media));
}

/**
 * Deletes the photos `photoIds` of the owner's space in one transaction (all or none); their stored objects
 * are queued for deletion with their rows and go once it commits. Answers how many were deleted.
 */
export async function deletePhotoBatch(
  { db, storage }: { db: Kysely<Database>; storage: ObjectStorage },
  changes: Changes,
  log: FastifyBaseLogger,
  user: User,
  spaceId: string,
  photoIds: readonly string[],
): Promise<number> {
  const space = await ownedSpace(db, spaceId, user);
  const deleted = await db.transaction().execute(async (trx) => {
    await lockPhotosOfSpace(trx, space.id, photoIds);
    const gone = await trx
      .deleteFrom('photos')
      .where('space_id', '=', space.id)
      .where('id', 'in', [...photoIds])
      .returning('id')
      .execute();
    return gone.length;
  });
  changes.spacePhotos(space.id);
  await deleteQueuedObjects(db, storage, log);
  return deleted;
}
