import type { Kysely } from 'kysely';
import { KEY_NOT_FOR_THIS } from '../auth/space-keys.ts';
import type { Database, User } from '../db/schema.ts';
import { GUEST_ONLY_UPLOADS } from '../guests/guest-links.ts';
import { HttpError } from '../http/errors.ts';
import { ownedSpace } from '../spaces/space.ts';
import { signedInUploader, type Uploader } from './uploader.ts';

/** The 403 message when a user uploads into a space they can see but do not own. */
export const NOT_YOUR_SPACE = 'You are not allowed to upload to this space';

/** The space `spaceId` if `user` owns it, refused in an uploader's words. */
export const spaceToUploadTo = (db: Kysely<Database>, user: User, spaceId: string) =>
  ownedSpace(db, spaceId, user, NOT_YOUR_SPACE);

/**
 * Where the caller's photos go, and whose they are: a guest's into their event, a space credential's into its
 * space (both the space owner's photos; another `spaceId` is a 403), a signed-in user's into `spaceId`, which
 * they must own.
 */
export async function uploadTarget(
  db: Kysely<Database>,
  uploader: Uploader,
  spaceId: string | null | undefined,
): Promise<{ spaceId: string; userId: string }> {
  const guest = uploader.guestGrant;
  if (guest) {
    if (spaceId && spaceId !== guest.spaceId) throw new HttpError(403, GUEST_ONLY_UPLOADS);
    return { spaceId: guest.spaceId, userId: guest.userId };
  }
  const grant = uploader.spaceGrant;
  if (grant) {
    if (spaceId && spaceId !== grant.spaceId) throw new HttpError(403, KEY_NOT_FOR_THIS);
    return { spaceId: grant.spaceId, userId: grant.userId };
  }
  const user = signedInUploader(uploader);
  if (!spaceId) throw new HttpError(400, 'space_id is required');
  return { spaceId: (await spaceToUploadTo(db, user, spaceId)).id, userId: user.id };
}
