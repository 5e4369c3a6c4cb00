import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { currentUser } from '../auth/session.ts';
import { KEY_NOT_FOR_THIS } from '../auth/space-keys.ts';
import type { Database } from '../db/schema.ts';
import { GUEST_ONLY_UPLOADS } from '../guests/guest-links.ts';
import { HttpError } from '../http/errors.ts';
import { uploaderPhoto } from '../photos/uploader-photo.ts';

/**
 * Where an upload stands, for its uploader (`request`'s user, space key or guest, as for completion): its
 * photo's state, or `refused` with the reason for a day after the derive job removed it.
 */
export async function uploadStatus(db: Kysely<Database>, request: FastifyRequest, photoId: string) {
  const refusal = await db
    .selectFrom('refused_uploads')
    .innerJoin('spaces', 'spaces.id', 'refused_uploads.space_id')
    .select([
      'refused_uploads.space_id',
      'refused_uploads.guest_id',
      'refused_uploads.reason',
      'spaces.user_id',
    ])
    .where('refused_uploads.photo_id', '=', photoId)
    .executeTakeFirst();
  if (!refusal) {
    const photo = await uploaderPhoto(db, request, photoId);
    return { upload: { photo_id: photo.id, state: photo.state, error: null } };
  }
  // The same rule as `uploaderPhoto`, for a photo whose row is gone.
  const grant = request.spaceGrant;
  const guest = request.guestGrant;
  if (grant && refusal.space_id !== grant.spaceId) throw new HttpError(403, KEY_NOT_FOR_THIS);
  if (guest && refusal.guest_id !== guest.guestId) throw new HttpError(403, GUEST_ONLY_UPLOADS);
  if (!grant && !guest && refusal.user_id !== currentUser(request).id)
    throw new HttpError(403, 'You are not allowed to change this photo');
  return { upload: { photo_id: photoId, state: 'refused' as const, error: refusal.reason } };
}
