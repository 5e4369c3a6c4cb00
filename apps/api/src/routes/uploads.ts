import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { userOrSpaceKey } from '../auth/space-keys.ts';
import type { RoutePlugin } from '../context.ts';
import { guestOr } from '../guests/guest-links.ts';
import { errorResponses } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import { WatermarkBody } from '../spaces/watermark.ts';
import { completePhotoUpload } from '../uploads/photo-completion.ts';
import { presign } from '../uploads/presign.ts';
import { attachWatermark, watermarkImageAddress } from '../uploads/watermark-upload.ts';

const FileDescriptor = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: 1024,
    description: 'For put: a random id plus the original extension. For get: the object path.',
  }),
  type: Type.Optional(Type.String({ maxLength: 255, description: 'MIME type (put).' })),
  size: Type.Optional(Type.Integer({ minimum: 0, description: 'Size in bytes (put).' })),
});

const PresignRequest = Type.Object({
  files: Type.Array(FileDescriptor, { maxItems: 500 }),
  method: Type.Union([Type.Literal('put'), Type.Literal('get')]),
  type: Type.Optional(
    Type.Union([Type.Literal('banner'), Type.Literal('icon'), Type.Literal('watermark'), Type.Null()], {
      description:
        "banner or icon: the signed-in user's site images. watermark: one image for the watermark of `space_id` (its owner only); attach it with POST /spaces/{space_id}/watermark once stored.",
    }),
  ),
  space_id: Type.Optional(Type.Union([Uuid, Type.Null()])),
  parts: Type.Optional(
    Type.Boolean({
      description:
        "put into a space: presign each photo's parts (a resumable upload) instead of one PUT URL; each file then has `part_size` and `parts`, and its `url` is empty. Send them as from `POST /photos/{photo_id}/parts`, which answers fresh URLs of the same upload later.",
    }),
  ),
});

const PresignedFile = Type.Object({
  name: Type.String(),
  path: Type.String({ description: 'Object key.' }),
  url: Type.String(),
  method: Type.Union([Type.Literal('PUT'), Type.Literal('GET')]),
  content_type: Type.Union([Type.String(), Type.Null()]),
  expires_at: Type.String({ format: 'date-time' }),
  photo_id: Type.Union([Type.String(), Type.Null()]),
  part_size: Type.Optional(
    Type.Integer({ description: 'Bytes of every part but the last (with `parts: true`).' }),
  ),
  parts: Type.Optional(
    Type.Array(Type.Object({ part_number: Type.Integer({ minimum: 1 }), url: Type.String() }), {
      description:
        'PUT each part here with the file’s content type and keep the ETag answered (with `parts: true`).',
    }),
  ),
});

const PresignResponse = Type.Object({
  presigned_urls: Type.Array(Type.String(), { description: 'One URL per file, in order.' }),
  files: Type.Array(PresignedFile),
});

const CompleteRequest = Type.Object({
  parts: Type.Optional(
    Type.Array(
      Type.Object({
        part_number: Type.Integer({ minimum: 1, maximum: 10000 }),
        etag: Type.String({ minLength: 1, maxLength: 200 }),
      }),
      { maxItems: 10000, description: 'Every part of a resumable upload with the ETag its PUT answered.' },
    ),
  ),
});

/** Presigned uploads and downloads, upload completion and watermarked photos. */
export const uploadRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '/presigned_urls',
    {
      preHandler: guestOr(userOrSpaceKey(ctx.auth.optional)),
      schema: {
        tags: ['uploads'],
        summary: 'Presigned URLs to upload files to a space (or as banners/icons) or to download them',
        description:
          'put: the signed-in owner of `space_id` gets one PUT URL per file (images only, at most 31457280 bytes); each creates a pending photo that appears once its bytes are stored and checked and its derived images are made. get: one GET URL per object path the caller may read.\n\n' +
          'A space API credential (`X-Lense-Key`) may be sent instead of a token: it allows `put` into its own space only (`space_id` may then be left out), 403 for any other space, for banners, icons and downloads; an unknown or revoked key is 401. When the header is present the key alone decides.\n\n' +
          "A guest token (`X-Lense-Guest`, from `POST /guest_links/{token}/guests`) allows `put` into its event only, within the link's limits: 422 past the photos or bytes a guest (or the link) may send, 429 past 60 photos a minute (one request included) or while 60 of the guest's uploads are unfinished, 410 once the link is turned off or expired. A guest's upload URL takes at most the size declared for it; the guest's allowance holds unfinished uploads at their declared size, and a photo is charged to the guest and the link with its stored size when it is completed.",
        security: [{}, { bearer: [] }, { spaceKey: [] }, { guestToken: [] }],
        body: PresignRequest,
        response: { 200: PresignResponse, ...errorResponses(400, 401, 403, 404, 410, 422, 429) },
      },
    },
    async (request) => presign(ctx, request.changes, request, request.body),
  );

  app.post(
    '/photos/:photo_id/complete',
    {
      preHandler: guestOr(userOrSpaceKey(ctx.auth.required)),
      // A completion without a body (a single PUT's) is one with no parts.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['uploads'],
        summary:
          'Check an uploaded photo (needed with S3) and publish it; it is `processing` until its data is checked and its derived images exist',
        description:
          "The space's owner, a space API credential (`X-Lense-Key`) of the photo's space (403 for another space's photo), or the guest (`X-Lense-Guest`) who presigned it. After a resumable upload (`POST /photos/{photo_id}/parts`) send every part's number and ETag: 422 when one is missing or does not match, and the parts not stored can be sent again. 410 for a guest whose link was turned off or has expired (the upload is dropped). Completion judges the file by its size and header (422 for a non-image, a file over the limit or a header declaring too many pixels); whether its data decodes is judged by the job that makes its images, and a photo refused there is removed: `GET /photos/{photo_id}/upload` then answers `refused` with the reason.",
        security: [{ bearer: [] }, { spaceKey: [] }, { guestToken: [] }],
        params: Type.Object({ photo_id: Uuid }),
        body: CompleteRequest,
        response: {
          200: Type.Object({
            photo: Type.Object({ id: Type.String(), state: Type.String(), url: Type.String() }),
          }),
          ...errorResponses(401, 403, 404, 410, 422),
        },
      },
    },
    async (request) =>
      completePhotoUpload(ctx, request.changes, request, request.params.photo_id, request.body.parts),
  );

  app.post(
    '/spaces/:space_id/watermark',
    {
      preHandler: ctx.auth.required,
      schema: {
        tags: ['uploads'],
        summary: "Make an uploaded image the space's watermark (owner only)",
        description:
          "`path` is the object key returned by POST /presigned_urls with `type: 'watermark'` for this space, once its bytes are stored. The image is checked (a real image of at most 31457280 bytes, 422 otherwise, and then deleted); the watermark keeps the position and size of the space's previous one (else a box in the bottom-right corner), and the space's `watermark_id` points at it. Visitors then get the space's photos with this watermark whenever `use_watermark` is on.",
        security: [{ bearer: [] }],
        params: Type.Object({ space_id: Uuid }),
        body: Type.Object({ path: Type.String({ minLength: 1, maxLength: 1024 }) }),
        response: {
          201: Type.Object({ watermark: WatermarkBody }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const answer = await attachWatermark(
        ctx,
        request.changes,
        request.log,
        currentUser(request),
        request.params.space_id,
        request.body.path,
      );
      reply.code(201);
      return answer;
    },
  );

  app.get(
    '/watermarks/:watermark_id/image',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A watermark image: a redirect to a short-lived signed URL of it',
        description:
          'Open to anyone who has the address, as the image shows on every watermarked photo anyway (the space management preview loads it in an <img>, which sends no token).',
        params: Type.Object({ watermark_id: Uuid }),
      },
    },
    async (request, reply) => {
      const address = await watermarkImageAddress(ctx, request.params.watermark_id);
      reply.header('cache-control', 'private, max-age=60');
      return reply.redirect(address, 302);
    },
  );
};
