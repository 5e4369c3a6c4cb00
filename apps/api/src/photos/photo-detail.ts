import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { MediaUrls } from '../media/urls.ts';
import { owns } from '../spaces/space.ts';
import { PHOTO_NOT_FOUND, presentPhoto } from './photo.ts';

/**
 * One photo and the title of its event, as a shared link to it shows it: anyone sees a visible photo of a
 * public space, the space's owner any of its photos with the owner's image addresses; 404 otherwise.
 */
export async function photoDetail(
  { db, media }: { db: Kysely<Database>; media: MediaUrls },
  user: User | null,
  photoId: string,
) {
  const photo = await db.selectFrom('photos').selectAll().where('id', '=', photoId).executeTakeFirst();
  const space =
    photo && (await db.selectFrom('spaces').selectAll().where('id', '=', photo.space_id).executeTakeFirst());
  // A pending photo is an upload that has not arrived: nobody has anything to look at yet.
  if (!photo || !space || photo.state === 'pending') throw new HttpError(404, PHOTO_NOT_FOUND);
  const owner = owns(space, user);
  const shown = photo.state === 'visible' && space.is_public;
  if (!owner && !shown) throw new HttpError(404, PHOTO_NOT_FOUND);
  return { data: presentPhoto(photo, space, owner, media), space: { id: space.id, title: space.title } };
}
