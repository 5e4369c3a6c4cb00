import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, PhotosTable, User } from '../db/schema.ts';
import { DERIVED_KEY_COLUMNS, type MediaUrls } from '../media/urls.ts';
import { owns, type SpaceCover, type SpaceRow } from './space.ts';

/** What choosing a space's cover images reads of the space. */
type CoveredSpace = Pick<SpaceRow, 'id' | 'user_id' | 'use_watermark' | 'watermark_id'>;

/**
 * The cover of each space, by space id, in one query: the photo its organiser chose while it is visible
 * with derived images, else the first such photo of its view (newest first). The owner gets signed addresses
 * (a private space's images are not public); anyone else the public ones, watermarked where the space says so.
 */
export async function spaceCovers(
  db: Kysely<Database>,
  media: MediaUrls,
  spaces: readonly CoveredSpace[],
  user: User | null,
): Promise<Map<string, SpaceCover>> {
  const covers = new Map<string, SpaceCover>();
  if (spaces.length === 0) return covers;
  const rows = await db
    .selectFrom('photos')
    .innerJoin('spaces', 'spaces.id', 'photos.space_id')
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
    // The chosen photo first (a hidden or deleted one is filtered out above, so the first one follows).
    .orderBy(sql`photos.id IS NOT DISTINCT FROM spaces.cover_photo_id`, 'desc')
    .orderBy('photos.created_at', 'desc')
    .orderBy('photos.id', 'desc')
    .execute();
  const byId = new Map(spaces.map((space) => [space.id, space]));
  for (const row of rows) {
    const space = byId.get(row.space_id);
    const cover = space ? presentCover(media, row, space, user) : null;
    if (cover) covers.set(row.space_id, cover);
  }
  return covers;
}

/**
 * The cover of one space, or null before it has a visible photo (see {@link spaceCovers}). Read with two
 * indexed lookups, the chosen photo by its id, else the newest shown one, rather than ranking every visible
 * photo: a busy event's page is read far more often than its photos change.
 */
export async function spaceCover(
  db: Kysely<Database>,
  media: MediaUrls,
  space: CoveredSpace & Pick<SpaceRow, 'cover_photo_id'>,
  user: User | null,
): Promise<SpaceCover | null> {
  const shown = () =>
    db
      .selectFrom('photos')
      .select(['id', 'space_id', 'width', 'height', 'placeholder'])
      .select(DERIVED_KEY_COLUMNS)
      .where('space_id', '=', space.id)
      .where('state', '=', 'visible')
      .where('thumb_key', 'is not', null);
  const chosen = space.cover_photo_id
    ? await shown().where('id', '=', space.cover_photo_id).executeTakeFirst()
    : undefined;
  const row =
    chosen ?? (await shown().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst());
  return row ? presentCover(media, row, space, user) : null;
}

/** What a cover is made of: a photo's size, placeholder and derived image keys. */
type CoverRow = Parameters<MediaUrls['forPhoto']>[0] &
  Pick<Selectable<PhotosTable>, 'width' | 'height' | 'placeholder'>;

/** A cover as the API shows it, or null when the photo has no size or no thumbnail the caller may see. */
function presentCover(
  media: MediaUrls,
  row: CoverRow,
  space: CoveredSpace,
  user: User | null,
): SpaceCover | null {
  if (!row.width || !row.height) return null;
  const images = media.forPhoto(row, space, owns(space, user));
  if (!images.thumb_url) return null;
  return {
    photo_id: row.id,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    thumb_url: images.thumb_url,
    medium_url: images.medium_url,
    preview_url: images.preview_url,
  };
}
