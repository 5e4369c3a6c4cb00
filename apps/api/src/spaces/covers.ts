import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema.ts';
import { DERIVED_KEY_COLUMNS, type MediaUrls } from '../media/urls.ts';
import { owns, type SpaceCover, type SpaceRow } from './space.ts';

/**
 * The cover of each space, by space id: its most recently shown visible photo with derived images, in one
 * query. The owner gets signed addresses (a private space's images are not public); anyone else the public
 * ones, watermarked where the space says so.
 */
export async function spaceCovers(
  db: Kysely<Database>,
  media: MediaUrls,
  spaces: readonly SpaceRow[],
  user: User | null,
): Promise<Map<string, SpaceCover>> {
  const covers = new Map<string, SpaceCover>();
  if (spaces.length === 0) return covers;
  const rows = await db
    .selectFrom('photos')
    .select(['photos.id', 'photos.space_id', 'photos.width', 'photos.height', 'photos.placeholder'])
    .select(DERIVED_KEY_COLUMNS)
    .distinctOn('photos.space_id')
    .where(
      'photos.space_id',
      'in',
      spaces.map((space) => space.id),
    )
    .where('photos.state', '=', 'visible')
    .where('photos.thumb_key', 'is not', null)
    .orderBy('photos.space_id')
    .orderBy('photos.shown_at', 'desc')
    .orderBy('photos.id', 'desc')
    .execute();
  const byId = new Map(spaces.map((space) => [space.id, space]));
  for (const row of rows) {
    const space = byId.get(row.space_id);
    if (!space || !row.width || !row.height) continue;
    const images = media.forPhoto(row, space, owns(space, user));
    if (!images.thumb_url) continue;
    covers.set(space.id, {
      photo_id: row.id,
      width: row.width,
      height: row.height,
      placeholder: row.placeholder,
      thumb_url: images.thumb_url,
      medium_url: images.medium_url,
    });
  }
  return covers;
}
