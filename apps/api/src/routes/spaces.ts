import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { spaceTag } from '../changes/effects.ts';
import { sendCached } from '../changes/public-cache.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { Nullable, Page, StatusOnly, status, Uuid } from '../http/schemas.ts';
import { PhotoBody } from '../photos/photo.ts';
import { spaceDetail } from '../photos/space-page.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../rules/input-rules.ts';
import { SpaceBody, SpaceLanguage } from '../spaces/space.ts';
import { createSpace, deleteSpace, editSpace } from '../spaces/space-edits.ts';
import { listSpaces } from '../spaces/space-list.ts';
import { WatermarkBody } from '../spaces/watermark.ts';
import { deleteQueuedObjects } from '../stored-objects/deletion-queue.ts';

const Text = (maxLength: number) => Nullable(Type.String({ maxLength }));
const DateOnly = Type.String({ format: 'date', description: 'A calendar date, YYYY-MM-DD.' });
/** Letters, digits and inner hyphens. */
const Slug = Type.String({ pattern: SLUG_PATTERN, maxLength: SLUG_MAX_LENGTH });

const editable = {
  description: Type.Optional(Text(5000)),
  location: Type.Optional(Text(500)),
  // A link to open in a new tab: http(s) only, never `javascript:` or `data:`.
  location_url: Type.Optional(Nullable(Type.String({ maxLength: 2048, pattern: '^(https?://\\S+)?$' }))),
  formatted_address: Type.Optional(Text(500)),
  lat: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  lng: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  start_date: Type.Optional(DateOnly),
  end_date: Type.Optional(DateOnly),
  slug: Type.Optional(Slug),
  is_public: Type.Optional(Type.Boolean()),
  full_album: Type.Optional(Type.Boolean()),
  default_hide_items: Type.Optional(Type.Boolean()),
  use_watermark: Type.Optional(Type.Boolean()),
  watermark_id: Type.Optional(Nullable(Uuid)),
  collection_id: Type.Optional(Nullable(Uuid)),
  allow_downloads: Type.Optional(Type.Boolean()),
  language: Type.Optional(SpaceLanguage()),
};
const Title = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const WatermarkNumber = Type.Number({ minimum: 0, maximum: 100_000 });

const CreateSpace = Type.Object({ title: Title, ...editable }, { additionalProperties: false });
const UpdateSpace = Type.Object(
  {
    title: Type.Optional(Title),
    ...editable,
    cover_photo_id: Type.Optional(
      Nullable(
        Type.String({
          format: 'uuid',
          description:
            'A photo of this space to show as its cover (422 otherwise); null: its first visible photo.',
        }),
      ),
    ),
    watermark: Type.Optional(
      Type.Object(
        {
          top: Type.Optional(WatermarkNumber),
          left: Type.Optional(WatermarkNumber),
          height: Type.Optional(WatermarkNumber),
          width: Type.Optional(WatermarkNumber),
        },
        {
          additionalProperties: false,
          description: "Position and size of the space's watermark (its watermark_id must be set).",
        },
      ),
    ),
  },
  { additionalProperties: false },
);
const SpaceParams = Type.Object({ space_id: Uuid });
const SpaceOnly = Type.Object({ space: SpaceBody });
const SpaceDetail = Type.Object({
  space: SpaceBody,
  photos: Type.Array(PhotoBody),
  has_more_photos: Type.Boolean(),
  watermark: Nullable(WatermarkBody),
  sales_open: Type.Boolean({
    description: "Whether the space's priced photos can be bought now: its owner has connected M-Pesa.",
  }),
});

/**
 * Spaces: the albums of events.
 *
 * The list (`GET /spaces`) shows what the space list screen filters: the signed-in user's spaces (public
 * or private, `owner: true`) together with every other user's public space (`owner: false`), newest
 * first, so the client's owner filter (me / public / all) works on one list. Anonymous callers get the
 * public spaces only. `hidden` is true on private spaces (only their owner sees them).
 *
 * A private space, and the hidden photos of any space, are seen by the owner only: anyone else gets a
 * 404 for the space and never the photos. Writes are the owner's (403 for another user who can see the
 * space, 404 when they cannot); every successful write declares what visitors see change (`request.changes`).
 * The slug is made once, from the title at creation (or chosen); later title changes keep it, so shared links
 * stay valid.
 */
export const spaceRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, cache } = ctx;

  app.post(
    '/spaces',
    {
      schema: {
        tags: ['spaces'],
        summary: 'Create a space',
        description:
          'Defaults: start_date today, end_date 7 days after start_date, public, not a full album, items ' +
          'shown, no watermark, no collection, no downloads for visitors, no event language (each visitor their own). The slug is made from the title (unique).',
        security: [{ bearer: [] }],
        body: CreateSpace,
        response: { 201: SpaceOnly, ...errorResponses(400, 401, 409, 422) },
      },
      preHandler: ctx.auth.required,
    },
    async (request, reply) => {
      const space = await createSpace(db, request.changes, currentUser(request), request.body);
      return reply.status(201).send({ space });
    },
  );

  app.get(
    '/spaces',
    {
      schema: {
        tags: ['spaces'],
        summary: "The signed-in user's spaces and everyone's public spaces, newest first",
        querystring: Type.Object({ page: Type.Optional(Page) }),
        response: {
          200: Type.Object({ data: Type.Array(SpaceBody), has_more: Type.Boolean() }),
          ...errorResponses(400),
        },
      },
      preHandler: ctx.auth.optional,
    },
    async (request) => listSpaces(ctx, request.user ?? null, request.query.page ?? 1),
  );

  const sendAnonymousDetail = async (
    request: FastifyRequest,
    reply: FastifyReply,
    spaceId: string,
    page: number,
  ) => {
    const cached = await cache.get(
      `space\u0000${spaceId}\u0000${page}`,
      [spaceTag(spaceId)],
      async () => reply.serialize(await spaceDetail(ctx, null, spaceId, page)) as string,
    );
    return sendCached(request, reply.header('vary', 'Authorization'), cached);
  };

  app.get(
    '/spaces/:space_id',
    {
      schema: {
        tags: ['spaces'],
        summary: 'A space with the first page (or `page`) of its photos',
        description:
          'Private spaces are found by their owner only; hidden photos are listed to the owner only. ' +
          'Anonymous answers carry an ETag (304 on If-None-Match).',
        params: SpaceParams,
        querystring: Type.Object({ page: Type.Optional(Page) }),
        response: { 200: SpaceDetail, 304: Type.Null(), ...errorResponses(400, 404) },
      },
      preHandler: ctx.auth.optional,
    },
    async (request, reply) => {
      const { user } = request;
      const page = request.query.page ?? 1;
      if (!user) return sendAnonymousDetail(request, reply, request.params.space_id, page);
      return spaceDetail(ctx, user, request.params.space_id, page);
    },
  );

  app.patch(
    '/spaces/:space_id',
    {
      schema: {
        tags: ['spaces'],
        summary: "Update a space (owner only), including its watermark's position and size",
        security: [{ bearer: [] }],
        params: SpaceParams,
        body: UpdateSpace,
        response: { 200: SpaceOnly, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      const space = await editSpace(
        ctx,
        request.changes,
        currentUser(request),
        request.params.space_id,
        request.body,
      );
      return { space };
    },
  );

  app.delete(
    '/spaces/:space_id',
    {
      schema: {
        tags: ['spaces'],
        summary: 'Delete a space and its photos (owner only)',
        security: [{ bearer: [] }],
        params: SpaceParams,
        response: { 200: StatusOnly, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      await deleteSpace(db, request.changes, currentUser(request), request.params.space_id);
      await deleteQueuedObjects(db, ctx.storage, request.log);
      return { status: status(200, 'Space deleted') };
    },
  );
};
