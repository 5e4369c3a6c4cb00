import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { FEED_TAG } from '../changes/effects.ts';
import { sendCached } from '../changes/public-cache.ts';
import { CollectionSpace } from '../collections/collection.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { Nullable, Page, StatusOnly, status, Uuid } from '../http/schemas.ts';
import { PhotoBody } from '../photos/photo.ts';
import { photoDetail } from '../photos/photo-detail.ts';
import { deletePhoto, editPhotoDetails, setPhotoState } from '../photos/photo-edits.ts';
import { photoFeed } from '../photos/photo-feed.ts';
import { PRICE_MAX_LENGTH, PRICE_PATTERN } from '../rules/input-rules.ts';
import { SiteRef } from '../sites/site.ts';
import { SpaceBody } from '../spaces/space.ts';
import { WatermarkBody } from '../spaces/watermark.ts';
import { deleteQueuedObjects } from '../stored-objects/deletion-queue.ts';

const Feed = Type.Object({
  photos: Type.Array(PhotoBody),
  spaces: Type.Array(SpaceBody),
  sites: Type.Array(SiteRef),
  collection_spaces: Type.Array(CollectionSpace),
  watermarks: Type.Array(WatermarkBody),
  has_more_photos: Type.Boolean(),
});
const PhotoParams = Type.Object({ photo_id: Uuid });
/** Digits with an optional decimal part. */
const Price = Type.String({ pattern: PRICE_PATTERN, maxLength: PRICE_MAX_LENGTH });
const PhotoData = Type.Object({ data: PhotoBody });

/**
 * Photos: the public feed, and the owner's edits (comment and price, moderation, deletion).
 *
 * The feed lists visible photos of public spaces, newest first, 30 a page, optionally only of events
 * whose title contains `search_term` (case-insensitive). It is the same for every caller, so pages are
 * cached in process (tagged `feed`: forgotten by every declared change visitors see) and carry an ETag. Photos of a
 * watermarking space point at the watermarked image.
 */
export const photoRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, cache } = ctx;

  app.get(
    '/photos',
    {
      schema: {
        tags: ['photos'],
        summary: 'The public photo feed: visible photos of public spaces, newest first',
        description:
          'With `detailed=true` the spaces, sites, collection links and watermarks of the listed photos come ' +
          'along. Cached; answers carry an ETag (304 on If-None-Match).',
        querystring: Type.Object({
          detailed: Type.Optional(Type.Boolean({ default: false })),
          search_term: Type.Optional(
            Type.String({ maxLength: 200, description: 'Part of the event (space) title.' }),
          ),
          page: Type.Optional(Page),
        }),
        response: { 200: Feed, 304: Type.Null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const term = (request.query.search_term ?? '').trim();
      const page = request.query.page ?? 1;
      const detailed = request.query.detailed ?? false;
      const cached = await cache.get(
        `feed\u0000${detailed}\u0000${page}\u0000${term}`,
        [FEED_TAG],
        async () => reply.serialize(await photoFeed(ctx, term, page, detailed)) as string,
      );
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/photos/:photo_id',
    {
      schema: {
        tags: ['photos'],
        summary: 'One photo and the title of its event, as a shared link to it shows it',
        description:
          "Anyone: a visible photo of a public space. The space's owner: any of its photos, with the owner's image addresses.",
        params: PhotoParams,
        response: {
          200: Type.Object({
            data: PhotoBody,
            space: Type.Object({ id: Type.String(), title: Type.String() }),
          }),
          ...errorResponses(400, 404),
        },
      },
      preHandler: ctx.auth.optional,
    },
    async (request) => photoDetail(ctx, request.user ?? null, request.params.photo_id),
  );

  app.patch(
    '/photos/:photo_id',
    {
      schema: {
        tags: ['photos'],
        summary: "Set a photo's comment and price (owner of its space only)",
        security: [{ bearer: [] }],
        params: PhotoParams,
        body: Type.Object(
          {
            comment: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
            price: Type.Optional(Nullable(Price)),
          },
          { additionalProperties: false },
        ),
        response: { 200: PhotoData, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      const data = await editPhotoDetails(
        ctx,
        request.changes,
        currentUser(request),
        request.params.photo_id,
        request.body,
      );
      return { data };
    },
  );

  app.patch(
    '/photos/:photo_id/state',
    {
      schema: {
        tags: ['photos'],
        summary: 'Show or hide a photo (owner of its space only)',
        security: [{ bearer: [] }],
        params: PhotoParams,
        body: Type.Object(
          { state: Type.Union([Type.Literal('visible'), Type.Literal('hidden')]) },
          { additionalProperties: false },
        ),
        response: { 200: PhotoData, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      const data = await setPhotoState(
        ctx,
        request.changes,
        currentUser(request),
        request.params.photo_id,
        request.body.state,
      );
      return { data };
    },
  );

  app.delete(
    '/photos/:photo_id',
    {
      schema: {
        tags: ['photos'],
        summary: 'Delete a photo (owner of its space only)',
        security: [{ bearer: [] }],
        params: PhotoParams,
        response: { 200: StatusOnly, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      await deletePhoto(db, request.changes, currentUser(request), request.params.photo_id);
      await deleteQueuedObjects(db, ctx.storage, request.log);
      return { status: status(200, 'Photo deleted') };
    },
  );
};
