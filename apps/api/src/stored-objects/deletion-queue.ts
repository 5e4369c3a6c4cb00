import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ObjectStorage } from '../storage/index.ts';

/** How many queued keys one drain handles; the next drain (or sweep) takes the rest. */
const DRAIN_BATCH = 500;

const stillReferenced = async (db: Kysely<Database>, key: string): Promise<boolean> => {
  for (const table of ['photos', 'banners', 'icons', 'watermarks'] as const) {
    const row = await db
      .selectFrom(table as 'photos')
      .select('id')
      .where('path', '=', key)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
};

/**
 * Deletes from storage the objects whose rows were deleted (the database queues their keys, see migration
 * 0006). A key some row still references is never deleted (a banner made from a photo's path before banners
 * were limited to their own uploads). A failing delete stays queued for the next drain; the rest go on.
 * Returns how many objects were deleted.
 */
export async function drainStorageDeletions(
  db: Kysely<Database>,
  storage: Pick<ObjectStorage, 'delete'>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const queued = await db
    .selectFrom('storage_deletions')
    .select('key')
    .orderBy('queued_at')
    .limit(DRAIN_BATCH)
    .execute();
  let deleted = 0;
  for (const { key } of queued) {
    if (!(await stillReferenced(db, key))) {
      try {
        await storage.delete(key);
        deleted += 1;
      } catch (error) {
        log?.warn({ err: error, key }, 'stored object not deleted yet; will retry');
        await db
          .updateTable('storage_deletions')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('key', '=', key)
          .execute();
        continue;
      }
    }
    await db.deleteFrom('storage_deletions').where('key', '=', key).execute();
  }
  return deleted;
}

/** Deletes a watermark (its row, and so its image) once no space uses it. */
export async function deleteUnusedWatermark(db: Kysely<Database>, watermarkId: string): Promise<void> {
  await db
    .deleteFrom('watermarks')
    .where('id', '=', watermarkId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('spaces').select('id').where('watermark_id', '=', watermarkId))),
    )
    .execute();
}

/**
 * Drains the deletion queue after a request deleted rows. Never fails the request: whatever is left is
 * retried by the next drain or the periodic sweep.
 */
export async function deleteQueuedObjects(
  db: Kysely<Database>,
  storage: Pick<ObjectStorage, 'delete'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    await drainStorageDeletions(db, storage, log);
  } catch (error) {
    log.warn({ err: error }, 'deletion queue not drained; the sweep will retry');
  }
}
