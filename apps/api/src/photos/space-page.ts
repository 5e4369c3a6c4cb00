import type { User } from '../db/schema.ts';
import { canSell } from '../payments/mpesa-account.ts';
import { spaceCover } from '../spaces/covers.ts';
import { owns, presentSpace, viewableSpace } from '../spaces/space.ts';
import type { SpaceReadDeps } from '../spaces/space-list.ts';
import { presentWatermark } from '../spaces/watermark.ts';
import { PHOTOS_PAGE_SIZE, presentPhoto } from './photo.ts';

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
