import type { Kysely } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Lets the watermark service render only for the owner of both its sources: the photo (an arrived one, of
 * one of the user's spaces) and the watermark image (the user's upload or one of their watermarks), so
 * nobody renders someone else's originals. 404 for either one, as if it did not exist. The service renders
 * a copy for its caller and stores nothing: visitors see no change.
 */
export async function checkWatermarkSources(
  db: Kysely<Database>,
  changes: Changes,
  user: User,
  sources: { photoKey: string; watermarkKey: string },
) {
  changes.nothingPublic();
  const photo = await db
    .selectFrom('photos')
    .innerJoin('spaces', 'spaces.id', 'photos.space_id')
    .select('photos.id')
    .where('photos.path', '=', sources.photoKey)
    .where('spaces.user_id', '=', user.id)
    .where('photos.state', '!=', 'pending')
    .executeTakeFirst();
  const key = sources.watermarkKey;
  const watermark =
    key.startsWith(`watermarks/${user.id}/`) ||
    (await db
      .selectFrom('watermarks')
      .select('id')
      .where('path', '=', key)
      .where('user_id', '=', user.id)
      .executeTakeFirst());
  if (!photo || !watermark) throw new HttpError(404, 'Object not found');
}
