import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { currentUser } from '../auth/session.ts';
import { KEY_NOT_FOR_THIS } from '../auth/space-keys.ts';
import type { Database } from '../db/schema.ts';
import { GUEST_ONLY_UPLOADS } from '../guests/guest-links.ts';
import { HttpError } from '../http/errors.ts';

/**
 * The photo `photoId` as the caller who uploads it may see it: the space's owner, a space API credential of
 * its space, or the guest who presigned it (404 unknown, 403 anyone else).
 */
export async function uploaderPhoto(db: Kysely<Database>, request: FastifyRequest, photoId: string) {
  const grant = request.spaceGrant;
  const guest = request.guestGrant;
  const user = grant || guest ? null : currentUser(request);
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
