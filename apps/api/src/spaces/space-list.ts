import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema.ts';
import type { MediaUrls } from '../media/urls.ts';
import { canSell } from '../payments/mpesa-account.ts';
import { PHOTOS_PAGE_SIZE, presentPhoto } from '../photos/photo.ts';
import { spaceCover, spaceCovers } from './covers.ts';
import { owns, presentSpace, SPACES_PAGE_SIZE, viewableSpace } from './space.ts';
import { presentWatermark } from './watermark.ts';

/** What reading spaces needs: the database and the addresses of their photos' images. */
export interface SpaceReadDeps {
  db: Kysely<Database>;
  media: MediaUrls;
}

/**
 * A page of the space list: the user's spaces (public or private, `owner: true`) with every other user's
 * public space, newest first, each with its cover; anonymous callers get the public spaces only.
 */
export async function listSpaces({ db, media }: SpaceReadDeps, user: User | null, page: number) {
  let query = db.selectFrom('spaces').selectAll();
  query = user
    ? query.where((eb) => eb.or([eb('user_id', '=', user.id), eb('is_public', '=', true)]))
    : query.where('is_public', '=', true);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SPACES_PAGE_SIZE + 1)
    .offset((page - 1) * SPACES_PAGE_SIZE)
    .execute();
  const listed = rows.slice(0, SPACES_PAGE_SIZE);
  const covers = await spaceCovers(db, media, listed, user);
  return {
    data: listed.map((s) => ({ ...presentSpace(s, { user }), cover: covers.get(s.id) ?? null })),
    has_more: rows.length > SPACES_PAGE_SIZE,
  };
}

/**
 * A space the user may see (404 otherwise) with its cover, a page of its photos and its watermark. Its owner sees
 * every photo with the owner's image addresses; anyone else the visible ones only. `sales_open` says whether
 * its priced photos can be bought now (its owner has connected M-Pesa), so a visitor learns it before paying.
 */
export async function spaceDetail(
  { db, media }: SpaceReadDeps,
  user: User | null,
  spaceId: string,
  page: number,
) {
  const space = await viewableSpace(db, spaceId, user);
  const isOwner = owns(space, user);
  let photos = db.selectFrom('photos').selectAll().where('space_id', '=', space.id);
  if (!isOwner) photos = photos.where('state', '=', 'visible');
  // The page, the watermark, the cover and whether it sells are independent reads: one round trip's wait.
  const [rows, watermark, cover, salesOpen] = await Promise.all([
    photos
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PHOTOS_PAGE_SIZE + 1)
      .offset((page - 1) * PHOTOS_PAGE_SIZE)
      .execute(),
    space.watermark_id
      ? db.selectFrom('watermarks').selectAll().where('id', '=', space.watermark_id).executeTakeFirst()
      : undefined,
    spaceCover(db, media, space, user),
    canSell(db, space.user_id),
  ]);
  return {
    space: { ...presentSpace(space, { user }), cover },
    photos: rows.slice(0, PHOTOS_PAGE_SIZE).map((p) => presentPhoto(p, space, isOwner, media)),
    has_more_photos: rows.length > PHOTOS_PAGE_SIZE,
    watermark: watermark ? presentWatermark(watermark) : null,
    sales_open: salesOpen,
  };
}
