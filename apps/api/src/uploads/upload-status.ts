import type { Kysely } from 'kysely';
import { KEY_NOT_FOR_THIS } from '../auth/space-keys.ts';
import type { Database } from '../db/schema.ts';
import { GUEST_ONLY_UPLOADS } from '../guests/guest-links.ts';
import { HttpError } from '../http/errors.ts';
import { signedInUploader, type Uploader, uploaderPhoto } from './uploader.ts';

/**
 * Where an upload stands, for its uploader (the space's owner, a space key of its space or the guest who sent
 * it, as for completion): its photo's state, or `refused` with the reason for a day after the derive job
 * removed it.
 */
export async function uploadStatus(db: Kysely<Database>, uploader: Uploader, photoId: string) {
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
    const photo = await uploaderPhoto(db, uploader, photoId);
    return { upload: { photo_id: photo.id, state: photo.state, error: null } };
  }
  // The same rule as `uploaderPhoto`, for a photo whose row is gone.
  const grant = uploader.spaceGrant;
  const guest = uploader.guestGrant;
  if (grant && refusal.space_id !== grant.spaceId) throw new HttpError(403, KEY_NOT_FOR_THIS);
  if (guest && refusal.guest_id !== guest.guestId) throw new HttpError(403, GUEST_ONLY_UPLOADS);
  if (!grant && !guest && refusal.user_id !== signedInUploader(uploader).id)
    throw new HttpError(403, 'You are not allowed to change this photo');
  return { upload: { photo_id: photoId, state: 'refused' as const, error: refusal.reason } };
}
