import { sql } from 'kysely';
import { type Static, Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../errors.ts';
import { sendCached } from '../public-cache.ts';
import { StatusOnly, status, Uuid } from '../schemas.ts';
import {
  Nullable,
  ownedPhoto,
  Page,
  PHOTOS_PAGE_SIZE,
  PhotoBody,
  presentPhoto,
  presentSpace,
  presentWatermark,
  SpaceBody,
  WatermarkBody,
} from '../spaces/model.ts';
import { siteColumns } from './sites.ts';

const SiteBody = Type.Object({
  id: Type.String(),
  name: Type.String(),
  title: Nullable(Type.String()),
  description: Nullable(Type.String()),
  contact_email: Nullable(Type.String()),
  contact_phone: Nullable(Type.String()),
  social_media_username_twitter: Nullable(Type.String()),
  social_media_username_linkedin: Nullable(Type.String()),
  social_media_username_instagram: Nullable(Type.String()),
  social_media_username_facebook: Nullable(Type.String()),
  collection_id: Nullable(Type.String()),
  banner_id: Nullable(Type.String()),
  icon_id: Nullable(Type.String()),
});
const CollectionSpaceBody = Type.Object({
  id: Type.String(),
  space_id: Type.String(),
  collection_id: Type.String(),
});
const Feed = Type.Object({
  photos: Type.Array(PhotoBody),
  spaces: Type.Array(SpaceBody),
  sites: Type.Array(SiteBody),
  collection_spaces: Type.Array(CollectionSpaceBody),
  watermarks: Type.Array(WatermarkBody),
  has_more_photos: Type.Boolean(),
});
const PhotoParams = Type.Object({ photo_id: Uuid });
/** Digits with an optional decimal part. */
const Price = Type.String({ pattern: '^\\d+(\\.\\d+)?$', maxLength: 20 });
const PhotoData = Type.Object({ data: PhotoBody });

/** Escapes LIKE wildcards so a search term matches literally (backslash is the default escape). */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Photos: the public feed, and the owner's edits (comment and price, moderation, deletion).
 *
 * The feed lists visible photos of public spaces, newest first, 30 a page, optionally only of events
 * whose title contains `search_term` (case-insensitive). It is the same for every caller, so pages are
 * cached in process (invalidated by every write to spaces and photos) and carry an ETag. Photos of a
 * watermarking space point at the watermarked image.
 */
export const photoRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, cache, config } = ctx;

  const emptyFeed = () => ({
    photos: [],
    spaces: [],
    sites: [],
    collection_spaces: [],
    watermarks: [],
    has_more_photos: false,
  });

  const feed = async (term: string, page: number, detailed: boolean) => {
    let query = db
      .selectFrom('photos')
      .innerJoin('spaces', 'spaces.id', 'photos.space_id')
      .selectAll('photos')
      .select(['spaces.use_watermark as space_use_watermark', 'spaces.watermark_id as space_watermark_id'])
      .where('photos.state', '=', 'visible')
      .where('spaces.is_public', '=', true);
    if (term) {
      // Matching events first: few spaces match, and their photos come from the per-space index
      // instead of walking the whole feed for a rare title.
      const matching = await db
        .selectFrom('spaces')
        .select('id')
        .where('is_public', '=', true)
        .where('title', 'ilike', `%${escapeLike(term)}%`)
        .execute();
      if (matching.length === 0) return emptyFeed();
      query = query.where('photos.space_id', '=', sql<string>`any(${matching.map((s) => s.id)}::uuid[])`);
    }
    const rows = await query
      .orderBy('photos.created_at', 'desc')
      .orderBy('photos.id', 'desc')
      .limit(PHOTOS_PAGE_SIZE + 1)
      .offset((page - 1) * PHOTOS_PAGE_SIZE)
      .execute();
    const photos = rows.slice(0, PHOTOS_PAGE_SIZE);
    const result = {
      photos: photos.map((p) =>
        presentPhoto(
          p,
          { use_watermark: p.space_use_watermark, watermark_id: p.space_watermark_id },
          false,
          config.apiBase,
        ),
      ),
      spaces: [] as ReturnType<typeof presentSpace>[],
      sites: [] as Static<typeof SiteBody>[],
      collection_spaces: [] as Static<typeof CollectionSpaceBody>[],
      watermarks: [] as ReturnType<typeof presentWatermark>[],
      has_more_photos: rows.length > PHOTOS_PAGE_SIZE,
    };
    if (!detailed || photos.length === 0) return result;

    // The related records in one parallel round: sites and watermarks are found through the spaces in SQL.
    const ids = sql<string>`any(${[...new Set(photos.map((p) => p.space_id))]}::uuid[])`;
    const [spaces, collectionSpaces, sites, watermarks] = await Promise.all([
      db.selectFrom('spaces').selectAll().where('id', '=', ids).orderBy('id').execute(),
      db
        .selectFrom('collection_spaces')
        .select(['id', 'space_id', 'collection_id'])
        .where('space_id', '=', ids)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('sites')
        .select(siteColumns)
        .where((eb) =>
          eb.or([
            eb(
              'collection_id',
              'in',
              eb.selectFrom('spaces').select('spaces.collection_id').where('spaces.id', '=', ids),
            ),
            eb(
              'collection_id',
              'in',
              eb
                .selectFrom('collection_spaces')
                .select('collection_spaces.collection_id')
                .where('collection_spaces.space_id', '=', ids),
            ),
          ]),
        )
        .orderBy('id')
        .execute(),
      db
        .selectFrom('watermarks')
        .selectAll()
        .where(
          'id',
          'in',
          db
            .selectFrom('spaces')
            .select('spaces.watermark_id')
            .where('spaces.id', '=', ids)
            .where('spaces.use_watermark', '=', true),
        )
        .orderBy('id')
        .execute(),
    ]);
    result.spaces = spaces.map((s) => presentSpace(s));
    result.sites = sites;
    result.collection_spaces = collectionSpaces;
    result.watermarks = watermarks.map(presentWatermark);
    return result;
  };

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
        async () => reply.serialize(await feed(term, page, detailed)) as string,
      );
      return sendCached(request, reply, cached);
    },
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
      const { photo, space } = await ownedPhoto(db, request.params.photo_id, currentUser(request));
      const { comment, price } = request.body;
      const changes = {
        ...(comment !== undefined ? { comment } : {}),
        ...(price !== undefined ? { price } : {}),
      };
      const updated = Object.keys(changes).length
        ? await db
            .updateTable('photos')
            .set(changes)
            .where('id', '=', photo.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : photo;
      return { data: presentPhoto(updated, space, true, config.apiBase) };
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
        response: { 200: PhotoData, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      const { photo, space } = await ownedPhoto(db, request.params.photo_id, currentUser(request));
      const updated = await db
        .updateTable('photos')
        .set({ state: request.body.state })
        .where('id', '=', photo.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { data: presentPhoto(updated, space, true, config.apiBase) };
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
      const { photo } = await ownedPhoto(db, request.params.photo_id, currentUser(request));
      await db.deleteFrom('photos').where('id', '=', photo.id).execute();
      return { status: status(200, 'Photo deleted') };
    },
  );
};
