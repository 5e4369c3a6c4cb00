import type { Kysely } from 'kysely';
import { SIGN_IN_REQUIRED } from '../auth/session.ts';
import { KEY_NOT_FOR_THIS, type SpaceCredentialGrant } from '../auth/space-keys.ts';
import type { Database, User } from '../db/schema.ts';
import { GUEST_ONLY_UPLOADS, type GuestGrant } from '../guests/guest-links.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Who sends photos: a space credential (`X-Lense-Key`) of one space, a guest (`X-Lense-Guest`) of one event,
 * or else the signed-in user (null: nobody signed in). A request that passed the upload routes' pre-handlers
 * is one.
 */
export interface Uploader {
  spaceGrant: SpaceCredentialGrant | null;
  guestGrant: GuestGrant | null;
  user: User | null;
}

/** The uploader's signed-in user: 401 when nobody signed in. */
export function signedInUploader(uploader: Pick<Uploader, 'user'>): User {
  if (!uploader.user) throw new HttpError(401, SIGN_IN_REQUIRED);
  return uploader.user;
}

/**
 * The photo `photoId` as the caller who uploads it may see it: the space's owner, a space API credential of
 * its space, or the guest who presigned it (404 unknown, 403 anyone else).
 */
export async function uploaderPhoto(db: Kysely<Database>, uploader: Uploader, photoId: string) {
  const grant = uploader.spaceGrant;
  const guest = uploader.guestGrant;
  const user = grant || guest ? null : signedInUploader(uploader);
  const photo = await db
    .selectFrom('photos')
    .innerJoin('spaces', 'spaces.id', 'photos.space_id')
    .select([
      'photos.id',
      'photos.path',
      'photos.url',
      'photos.state',
      'photos.space_id',
      'photos.guest_id',
      'photos.multipart_upload_id',
      'photos.declared_bytes',
      'spaces.user_id',
    ])
    .where('photos.id', '=', photoId)
    .executeTakeFirst();
  if (!photo) throw new HttpError(404, 'photo not found');
  if (grant && photo.space_id !== grant.spaceId) throw new HttpError(403, KEY_NOT_FOR_THIS);
  if (guest && photo.guest_id !== guest.guestId) throw new HttpError(403, GUEST_ONLY_UPLOADS);
  if (user && photo.user_id !== user.id) throw new HttpError(403, 'You are not allowed to change this photo');
  return photo;
}
