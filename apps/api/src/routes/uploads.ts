import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import type { User } from '../db/schema.ts';
import { errorResponses, HttpError } from '../errors.ts';
import { MAX_UPLOAD_BYTES } from '../images/index.ts';
import { Uuid } from '../schemas.ts';
import { watermarks } from '../spaces/model.ts';
import { completeUpload, INVALID_UPLOAD, NOTHING_SELECTED, originalExtension } from '../uploads.ts';

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
  type: Type.Optional(Type.Union([Type.Literal('banner'), Type.Literal('icon'), Type.Null()])),
  space_id: Type.Optional(Type.Union([Uuid, Type.Null()])),
});

const PresignedFile = Type.Object({
  name: Type.String(),
  path: Type.String({ description: 'Object key.' }),
  url: Type.String(),
  method: Type.Union([Type.Literal('PUT'), Type.Literal('GET')]),
  content_type: Type.Union([Type.String(), Type.Null()]),
  expires_at: Type.String({ format: 'date-time' }),
  photo_id: Type.Union([Type.String(), Type.Null()]),
});

const PresignResponse = Type.Object({
  presigned_urls: Type.Array(Type.String(), { description: 'One URL per file, in order.' }),
  files: Type.Array(PresignedFile),
});

/** Presigned uploads and downloads, upload completion and watermarked photos. */
export const uploadRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, storage, config } = ctx;
  const ttl = config.uploadUrlTtlSeconds ?? 900;

  const ownedSpace = async (user: User, spaceId: string) => {
    const space = await db
      .selectFrom('spaces')
      .select(['id', 'user_id'])
      .where('id', '=', spaceId)
      .executeTakeFirst();
    if (!space) throw new HttpError(404, 'space not found');
    if (space.user_id !== user.id) throw new HttpError(403, 'You are not allowed to upload to this space');
    return space;
  };

  /** Whether `user` (or an anonymous visitor) may read the original object at `key`. */
  const mayRead = async (user: User | null, key: string): Promise<boolean> => {
    if (key.startsWith('spaces/')) {
      const row = await db
        .selectFrom('photos')
        .innerJoin('spaces', 'spaces.id', 'photos.space_id')
        .select([
          'spaces.user_id',
          'spaces.is_public',
          'spaces.use_watermark',
          'spaces.watermark_id',
          'photos.state',
        ])
        .where('photos.path', '=', key)
        .executeTakeFirst();
      if (!row || row.state === 'pending') return false;
      if (user && row.user_id === user.id) return true;
      // A space with a watermark shows others the watermarked photo only (without a watermark image
      // there is nothing to put on it, and the photo is shown as uploaded).
      return row.state === 'visible' && row.is_public && !watermarks(row);
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
      preHandler: ctx.auth.optional,
      schema: {
        tags: ['uploads'],
        summary: 'Presigned URLs to upload files to a space (or as banners/icons) or to download them',
        description:
          'put: the signed-in owner of `space_id` gets one PUT URL per file (images only, at most 31457280 bytes); each creates a pending photo that becomes visible once its bytes are stored and verified. get: one GET URL per object path the caller may read.',
        body: PresignRequest,
        response: { 200: PresignResponse, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const body = request.body;
      const expiresAt = new Date(Date.now() + ttl * 1000).toISOString();
      if (body.method === 'get') {
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

      const user = currentUser(request);
      if (body.files.length === 0) throw new HttpError(422, NOTHING_SELECTED);
      for (const file of body.files) {
        if (
          typeof file.type !== 'string' ||
          !file.type.startsWith('image/') ||
          typeof file.size !== 'number' ||
          file.size > MAX_UPLOAD_BYTES
        ) {
          throw new HttpError(422, INVALID_UPLOAD);
        }
      }
      const folder = body.type === 'banner' ? 'banners' : body.type === 'icon' ? 'icons' : null;
      let spaceId: string | null = null;
      if (!folder) {
        if (!body.space_id) throw new HttpError(400, 'space_id is required');
        spaceId = (await ownedSpace(user, body.space_id)).id;
      }
      const files = [];
      for (const file of body.files) {
        const extension = originalExtension(file.name);
        const id = randomUUID();
        const key = folder ? `${folder}/${user.id}/${id}${extension}` : `spaces/${spaceId}/${id}${extension}`;
        const contentType = file.type as string;
        const url = await storage.presignPut(key, {
          contentType,
          maxBytes: MAX_UPLOAD_BYTES,
          expiresIn: ttl,
        });
        let photoId: string | null = null;
        if (spaceId) {
          photoId = id;
          await db
            .insertInto('photos')
            .values({
              id,
              space_id: spaceId,
              user_id: user.id,
              path: key,
              url: `${config.apiBase}/photos/${id}/image`,
              state: 'pending',
              original_file_extension: extension ? extension.slice(1) : null,
            })
            .execute();
        }
        files.push({
          name: `${id}${extension}`,
          path: key,
          url,
          method: 'PUT' as const,
          content_type: contentType,
          expires_at: expiresAt,
          photo_id: photoId,
        });
      }
      return { presigned_urls: files.map((f) => f.url), files };
    },
  );

  app.post(
    '/photos/:photo_id/complete',
    {
      preHandler: ctx.auth.required,
      schema: {
        tags: ['uploads'],
        summary: 'Verify an uploaded photo (needed with S3) and publish it',
        params: Type.Object({ photo_id: Uuid }),
        response: {
          200: Type.Object({
            photo: Type.Object({ id: Type.String(), state: Type.String(), url: Type.String() }),
          }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const photo = await db
        .selectFrom('photos')
        .innerJoin('spaces', 'spaces.id', 'photos.space_id')
        .select(['photos.id', 'photos.path', 'photos.url', 'spaces.user_id'])
        .where('photos.id', '=', request.params.photo_id)
        .executeTakeFirst();
      if (!photo) throw new HttpError(404, 'photo not found');
      if (photo.user_id !== user.id) throw new HttpError(403, 'You are not allowed to change this photo');
      const state = await completeUpload(db, storage, photo.path);
      return { photo: { id: photo.id, state: state ?? 'visible', url: photo.url } };
    },
  );

  /** A photo as a reader may see it: null when the reader may not see it at all. */
  const readablePhoto = async (request: FastifyRequest, photoId: string) => {
    const row = await db
      .selectFrom('photos')
      .innerJoin('spaces', 'spaces.id', 'photos.space_id')
      .leftJoin('watermarks', 'watermarks.id', 'spaces.watermark_id')
      .select([
        'photos.id',
        'photos.path',
        'photos.state',
        'spaces.user_id',
        'spaces.is_public',
        'spaces.use_watermark',
        'watermarks.path as watermark_path',
        'watermarks.top',
        'watermarks.left',
        'watermarks.height',
        'watermarks.width',
      ])
      .where('photos.id', '=', photoId)
      .executeTakeFirst();
    if (!row || row.state === 'pending') return null;
    const owner = request.user?.id === row.user_id;
    if (!owner && !(row.state === 'visible' && row.is_public)) return null;
    return { ...row, owner };
  };

  const watermarked = async (
    photo: NonNullable<Awaited<ReturnType<typeof readablePhoto>>>,
    reply: FastifyReply,
  ) => {
    if (!photo.use_watermark || !photo.watermark_path)
      throw new HttpError(404, 'this photo has no watermark');
    const jpeg = await ctx.watermarker.render(storage, {
      sourceKey: photo.path,
      watermarkKey: photo.watermark_path,
      top: Number(photo.top),
      left: Number(photo.left),
      height: Number(photo.height),
      width: Number(photo.width),
    });
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('image/jpeg').send(Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength));
  };

  app.get(
    '/photos/:photo_id/watermarked',
    {
      preHandler: ctx.auth.optional,
      schema: {
        tags: ['uploads'],
        summary: "A photo with its space's watermark, as JPEG",
        params: Type.Object({ photo_id: Uuid }),
        produces: ['image/jpeg'],
      },
    },
    async (request, reply) => {
      const photo = await readablePhoto(request, request.params.photo_id);
      if (!photo) throw new HttpError(404, 'photo not found');
      return watermarked(photo, reply);
    },
  );

  app.get(
    '/photos/:photo_id/image',
    {
      preHandler: ctx.auth.optional,
      schema: {
        tags: ['uploads'],
        summary:
          'The photo for display: the watermarked JPEG when its space uses a watermark and has its image (except for its owner), else a redirect to a short-lived signed URL of the original',
        params: Type.Object({ photo_id: Uuid }),
      },
    },
    async (request, reply) => {
      const photo = await readablePhoto(request, request.params.photo_id);
      if (!photo) throw new HttpError(404, 'photo not found');
      // Without a watermark image, a space asking for a watermark shows its photos as uploaded.
      if (!photo.owner && photo.use_watermark && photo.watermark_path) return watermarked(photo, reply);
      reply.header('cache-control', 'private, no-store');
      return reply.redirect(await storage.presignGet(photo.path, { expiresIn: ttl }), 302);
    },
  );
};
