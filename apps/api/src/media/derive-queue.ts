import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JobQueue } from '../jobs/types.ts';

/** The job that makes a photo's derived images. */
export const DERIVE_PHOTO = 'derive-photo';

/** Data of a {@link DERIVE_PHOTO} job. */
export interface DerivePhotoJob {
  photoId: string;
}

/** Queues (re)deriving a photo; a request while one waits for the same photo adds nothing. */
export const queueDerive = (jobs: JobQueue, photoId: string, executor?: Kysely<Database>) =>
  jobs.send<DerivePhotoJob>(DERIVE_PHOTO, { photoId }, { singletonKey: photoId }, executor);

/** Queues re-deriving every stored photo of a space (its watermark changed). */
export async function queueDeriveSpace(db: Kysely<Database>, jobs: JobQueue, spaceId: string): Promise<void> {
  const photos = await db
    .selectFrom('photos')
    .select('id')
    .where('space_id', '=', spaceId)
    .where('state', '<>', 'pending')
    .execute();
  for (const photo of photos) await queueDerive(jobs, photo.id);
}
