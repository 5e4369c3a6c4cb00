import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { uploadUrlTtl } from '../config.ts';
import type { RoutePlugin } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import { DERIVED_KEY_COLUMNS, variantNamed } from '../media/urls.ts';
import { StorageNotFoundError } from '../storage/index.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PHOTO_NOT_FOUND = 'photo not found';

/**
 * A photo's images: its derived images at their own addresses (public, immutable ones for visitors, signed
 * ones for the owner), and the older addresses `/image` and `/watermarked`, which send visitors to the
 * preview. The original is only ever served to the space's owner. No image is made on a request.
 */
export const photoImageRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, storage, media, config } = ctx;
  const ttl = uploadUrlTtl(config);

  const photoWithSpace = (photoId: string) =>
    db
      .selectFrom('photos')
      .innerJoin('spaces', 'spaces.id', 'photos.space_id')
      .select([
        'photos.id',
        'photos.path',
        'photos.state',
        ...DERIVED_KEY_COLUMNS,
        'spaces.user_id',
        'spaces.is_public',
        'spaces.use_watermark',
        'spaces.watermark_id',
      ])
      .where('photos.id', '=', photoId)
      .executeTakeFirst();

  const send = async (reply: FastifyReply, key: string, cacheControl: string) => {
    try {
      const info = await storage.head(key);
      const body = await storage.getStream(key);
      reply.header('cache-control', cacheControl);
      reply.header('content-length', info.size);
      return reply.type('image/webp').send(body);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new HttpError(404, PHOTO_NOT_FOUND);
      throw error;
    }
  };

  app.get(
    '/photos/:photo_id/images/:file',
    {
      schema: {
        tags: ['photos'],
        summary: "One of a photo's derived images (WebP, no metadata)",
        description:
          "Visitors: the `thumb_url`, `medium_url` and `preview_url` of a visible photo of a public space, cached as immutable (a changed image gets a new address). The owner's addresses are signed (`expires`, `sig`), also work for hidden photos and private spaces, and stay the same for an hour.",
        params: Type.Object({
          photo_id: Uuid,
          file: Type.String({ pattern: '^[a-z-]+-[0-9a-f]{20}\\.webp$' }),
        }),
        querystring: Type.Object({
          expires: Type.Optional(Type.String({ maxLength: 20 })),
          sig: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
      const photo = await photoWithSpace(request.params.photo_id);
      const found = photo && variantNamed(photo, request.params.file);
      if (!photo || !found) throw new HttpError(404, PHOTO_NOT_FOUND);
      if (request.query.sig !== undefined) {
        const check = media.verify(request.method, found.key, request.query);
        if (!check.ok) throw new HttpError(404, PHOTO_NOT_FOUND);
        const left = Math.max(0, check.fields.expires - Math.floor(Date.now() / 1000));
        return send(reply, found.key, `private, max-age=${left}`);
      }
      const shown = photo.state === 'visible' && photo.is_public && media.publicVariant(found.variant, photo);
      if (!shown) throw new HttpError(404, PHOTO_NOT_FOUND);
      return send(reply, found.key, IMMUTABLE);
    },
  );

  /** Sends a visitor to the photo's preview (watermarked where its space says so), when it may see it. */
  const toPreview = async (photoId: string, userId: string | undefined, reply: FastifyReply) => {
    const photo = await photoWithSpace(photoId);
    if (!photo || photo.state === 'pending') throw new HttpError(404, PHOTO_NOT_FOUND);
    const owner = userId === photo.user_id;
    if (owner) {
      reply.header('cache-control', 'private, no-store');
      return reply.redirect(await storage.presignGet(photo.path, { expiresIn: ttl }), 302);
    }
    const { preview_url: preview } = media.forPhoto(photo, photo, false);
    if (!(photo.state === 'visible' && photo.is_public) || !preview)
      throw new HttpError(404, PHOTO_NOT_FOUND);
    reply.header('cache-control', 'public, max-age=300');
    return reply.redirect(preview, 302);
  };

  app.get(
    '/photos/:photo_id/image',
    {
      preHandler: ctx.auth.optional,
      schema: {
        tags: ['photos'],
        summary:
          "The photo for display: for its space's owner a redirect to a short-lived signed URL of the original, for anyone else a redirect to its preview (watermarked where the space says so)",
        params: Type.Object({ photo_id: Uuid }),
      },
    },
    async (request, reply) => toPreview(request.params.photo_id, request.user?.id, reply),
  );

  app.get(
    '/photos/:photo_id/watermarked',
    {
      preHandler: ctx.auth.optional,
      schema: {
        tags: ['photos'],
        summary:
          "The watermarked preview of a photo of a watermarking space: a redirect to it (a signed address for the space's owner)",
        params: Type.Object({ photo_id: Uuid }),
      },
    },
    async (request, reply) => {
      const photo = await photoWithSpace(request.params.photo_id);
      const key = photo?.marked_preview_key;
      if (photo && key && request.user?.id === photo.user_id) {
        reply.header('cache-control', 'private, no-store');
        return reply.redirect(media.signed(photo.id, key), 302);
      }
      if (!photo || !key || !(photo.state === 'visible' && photo.is_public))
        throw new HttpError(404, 'this photo has no watermark');
      return toPreview(photo.id, undefined, reply);
    },
  );
};
