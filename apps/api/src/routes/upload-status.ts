import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { KEY_NOT_FOR_THIS, userOrSpaceKey } from '../auth/space-keys.ts';
import type { RoutePlugin } from '../context.ts';
import { GUEST_ONLY_UPLOADS, guestOr } from '../guests/guest-links.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import { uploaderPhoto } from '../photos/uploader-photo.ts';

const UploadStatus = Type.Object({
  photo_id: Type.String(),
  state: Type.Union(
    [
      Type.Literal('pending'),
      Type.Literal('processing'),
      Type.Literal('visible'),
      Type.Literal('hidden'),
      Type.Literal('refused'),
    ],
    {
      description:
        '`processing`: stored, its original is being checked and its images made. `refused`: its data did not decode (or was not an image within the limits); the photo and its bytes are gone.',
    },
  ),
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why it was refused.' }),
});

/** Where an upload stands, for its uploader: a photo the derive job refused is gone, but not silently. */
export const uploadStatusRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/photos/:photo_id/upload',
    {
      preHandler: guestOr(userOrSpaceKey(ctx.auth.required)),
      schema: {
        tags: ['uploads'],
        summary: 'Where an upload stands: still processing, published, or refused after completion',
        description:
          "Completion checks a photo's size and header; its data is decoded by the job that makes its images, and a photo whose data does not decode is then removed with its bytes. This answers its uploader (as for completion: the space's owner, a space API credential of its space, or the guest who presigned it) `refused` with the reason for a day after.",
        security: [{ bearer: [] }, { spaceKey: [] }, { guestToken: [] }],
        params: Type.Object({ photo_id: Uuid }),
        response: { 200: Type.Object({ upload: UploadStatus }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const photoId = request.params.photo_id;
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
    },
  );
};
