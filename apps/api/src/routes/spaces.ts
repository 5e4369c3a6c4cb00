import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type Static, Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { spaceTag } from '../changes/effects.ts';
import { sendCached } from '../changes/public-cache.ts';
import type { RoutePlugin } from '../context.ts';
import type { Database, User } from '../db/schema.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { Nullable, Page, StatusOnly, status, Uuid } from '../http/schemas.ts';
import { queueDeriveSpace } from '../media/derive-photo.ts';
import { PHOTOS_PAGE_SIZE, PhotoBody, presentPhoto } from '../photos/photo.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../rules/input-rules.ts';
import { spaceCovers } from '../spaces/covers.ts';
import {
  ownedSpace,
  presentSpace,
  SPACES_PAGE_SIZE,
  SpaceBody,
  type SpaceRow,
  viewableSpace,
} from '../spaces/space.ts';
import { presentWatermark, WatermarkBody } from '../spaces/watermark.ts';
import { deleteQueuedObjects, deleteUnusedWatermark } from '../stored-objects/deletion-queue.ts';

/** A new space lasts this many days unless its end date is given. */
export const DEFAULT_SPACE_LENGTH_DAYS = 7;

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
};
const Title = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const WatermarkNumber = Type.Number({ minimum: 0, maximum: 100_000 });

const CreateSpace = Type.Object({ title: Title, ...editable }, { additionalProperties: false });
const UpdateSpace = Type.Object(
  {
    title: Type.Optional(Title),
    ...editable,
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
});

type CreateInput = Static<typeof CreateSpace>;

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** A slug from a title: lower-case ASCII letters and digits joined by single hyphens. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'space';
}

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string })?.code === '23505' &&
  String(
    (error as { constraint?: string; message?: string }).constraint ?? (error as Error).message,
  ).includes(constraint);

/** Refuses a watermark or collection that is not the user's (422, as for any unknown reference). */
async function checkReferences(
  db: Kysely<Database>,
  user: User,
  input: { watermark_id?: string | null; collection_id?: string | null },
) {
  if (input.watermark_id) {
    const found = await db
      .selectFrom('watermarks')
      .select('id')
      .where('id', '=', input.watermark_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!found) throw new HttpError(422, 'watermark not found');
  }
  if (input.collection_id) {
    const found = await db
      .selectFrom('collections')
      .select('id')
      .where('id', '=', input.collection_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!found) throw new HttpError(422, 'collection not found');
  }
}

const checkDates = (start: string, end: string) => {
  if (end < start) throw new HttpError(422, 'end_date must not be before start_date');
};

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
  const { db, cache, media } = ctx;

  const insertSpace = async (user: User, input: CreateInput): Promise<SpaceRow> => {
    const start = input.start_date ?? today();
    const end = input.end_date ?? addDays(start, DEFAULT_SPACE_LENGTH_DAYS);
    checkDates(start, end);
    await checkReferences(db, user, input);
    const base = input.slug ?? slugify(input.title);
    for (let attempt = 0; ; attempt += 1) {
      // A chosen slug must be free; a generated one gets a random suffix when taken.
      const slug = attempt === 0 || input.slug ? base : `${base}-${randomBytes(3).toString('hex')}`;
      try {
        return await db
          .insertInto('spaces')
          .values({
            user_id: user.id,
            title: input.title,
            description: input.description ?? null,
            location: input.location ?? null,
            location_url: input.location_url ?? null,
            formatted_address: input.formatted_address ?? null,
            lat: input.lat ?? null,
            lng: input.lng ?? null,
            start_date: start,
            end_date: end,
            slug,
            is_public: input.is_public ?? true,
            full_album: input.full_album ?? false,
            default_hide_items: input.default_hide_items ?? false,
            use_watermark: input.use_watermark ?? false,
            watermark_id: input.watermark_id ?? null,
            collection_id: input.collection_id ?? null,
            allow_downloads: input.allow_downloads ?? false,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (!isUniqueViolation(error, 'spaces_slug_key')) throw error;
        if (input.slug) throw new HttpError(409, 'slug has already been taken');
        if (attempt >= 5) throw error;
      }
    }
  };

  const spaceDetail = async (space: SpaceRow, user: User | null, page: number) => {
    const isOwner = user !== null && space.user_id === user.id;
    let photos = db.selectFrom('photos').selectAll().where('space_id', '=', space.id);
    if (!isOwner) photos = photos.where('state', '=', 'visible');
    const rows = await photos
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PHOTOS_PAGE_SIZE + 1)
      .offset((page - 1) * PHOTOS_PAGE_SIZE)
      .execute();
    const watermark = space.watermark_id
      ? await db.selectFrom('watermarks').selectAll().where('id', '=', space.watermark_id).executeTakeFirst()
      : undefined;
    return {
      space: presentSpace(space, { user }),
      photos: rows.slice(0, PHOTOS_PAGE_SIZE).map((p) => presentPhoto(p, space, isOwner, media)),
      has_more_photos: rows.length > PHOTOS_PAGE_SIZE,
      watermark: watermark ? presentWatermark(watermark) : null,
    };
  };

  app.post(
    '/spaces',
    {
      schema: {
        tags: ['spaces'],
        summary: 'Create a space',
        description:
          'Defaults: start_date today, end_date 7 days after start_date, public, not a full album, items ' +
          'shown, no watermark, no collection, no downloads for visitors. The slug is made from the title (unique).',
        security: [{ bearer: [] }],
        body: CreateSpace,
        response: { 201: SpaceOnly, ...errorResponses(400, 401, 409, 422) },
      },
      preHandler: ctx.auth.required,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const space = await insertSpace(user, request.body);
      request.changes.spaceView(space.id);
      return reply.status(201).send({ space: presentSpace(space, { user }) });
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
    async (request) => {
      const { user } = request;
      const page = request.query.page ?? 1;
      let query = db.selectFrom('spaces').selectAll();
      query = user
        ? query.where((eb) => eb.or([eb('user_id', '=', user.id), eb('is_public', '=', true)]))
        : query.where('is_public', '=', true);
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(SPACES_PAGE_SIZE + 1)
        .offset((page - 1) * SPACES_PAGE_SIZE)
        .execute();
      const listed = rows.slice(0, SPACES_PAGE_SIZE);
      const covers = await spaceCovers(db, media, listed, user ?? null);
      return {
        data: listed.map((s) => ({ ...presentSpace(s, { user }), cover: covers.get(s.id) ?? null })),
        has_more: rows.length > SPACES_PAGE_SIZE,
      };
    },
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
      async () =>
        reply.serialize(await spaceDetail(await viewableSpace(db, spaceId, null), null, page)) as string,
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
      const space = await viewableSpace(db, request.params.space_id, user);
      return spaceDetail(space, user, page);
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
      const user = currentUser(request);
      const space = await ownedSpace(db, request.params.space_id, user);
      const { watermark, ...changes } = request.body;
      checkDates(changes.start_date ?? space.start_date, changes.end_date ?? space.end_date);
      await checkReferences(db, user, changes);
      const watermarkId = changes.watermark_id === undefined ? space.watermark_id : changes.watermark_id;
      if (watermark && Object.keys(watermark).length > 0 && !watermarkId)
        throw new HttpError(422, 'the space has no watermark');
      const updated = await db.transaction().execute(async (trx) => {
        if (watermark && watermarkId && Object.keys(watermark).length > 0)
          await trx.updateTable('watermarks').set(watermark).where('id', '=', watermarkId).execute();
        try {
          return await trx
            .updateTable('spaces')
            .set({ ...changes, updated_at: new Date() })
            .where('id', '=', space.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (error) {
          if (isUniqueViolation(error, 'spaces_slug_key'))
            throw new HttpError(409, 'slug has already been taken');
          throw error;
        }
      });
      // Visitors' images carry the watermark: re-make them when it, its place or its use changes.
      const placed = Boolean(watermark && watermarkId && Object.keys(watermark).length > 0);
      const marking =
        updated.use_watermark !== space.use_watermark || updated.watermark_id !== space.watermark_id;
      if (placed) {
        const sharing = await db
          .selectFrom('spaces')
          .select('id')
          .where('watermark_id', '=', watermarkId)
          .execute();
        for (const { id } of sharing) {
          // Their pages show the watermark's place too; their photos follow as the jobs re-make them.
          request.changes.spaceView(id);
          await queueDeriveSpace(db, ctx.jobs, id);
        }
      } else if (marking) await queueDeriveSpace(db, ctx.jobs, space.id);
      // Its privacy and watermark change how its photos show, on the live wall too.
      request.changes.spacePhotos(space.id);
      return { space: presentSpace(updated, { user }) };
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
      const space = await ownedSpace(db, request.params.space_id, currentUser(request));
      const deleted = await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('photos').where('space_id', '=', space.id).execute();
        return trx
          .deleteFrom('spaces')
          .where('id', '=', space.id)
          .returning('watermark_id')
          .executeTakeFirst();
      });
      request.changes.spacePhotos(space.id);
      // Its watermark goes with it unless another space uses the same one; then every stored byte of both.
      if (deleted?.watermark_id) await deleteUnusedWatermark(db, deleted.watermark_id);
      await deleteQueuedObjects(db, ctx.storage, request.log);
      return { status: status(200, 'Space deleted') };
    },
  );
};
