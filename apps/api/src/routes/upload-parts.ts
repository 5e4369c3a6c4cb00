import { Type } from 'typebox';
import { userOrSpaceKey } from '../auth/space-keys.ts';
import type { RoutePlugin } from '../context.ts';
import { guestOr } from '../guests/guest-links.ts';
import { errorResponses } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import { photoPartUrls } from '../uploads/upload-parts.ts';

const PartsRequest = Type.Object({
  size: Type.Integer({ minimum: 1, description: 'Size of the whole file in bytes (at most 31457280).' }),
  content_type: Type.String({ minLength: 1, maxLength: 255, description: 'The MIME type presigned for it.' }),
});

const PartsResponse = Type.Object({
  part_size: Type.Integer({ description: 'Bytes of every part but the last.' }),
  parts: Type.Array(
    Type.Object({
      part_number: Type.Integer({ minimum: 1 }),
      url: Type.String({
        description: 'PUT the part here with the file’s content type; keep the ETag answered.',
      }),
    }),
  ),
  expires_at: Type.String({ format: 'date-time' }),
});

/** Resumable uploads: a pending photo's bytes sent in parts, each part sent again alone when it fails. */
export const uploadPartRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '/photos/:photo_id/parts',
    {
      preHandler: guestOr(userOrSpaceKey(ctx.auth.required)),
      schema: {
        tags: ['uploads'],
        summary: "Presigned URLs of every part of a pending photo's bytes (resumable upload)",
        description:
          'Instead of the single PUT URL of `POST /presigned_urls`, the file can be sent in parts of `part_size` bytes (the last one shorter): PUT each part to its URL and keep the `ETag` header it answers, then send `{parts: [{part_number, etag}]}` to `POST /photos/{photo_id}/complete`. Calling this again (after a dropped connection or a reload) answers fresh URLs for the same upload: send only the parts that have no ETag yet. Each part URL takes at most that part’s share of `size`, and a part sent again replaces the one stored before. A guest’s `size` must be the size declared when presigning (422 otherwise). Who may call it: as for completion. 409 once the photo is uploaded.',
        security: [{ bearer: [] }, { spaceKey: [] }, { guestToken: [] }],
        params: Type.Object({ photo_id: Uuid }),
        body: PartsRequest,
        response: { 200: PartsResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      photoPartUrls(ctx, request.changes, request, request.params.photo_id, {
        size: request.body.size,
        contentType: request.body.content_type,
      }),
  );
};
