import { Type } from 'typebox';
import { userOrSpaceKey } from '../auth/space-keys.ts';
import type { RoutePlugin } from '../context.ts';
import { guestOr } from '../guests/guest-links.ts';
import { errorResponses } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import { uploadStatus } from '../uploads/upload-status.ts';

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
    async (request) => uploadStatus(ctx.db, request, request.params.photo_id),
  );
};
