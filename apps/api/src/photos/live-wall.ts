import type { User } from '../db/schema.ts';
import { viewableSpace } from '../spaces/space.ts';
import { presentPhoto } from './photo.ts';
import type { PhotoEditDeps } from './photo-edits.ts';

/** Photos a live wall holds: the newest shown. */
export const LIVE_PHOTOS = 100;

/**
 * The photos of a space's live wall (anyone who may see the space): the most recently shown, newest first,
 * as visitors see them (watermarked where the space says so), even to its owner.
 */
export async function liveWallPhotos({ db, media }: PhotoEditDeps, user: User | null, spaceId: string) {
  const space = await viewableSpace(db, spaceId, user);
  const rows = await db
    .selectFrom('photos')
    .selectAll()
    .where('space_id', '=', space.id)
    .where('state', '=', 'visible')
    .orderBy('shown_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIVE_PHOTOS)
    .execute();
  return { photos: rows.map((photo) => presentPhoto(photo, space, false, media)) };
}
