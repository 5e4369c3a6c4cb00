import { Type } from 'typebox';
import { userOrSpaceKey } from '../auth/space-keys.ts';
import { uploadUrlTtl } from '../config.ts';
import type { RoutePlugin } from '../context.ts';
import { guestOr } from '../guests/guest-links.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../images/index.ts';
import { uploaderPhoto } from '../photos/uploader-photo.ts';
import { presignPartUrls } from '../storage/part-urls.ts';
import { INVALID_UPLOAD } from '../uploads/completion.ts';

/** 409 for parts asked of a photo whose bytes are already in. */
export const ALREADY_UPLOADED = 'This photo is already uploaded';

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
  const { db, storage, config } = ctx;
  const ttl = uploadUrlTtl(config);

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
    async (request) => {
      request.changes.nothingPublic();
      const { size, content_type: contentType } = request.body;
      if (size > MAX_UPLOAD_BYTES || !ACCEPTED_IMAGE_TYPES.has(contentType.toLowerCase())) {
        throw new HttpError(422, INVALID_UPLOAD);
      }
      const photo = await uploaderPhoto(db, request, request.params.photo_id);
      if (photo.state !== 'pending') throw new HttpError(409, ALREADY_UPLOADED);
      // A guest sends the size they declared: the parts can hold no more than their allowance admitted.
      if (photo.declared_bytes !== null && size !== Number(photo.declared_bytes))
        throw new HttpError(422, INVALID_UPLOAD);
      const uploadId = photo.multipart_upload_id ?? (await startUpload(photo.id, photo.path, contentType));
      const urls = await presignPartUrls(storage, photo.path, uploadId, size, {
        contentType,
        expiresIn: ttl,
      });
      return { ...urls, expires_at: new Date(Date.now() + ttl * 1000).toISOString() };
    },
  );

  /** Starts the photo's multipart upload; two first calls racing keep one upload and drop the other. */
  const startUpload = async (photoId: string, key: string, contentType: string): Promise<string> => {
    const created = await storage.createMultipartUpload(key, contentType);
    const result = await db
      .updateTable('photos')
      .set({ multipart_upload_id: created })
      .where('id', '=', photoId)
      .where('multipart_upload_id', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return created;
    await storage.abortMultipartUpload(key, created);
    const row = await db
      .selectFrom('photos')
      .select('multipart_upload_id')
      .where('id', '=', photoId)
      .executeTakeFirst();
    if (!row?.multipart_upload_id) throw new HttpError(404, 'photo not found');
    return row.multipart_upload_id;
  };
};
