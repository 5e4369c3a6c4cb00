import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { User } from '../db/schema.ts';
import { ownedSpace } from '../spaces/space.ts';
import type { ObjectStorage } from '../storage/index.ts';
import { deleteQueuedObjects } from '../stored-objects/deletion-queue.ts';
import { presentPhoto } from './photo.ts';
import type { PhotoEditDeps } from './photo-edits.ts';

/**
 * The review queue of a space: guests' photos that arrived while the space hides new items wait there,
 * hidden, until the owner approves them (they become visible) or rejects them (they and their bytes are
 * deleted), one at a time or many at once.
 */

/** Photos a review page lists. */
export const REVIEW_PAGE_SIZE = 60;
/** Most photos one review decision may name. */
export const MAX_REVIEW_BATCH = 500;

/** One page of the photos waiting for review in the owner's space, oldest first, with how many wait. */
export async function reviewQueuePage(
  { db, media }: PhotoEditDeps,
  user: User,
  spaceId: string,
  page: number,
) {
  const space = await ownedSpace(db, spaceId, user);
  const waiting = db
    .selectFrom('photos')
    .where('space_id', '=', space.id)
    .where('awaiting_review', '=', true);
  const [rows, count] = await Promise.all([
    waiting
      .selectAll()
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(REVIEW_PAGE_SIZE + 1)
      .offset((page - 1) * REVIEW_PAGE_SIZE)
      .execute(),
    waiting.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    photos: rows.slice(0, REVIEW_PAGE_SIZE).map((photo) => presentPhoto(photo, space, true, media)),
    total: Number(count.n),
    has_more: rows.length > REVIEW_PAGE_SIZE,
  };
}

/**
 * Approves (shows) and rejects (deletes) photos waiting in the owner's space. Ids not waiting there are left
 * alone and not counted, so a photo decided in another tab is not decided twice; an id in both lists is
 * approved.
 */
export async function decideReview(
  { db, storage }: Pick<PhotoEditDeps, 'db'> & { storage: ObjectStorage },
  changes: Changes,
  log: FastifyBaseLogger,
  user: User,
  spaceId: string,
  decision: { approve?: string[] | undefined; reject?: string[] | undefined },
) {
  const space = await ownedSpace(db, spaceId, user);
  const approve = decision.approve ?? [];
  const reject = (decision.reject ?? []).filter((id) => !approve.includes(id));
  const { approved, rejected } = await db.transaction().execute(async (trx) => {
    const shown = approve.length
      ? await trx
          .updateTable('photos')
          .set({ state: 'visible', awaiting_review: false, shown_at: sql<Date>`now()` })
          .where('space_id', '=', space.id)
          .where('awaiting_review', '=', true)
          .where('id', 'in', approve)
          .returning('id')
          .execute()
      : [];
    const deleted = reject.length
      ? await trx
          .deleteFrom('photos')
          .where('space_id', '=', space.id)
          .where('awaiting_review', '=', true)
          .where('id', 'in', reject)
          .returning('id')
          .execute()
      : [];
    return { approved: shown.length, rejected: deleted.length };
  });
  // Rejected photos were never shown: only approvals change what visitors see.
  if (approved > 0) changes.spacePhotos(space.id);
  else changes.nothingPublic();
  // The rejected photos' bytes were queued for deletion by the database; they go now.
  if (rejected > 0) await deleteQueuedObjects(db, storage, log);
  return { approved, rejected };
}
