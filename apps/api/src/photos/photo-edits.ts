import { sql } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Db } from '../db/index.ts';
import type { User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { MediaUrls } from '../media/urls.ts';
import { ownedPhoto, presentPhoto } from './photo.ts';

/** What editing a photo needs: the database and the addresses of its images. */
export interface PhotoEditDeps {
  db: Db['db'];
  media: MediaUrls;
}

export const PHOTO_NOT_READY = 'This photo is still being processed: try again in a moment';

/**
 * Sets a photo's comment and/or price (owner of its space only) and answers it as its owner sees it. The
 * comment is the live wall's caption and both show on the public tile: the space's photos changed.
 */
export async function editPhotoDetails(
  { db, media }: PhotoEditDeps,
  changes: Changes,
  user: User,
  photoId: string,
  details: { comment?: string | null | undefined; price?: string | null | undefined },
) {
  const { photo, space } = await ownedPhoto(db, photoId, user);
  const set = {
    ...(details.comment !== undefined ? { comment: details.comment } : {}),
    ...(details.price !== undefined ? { price: details.price } : {}),
  };
  const updated = Object.keys(set).length
    ? await db
        .updateTable('photos')
        .set(set)
        .where('id', '=', photo.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : photo;
  changes.spacePhotos(space.id);
  return presentPhoto(updated, space, true, media);
}

/**
 * Shows or hides a photo (owner of its space only); 409 until its images exist, since a photo cannot be shown
 * before (it takes its space's default when they do). Shown again, the live wall takes it as new.
 */
export async function setPhotoState(
  { db, media }: PhotoEditDeps,
  changes: Changes,
  user: User,
  photoId: string,
  state: 'visible' | 'hidden',
) {
  const { photo, space } = await ownedPhoto(db, photoId, user);
  const updated = await db
    .updateTable('photos')
    .set({
      state,
      awaiting_review: false,
      // Shown again: the live wall takes it as new. Already shown: it keeps its time.
      ...(state === 'visible'
        ? { shown_at: sql<Date>`CASE WHEN state = 'visible' THEN shown_at ELSE now() END` }
        : {}),
    })
    .where('id', '=', photo.id)
    .where('state', 'in', ['visible', 'hidden'])
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new HttpError(409, PHOTO_NOT_READY);
  changes.spacePhotos(space.id);
  return presentPhoto(updated, space, true, media);
}

/** Deletes a photo (owner of its space only); its stored objects are queued for deletion with its row. */
export async function deletePhoto(db: Db['db'], changes: Changes, user: User, photoId: string) {
  const { photo } = await ownedPhoto(db, photoId, user);
  await db.deleteFrom('photos').where('id', '=', photo.id).execute();
  changes.spacePhotos(photo.space_id);
}
