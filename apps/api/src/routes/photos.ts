import { sql } from 'kysely';
import { type Static, Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { FEED_TAG } from '../changes/effects.ts';
import { sendCached } from '../changes/public-cache.ts';
import { CollectionSpace, type CollectionSpaceSchema } from '../collections/collection.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { Nullable, Page, StatusOnly, status, Uuid } from '../http/schemas.ts';
import { PHOTO_NOT_FOUND, PHOTOS_PAGE_SIZE, PhotoBody, presentPhoto } from '../photos/photo.ts';
import { deletePhoto, editPhotoDetails, setPhotoState } from '../photos/photo-edits.ts';
import { PRICE_MAX_LENGTH, PRICE_PATTERN } from '../rules/input-rules.ts';
import { type Site, SiteRef, siteColumns } from '../sites/site.ts';
import { owns, presentSpace, SpaceBody, type SpaceRow } from '../spaces/space.ts';
import { presentWatermark, WatermarkBody, type WatermarkRow } from '../spaces/watermark.ts';
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
/** A spaces row as PostgreSQL's `json_agg` gives it (timestamps as strings). */
type SpaceJson = Record<keyof SpaceRow, unknown>;
/** A watermarks row as `json_agg` gives it. */
type WatermarkJson = Record<keyof WatermarkRow, unknown>;
/** Digits with an optional decimal part. */
const Price = Type.String({ pattern: PRICE_PATTERN, maxLength: PRICE_MAX_LENGTH });
const PhotoData = Type.Object({ data: PhotoBody });
/** 409 for showing or hiding a photo whose images are still being made. */

/** Escapes LIKE wildcards so a search term matches literally (backslash is the default escape). */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Photos: the public feed, and the owner's edits (comment and price, moderation, deletion).
 *
 * The feed lists visible photos of public spaces, newest first, 30 a page, optionally only of events
 * whose title contains `search_term` (case-insensitive). It is the same for every caller, so pages are
 * cached in process (tagged `feed`: forgotten by every declared change visitors see) and carry an ETag. Photos of a
 * watermarking space point at the watermarked image.
 */
export const photoRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, cache, media } = ctx;

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
          media,
        ),
      ),
      spaces: [] as ReturnType<typeof presentSpace>[],
      sites: [] as Site[],
      collection_spaces: [] as Static<typeof CollectionSpaceSchema>[],
      watermarks: [] as ReturnType<typeof presentWatermark>[],
      has_more_photos: rows.length > PHOTOS_PAGE_SIZE,
    };
    if (!detailed || photos.length === 0) return result;

    // The related records in one statement (one round trip; on PGlite, where statements queue one after
    // another, four statements cost about four times one): the spaces of the page, their collection links,
    // the sites showing their collections and their watermarks, each aggregated to JSON in id order.
    const spaceIds = [...new Set(photos.map((p) => p.space_id))];
    const siteFields = sql.join(siteColumns.map((c) => sql`${sql.lit(c)}::text, x.${sql.ref(c)}`));
    const { rows: relatedRows } = await sql<{
      spaces: SpaceJson[] | null;
      collection_spaces: Static<typeof CollectionSpaceSchema>[] | null;
      sites: Site[] | null;
      watermarks: WatermarkJson[] | null;
    }>`
      WITH s AS (SELECT * FROM spaces WHERE id = any(${spaceIds}::uuid[])),
      cs AS (SELECT id, space_id, collection_id FROM collection_spaces WHERE space_id = any(${spaceIds}::uuid[]))
      SELECT
        (SELECT json_agg(s ORDER BY s.id) FROM s) AS spaces,
        (SELECT json_agg(cs ORDER BY cs.id) FROM cs) AS collection_spaces,
        (SELECT json_agg(json_build_object(${siteFields}) ORDER BY x.id) FROM sites x
          WHERE x.collection_id IN (SELECT collection_id FROM s UNION SELECT collection_id FROM cs)) AS sites,
        (SELECT json_agg(w ORDER BY w.id) FROM watermarks w
          WHERE w.id IN (SELECT watermark_id FROM s WHERE use_watermark)) AS watermarks`.execute(db);
    const related = relatedRows[0]!;
    const spaces = related.spaces ?? [];
    const collectionSpaces = related.collection_spaces ?? [];
    const sites = related.sites ?? [];
    const watermarks = related.watermarks ?? [];
    // JSON keeps every field presentSpace and presentWatermark read: dates as YYYY-MM-DD, numbers as numbers.
    result.spaces = spaces.map((s) => presentSpace(s as unknown as SpaceRow));
    result.sites = sites;
    result.collection_spaces = collectionSpaces;
    result.watermarks = watermarks.map((w) => presentWatermark(w as unknown as WatermarkRow));
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
        [FEED_TAG],
        async () => reply.serialize(await feed(term, page, detailed)) as string,
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
    async (request) => {
      const user = request.user ?? null;
      const photo = await db
        .selectFrom('photos')
        .selectAll()
        .where('id', '=', request.params.photo_id)
        .executeTakeFirst();
      const space =
        photo &&
        (await db.selectFrom('spaces').selectAll().where('id', '=', photo.space_id).executeTakeFirst());
      // A pending photo is an upload that has not arrived: nobody has anything to look at yet.
      if (!photo || !space || photo.state === 'pending') throw new HttpError(404, PHOTO_NOT_FOUND);
      const owner = owns(space, user);
      const shown = photo.state === 'visible' && space.is_public;
      if (!owner && !shown) throw new HttpError(404, PHOTO_NOT_FOUND);
      return { data: presentPhoto(photo, space, owner, media), space: { id: space.id, title: space.title } };
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
