import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Changes } from '../changes/public-changes.ts';
import { uploadUrlTtl } from '../config.ts';
import type { User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { queueDeriveSpace } from '../media/derive-queue.ts';
import { presentWatermark } from '../spaces/watermark.ts';
import { deleteQueuedObjects, deleteUnusedWatermark } from '../stored-objects/deletion-queue.ts';
import { originalExtension, publishOwnUpload } from './completion.ts';
import type { UploadDeps } from './upload-deps.ts';
import { spaceToUploadTo } from './upload-target.ts';

/** Where a space's first watermark goes, in percent of each photo: a box in the bottom-right corner. */
export const DEFAULT_WATERMARK_BOX = { top: 75, left: 65, height: 20, width: 30 } as const;

/**
 * Makes an uploaded image (presigned as `watermark` for this space) the space's watermark (owner only): it
 * keeps the previous watermark's box, or the default one; a previous watermark no space uses any more goes
 * with its image. The space's photos are derived again: what visitors see of the space changes.
 */
export async function attachWatermark(
  { db, storage, jobs, config }: UploadDeps,
  changes: Changes,
  log: Pick<FastifyBaseLogger, 'warn'>,
  user: User,
  spaceId: string,
  path: string,
) {
  await spaceToUploadTo(db, user, spaceId);
  const published = await publishOwnUpload(storage, path, 'watermarks', user.id, 'watermark not found');
  const id = randomUUID();
  const extension = originalExtension(published);
  const { watermark, previousId } = await db.transaction().execute(async (trx) => {
    const space = await trx
      .selectFrom('spaces')
      .select('watermark_id')
      .where('id', '=', spaceId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const previous = space.watermark_id
      ? await trx
          .selectFrom('watermarks')
          .select(['top', 'left', 'height', 'width'])
          .where('id', '=', space.watermark_id)
          .executeTakeFirst()
      : undefined;
    const created = await trx
      .insertInto('watermarks')
      .values({
        id,
        user_id: user.id,
        url: `${config.apiBase}/watermarks/${id}/image`,
        path: published,
        original_file_extension: extension ? extension.slice(1) : null,
        ...(previous ?? DEFAULT_WATERMARK_BOX),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('spaces').set({ watermark_id: id }).where('id', '=', spaceId).execute();
    return { watermark: created, previousId: space.watermark_id };
  });
  if (previousId) {
    await deleteUnusedWatermark(db, previousId);
    await deleteQueuedObjects(db, storage, log);
  }
  await queueDeriveSpace(db, jobs, spaceId);
  changes.spaceView(spaceId);
  return { watermark: presentWatermark(watermark) };
}

/** A short-lived signed address of a watermark's image (anyone with its id: it shows on every watermarked photo). */
export async function watermarkImageAddress(
  { db, storage, config }: Pick<UploadDeps, 'db' | 'storage' | 'config'>,
  watermarkId: string,
): Promise<string> {
  const row = await db
    .selectFrom('watermarks')
    .select('path')
    .where('id', '=', watermarkId)
    .executeTakeFirst();
  if (!row?.path || row.path.startsWith('http')) throw new HttpError(404, 'watermark not found');
  return storage.presignGet(row.path, { expiresIn: uploadUrlTtl(config) });
}
