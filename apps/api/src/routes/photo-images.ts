import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { uploadUrlTtl } from '../config.ts';
import type { RoutePlugin } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import {
  derivedImage,
  type ImageRedirect,
  type ImageStandIn,
  type ImageToSend,
  photoForDisplay,
  watermarkedPhoto,
} from '../photos/photo-image-access.ts';
import { StorageNotFoundError } from '../storage/index.ts';

const PHOTO_NOT_FOUND = 'photo not found';

/**
 * A photo's images: its derived images at their own addresses (public, immutable ones for visitors, signed
 * ones for the owner), and the older addresses `/image` and `/watermarked`, which send visitors to the
 * preview. The original is only ever served to the space's owner. No image is made on a request.
 */
export const photoImageRoutes: RoutePlugin = async (app, { ctx }) => {
  const { storage } = ctx;
  const deps = { ...ctx, originalTtl: uploadUrlTtl(ctx.config) };

  const send = async (reply: FastifyReply, { key, cacheControl }: ImageToSend) => {
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

  const redirect = (reply: FastifyReply, answer: ImageRedirect | ImageStandIn) => {
    reply.header('cache-control', answer.cacheControl);
    if ('png' in answer) return reply.type('image/png').send(answer.png);
    return reply.redirect(answer.location, 302);
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
    async (request, reply) =>
      send(
        reply,
        await derivedImage(ctx, request.params.photo_id, request.params.file, request.query, request.method),
      ),
  );

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
    async (request, reply) =>
      redirect(reply, await photoForDisplay(deps, request.user?.id, request.params.photo_id)),
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
    async (request, reply) =>
      redirect(reply, await watermarkedPhoto(deps, request.user?.id, request.params.photo_id)),
  );
};
