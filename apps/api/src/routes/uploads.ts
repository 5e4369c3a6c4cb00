import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Insertable } from 'kysely';
import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { KEY_NOT_FOR_THIS, type SpaceCredentialGrant, userOrSpaceKey } from '../auth/space-keys.ts';
import { uploadUrlTtl } from '../config.ts';
import type { RoutePlugin } from '../context.ts';
import type { PhotosTable, User } from '../db/schema.ts';
import { GUEST_ONLY_UPLOADS, guestOr } from '../guests/guest-links.ts';
import { admitGuestUploads } from '../guests/guest-quota.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../images/index.ts';
import { queueDeriveSpace } from '../media/derive-photo.ts';
import { uploaderPhoto } from '../photos/uploader-photo.ts';
import { ownedSpace } from '../spaces/space.ts';
import { presentWatermark, WatermarkBody } from '../spaces/watermark.ts';
import { presignPartUrls } from '../storage/part-urls.ts';
import { deleteQueuedObjects, deleteUnusedWatermark } from '../stored-objects/deletion-queue.ts';
import {
  completeUpload,
  INVALID_UPLOAD,
  NOTHING_SELECTED,
  originalExtension,
  publishOwnUpload,
} from '../uploads/completion.ts';
import { incomingKey } from '../uploads/upload-keys.ts';

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

/** Where a space's first watermark goes, in percent of each photo: a box in the bottom-right corner. */
export const DEFAULT_WATERMARK_BOX = { top: 75, left: 65, height: 20, width: 30 } as const;

/** 422 for a watermark presign with more than one file. */
/** The 403 message when a user uploads into a space they can see but do not own. */
const NOT_YOUR_SPACE = 'You are not allowed to upload to this space';

export const ONE_WATERMARK = 'A watermark is one image: select a single file';

/** Presigned uploads and downloads, upload completion and watermarked photos. */
export const uploadRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, storage, config } = ctx;
  const ttl = uploadUrlTtl(config);

  const ownSpace = (user: User, spaceId: string) => ownedSpace(db, spaceId, user, NOT_YOUR_SPACE);

  /**
   * Who uploads: a signed-in user (who must own the target space), or a space credential (whose space is
   * the only possible target; the photos belong to the space's owner).
   */
  const uploadTarget = async (request: FastifyRequest, spaceId: string | null | undefined) => {
    const guest = request.guestGrant;
    if (guest) {
      if (spaceId && spaceId !== guest.spaceId) throw new HttpError(403, GUEST_ONLY_UPLOADS);
      return { spaceId: guest.spaceId, userId: guest.userId };
    }
    const grant: SpaceCredentialGrant | null = request.spaceGrant;
    if (grant) {
      if (spaceId && spaceId !== grant.spaceId) throw new HttpError(403, KEY_NOT_FOR_THIS);
      return { spaceId: grant.spaceId, userId: grant.userId };
    }
    const user = currentUser(request);
    if (!spaceId) throw new HttpError(400, 'space_id is required');
    return { spaceId: (await ownSpace(user, spaceId)).id, userId: user.id };
  };

  /** Whether `user` (or an anonymous visitor) may read the original object at `key`. */
  const mayRead = async (user: User | null, key: string): Promise<boolean> => {
    if (key.startsWith('spaces/')) {
      // Originals go to their space's owner only: everyone else sees derived images.
      if (!user) return false;
      const row = await db
        .selectFrom('photos')
        .innerJoin('spaces', 'spaces.id', 'photos.space_id')
        .select(['spaces.user_id', 'photos.state'])
        .where('photos.path', '=', key)
        .executeTakeFirst();
      return Boolean(row && row.state !== 'pending' && row.user_id === user.id);
    }
    for (const [table, siteColumn] of [
      ['banners', 'sites.banner_id'],
      ['icons', 'sites.icon_id'],
    ] as const) {
      if (key.startsWith(`${table}/`)) {
        if (user && key.startsWith(`${table}/${user.id}/`)) return true;
        // A public one, or one a site shows: its published page is open to everyone.
        const row = await db
          .selectFrom(table)
          .select('id')
          .where('path', '=', key)
          .where((eb) =>
            eb.or([
              eb('public', '=', true),
              eb.exists(eb.selectFrom('sites').select('sites.id').whereRef(siteColumn, '=', `${table}.id`)),
            ]),
          )
          .executeTakeFirst();
        return Boolean(row);
      }
    }
    if (key.startsWith('watermarks/')) return Boolean(user && key.startsWith(`watermarks/${user.id}/`));
    return false;
  };

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
    async (request) => {
      request.changes.nothingPublic();
      const body = request.body;
      const expiresAt = new Date(Date.now() + ttl * 1000).toISOString();
      if (body.method === 'get') {
        if (request.guestGrant) throw new HttpError(403, GUEST_ONLY_UPLOADS);
        if (request.spaceGrant) throw new HttpError(403, KEY_NOT_FOR_THIS);
        const files = [];
        for (const file of body.files) {
          if (!(await mayRead(request.user, file.name))) {
            if (!request.user) throw new HttpError(401, 'You need to sign in or sign up before continuing.');
            throw new HttpError(403, 'You are not allowed to download this file');
          }
          const url = await storage.presignGet(file.name, {
            expiresIn: ttl,
            downloadName: file.name.slice(file.name.lastIndexOf('/') + 1),
          });
          files.push({
            name: file.name,
            path: file.name,
            url,
            method: 'GET' as const,
            content_type: null,
            expires_at: expiresAt,
            photo_id: null,
          });
        }
        return { presigned_urls: files.map((f) => f.url), files };
      }

      if (!request.spaceGrant && !request.guestGrant) currentUser(request);
      if (body.files.length === 0) throw new HttpError(422, NOTHING_SELECTED);
      for (const file of body.files) {
        if (
          typeof file.type !== 'string' ||
          !ACCEPTED_IMAGE_TYPES.has(file.type.toLowerCase()) ||
          typeof file.size !== 'number' ||
          file.size > MAX_UPLOAD_BYTES
        ) {
          throw new HttpError(422, INVALID_UPLOAD);
        }
      }
      const folder =
        body.type === 'banner'
          ? 'banners'
          : body.type === 'icon'
            ? 'icons'
            : body.type === 'watermark'
              ? 'watermarks'
              : null;
      if (folder && request.spaceGrant) throw new HttpError(403, KEY_NOT_FOR_THIS);
      if (folder && request.guestGrant) throw new HttpError(403, GUEST_ONLY_UPLOADS);
      if (folder === 'watermarks') {
        // A watermark belongs to one space: only its owner may upload one, and one image at a time.
        const user = currentUser(request);
        if (!body.space_id) throw new HttpError(400, 'space_id is required');
        await ownSpace(user, body.space_id);
        if (body.files.length > 1) throw new HttpError(422, ONE_WATERMARK);
      }
      if (body.parts && folder) throw new HttpError(400, 'Only photos are sent in parts');
      const target = folder
        ? { spaceId: null, userId: currentUser(request).id }
        : await uploadTarget(request, body.space_id);
      const { spaceId, userId } = target;
      const guest = request.guestGrant;
      const files = [];
      const pendingPhotos: Insertable<PhotosTable>[] = [];
      const started: { key: string; uploadId: string }[] = [];
      for (const file of body.files) {
        const extension = originalExtension(file.name);
        const id = randomUUID();
        const key = folder
          ? incomingKey(folder, userId, id, extension)
          : incomingKey('spaces', spaceId as string, id, extension);
        const contentType = file.type as string;
        const size = file.size as number;
        // In parts, the upload starts now and the single PUT URL is never signed.
        const multipartId = body.parts ? await storage.createMultipartUpload(key, contentType) : null;
        if (multipartId) started.push({ key, uploadId: multipartId });
        const inParts = multipartId
          ? await presignPartUrls(storage, key, multipartId, size, { contentType, expiresIn: ttl })
          : null;
        const url = inParts
          ? ''
          : await storage.presignPut(key, {
              contentType,
              // A guest's bytes are held to the size they declared: that is what their allowance admitted.
              maxBytes: guest ? size : MAX_UPLOAD_BYTES,
              ...(guest ? { exactBytes: size } : {}),
              expiresIn: ttl,
            });
        if (spaceId) {
          pendingPhotos.push({
            id,
            space_id: spaceId,
            user_id: userId,
            path: key,
            url: `${config.apiBase}/photos/${id}/image`,
            state: 'pending' as const,
            original_file_extension: extension ? extension.slice(1) : null,
            guest_id: guest?.guestId ?? null,
            uploader_name: guest?.name ?? null,
            declared_bytes: guest ? (file.size as number) : null,
            multipart_upload_id: multipartId,
          });
        }
        files.push({
          name: `${id}${extension}`,
          path: key,
          url,
          method: 'PUT' as const,
          content_type: contentType,
          expires_at: expiresAt,
          photo_id: spaceId ? id : null,
          ...(inParts ?? {}),
        });
      }
      if (pendingPhotos.length > 0) {
        await db
          .transaction()
          .execute(async (trx) => {
            if (guest) {
              const bytes = body.files.reduce((sum, file) => sum + (file.size ?? 0), 0);
              await admitGuestUploads(trx, guest, body.files.length, bytes);
            }
            await trx.insertInto('photos').values(pendingPhotos).execute();
          })
          .catch(async (error: unknown) => {
            // Refused (a guest's allowance): the uploads started for it are nobody's.
            for (const upload of started) await storage.abortMultipartUpload(upload.key, upload.uploadId);
            throw error;
          });
      }
      return { presigned_urls: files.map((f) => f.url), files };
    },
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
    async (request) => {
      request.changes.nothingPublic();
      const photo = await uploaderPhoto(db, request, request.params.photo_id);
      if (photo.state === 'pending' && photo.multipart_upload_id) {
        // A resumable upload: its parts become the object first.
        const parts = (request.body.parts ?? []).map((part) => ({
          partNumber: part.part_number,
          etag: part.etag,
        }));
        await storage.completeMultipartUpload(photo.path, photo.multipart_upload_id, parts);
        await db
          .updateTable('photos')
          .set({ multipart_upload_id: null })
          .where('id', '=', photo.id)
          .execute();
      }
      const state = await completeUpload(db, storage, ctx.jobs, photo.path);
      return { photo: { id: photo.id, state: state ?? 'visible', url: photo.url } };
    },
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
      const user = currentUser(request);
      const { space_id: spaceId } = request.params;
      const { path } = request.body;
      await ownSpace(user, spaceId);
      const published = await publishOwnUpload(storage, path, 'watermarks', user.id, 'watermark not found');
      const id = randomUUID();
      const extension = originalExtension(published);
      const { watermark, previousId } = await db.transaction().execute(async (trx) => {
        const space = await trx
          .selectFrom('spaces')
          .select('watermark_id')
          .where('id', '=', spaceId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const previous = space.watermark_id
          ? await trx
              .selectFrom('watermarks')
              .select(['top', 'left', 'height', 'width'])
              .where('id', '=', space.watermark_id)
              .executeTakeFirst()
          : undefined;
        const created = await trx
          .insertInto('watermarks')
          .values({
            id,
            user_id: user.id,
            url: `${config.apiBase}/watermarks/${id}/image`,
            path: published,
            original_file_extension: extension ? extension.slice(1) : null,
            ...(previous ?? DEFAULT_WATERMARK_BOX),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.updateTable('spaces').set({ watermark_id: id }).where('id', '=', spaceId).execute();
        return { watermark: created, previousId: space.watermark_id };
      });
      if (previousId) await dropUnusedWatermark(previousId, request.log);
      await queueDeriveSpace(db, ctx.jobs, spaceId);
      request.changes.spaceView(spaceId);
      reply.code(201);
      return { watermark: presentWatermark(watermark) };
    },
  );

  /** Deletes a watermark (row and image) that no space uses any more. */
  const dropUnusedWatermark = async (watermarkId: string, log: FastifyRequest['log']) => {
    await deleteUnusedWatermark(db, watermarkId);
    await deleteQueuedObjects(db, storage, log);
  };

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
      const row = await db
        .selectFrom('watermarks')
        .select('path')
        .where('id', '=', request.params.watermark_id)
        .executeTakeFirst();
      if (!row?.path || row.path.startsWith('http')) throw new HttpError(404, 'watermark not found');
      reply.header('cache-control', 'private, max-age=60');
      return reply.redirect(await storage.presignGet(row.path, { expiresIn: ttl }), 302);
    },
  );
};
