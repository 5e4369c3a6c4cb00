import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { Page, StatusOnly, status, Uuid } from '../http/schemas.ts';
import { rejectInvalidBody } from '../http/validation.ts';
import { type MediaKind, requireVisibleMedia, siteImageSchemaNames } from '../site-images/site-image.ts';
import { NOT_YOURS, requireOwnSite } from '../sites/ownership.ts';
import { deleteQueuedObjects } from '../stored-objects/deletion-queue.ts';
import { publishOwnUpload } from '../uploads/completion.ts';

/** An absolute http(s) URL. */
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/;
/** An object key in our storage: `/`-separated segments, none starting with a dot (so no `..`). */
const STORAGE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** An image address: an absolute http(s) URL or a storage-relative object key. */
export const MediaUrl = Type.Union(
  [
    Type.String({ pattern: HTTP_URL.source, maxLength: 2048, description: 'An absolute http(s) URL.' }),
    Type.String({
      pattern: STORAGE_PATH.source,
      maxLength: 1024,
      description:
        'A storage-relative object key such as `banners/5f2c.jpg` (no leading slash, no dot segments).',
    }),
  ],
  { description: 'An http(s) URL or a storage-relative path.' },
);

const isMediaUrl = (value: unknown) =>
  typeof value === 'string' &&
  ((value.length <= 2048 && HTTP_URL.test(value)) || (value.length <= 1024 && STORAGE_PATH.test(value)));

/** Banners (or icons) per page of their list. */
export const MEDIA_PAGE_SIZE = 30;

const pluralOf = { banner: 'banners', icon: 'icons' } as const;
const linkTableOf = { banner: 'site_banners', icon: 'site_icons' } as const;

/**
 * Routes for one kind of site image: `/{kind}s` (list the user's own and public ones, create from
 * URLs, delete) and `/site_{kind}s` (the images linked to the user's sites).
 */
function mediaRoutes(kind: MediaKind): RoutePlugin {
  const plural = pluralOf[kind];
  // Banners and icons (and their link tables) have identical columns; Kysely is given one name to
  // type the queries, the real table name is used at run time.
  const table = plural as 'banners';
  const linkTable = linkTableOf[kind] as 'site_banners';
  const linkColumn = `${kind}_id` as 'banner_id';
  const tag = 'sites';
  const MediaBody = Type.Ref(siteImageSchemaNames[kind]);
  const Link = Type.Ref(`Site${siteImageSchemaNames[kind]}`);
  const invalidUrl = `invalid ${kind} url`;

  return async (app, { ctx }) => {
    const { db } = ctx;
    const present = (
      row: { id: string; url: string; description: string | null; public: boolean; user_id: string },
      userId: string,
    ) => ({
      id: row.id,
      url: row.url,
      description: row.description,
      public: row.public,
      owner: row.user_id === userId,
    });
    const presentLink = (row: { id: string; site_id: string; banner_id: string }) => ({
      id: row.id,
      site_id: row.site_id,
      [`${kind}_id`]: row[linkColumn],
    });

    app.get(
      `/${plural}`,
      {
        schema: {
          tags: [tag],
          summary: `The signed-in user's ${plural} and every public one, newest first, ${MEDIA_PAGE_SIZE} a page`,
          security: [{ bearer: [] }],
          querystring: Type.Object({ page: Type.Optional(Page) }),
          response: {
            200: Type.Object({
              [plural]: Type.Array(MediaBody),
              has_more: Type.Boolean({ description: 'Whether a next page follows.' }),
            }),
            ...errorResponses(400, 401),
          },
        },
        preHandler: ctx.auth.required,
      },
      async (request) => {
        const user = currentUser(request);
        const page = request.query.page ?? 1;
        const rows = await db
          .selectFrom(table)
          .selectAll()
          .where((eb) => eb.or([eb('user_id', '=', user.id), eb('public', '=', true)]))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(MEDIA_PAGE_SIZE + 1)
          .offset((page - 1) * MEDIA_PAGE_SIZE)
          .execute();
        return {
          [plural]: rows.slice(0, MEDIA_PAGE_SIZE).map((row) => present(row, user.id)),
          has_more: rows.length > MEDIA_PAGE_SIZE,
        };
      },
    );

    app.post(
      `/${plural}`,
      {
        schema: {
          tags: [tag],
          summary: `Create ${plural} from image addresses (one ${kind} per address)`,
          description: `\`photos\` is one address or a list of up to 20; each is an http(s) URL or the \`path\` of one of the user's own ${kind} uploads (POST /presigned_urls with \`type: '${kind}'\`), which must be an image. Any other address answers 422 \`${invalidUrl}\`.`,
          security: [{ bearer: [] }],
          body: Type.Object({
            photos: Type.Union([MediaUrl, Type.Array(MediaUrl, { minItems: 1, maxItems: 20 })]),
            description: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
            public: Type.Optional(Type.Boolean({ default: false })),
          }),
          response: {
            201: Type.Object({ [plural]: Type.Array(MediaBody) }),
            ...errorResponses(400, 401, 422),
          },
        },
        attachValidation: true,
        preHandler: ctx.auth.required,
      },
      async (request, reply) => {
        rejectInvalidBody(request, [
          {
            field: 'photos',
            valid: (v) =>
              isMediaUrl(v) || (Array.isArray(v) && v.length > 0 && v.length <= 20 && v.every(isMediaUrl)),
            message: invalidUrl,
          },
        ]);
        const user = currentUser(request);
        const { photos, description, public: isPublic } = request.body;
        const addresses = [...new Set(typeof photos === 'string' ? [photos] : photos)];
        // A storage path must be one of the user's own uploads of this kind: it is published under a key of
        // its own, so no banner can ever point at a photo or at another user's image.
        const urls: string[] = [];
        for (const address of addresses) {
          urls.push(
            HTTP_URL.test(address)
              ? address
              : await publishOwnUpload(ctx.storage, address, plural, user.id, invalidUrl),
          );
        }
        const rows = await db
          .insertInto(table)
          .values(
            urls.map((url) => ({
              user_id: user.id,
              url,
              path: HTTP_URL.test(url) ? null : url,
              description: description?.trim() || null,
              public: isPublic ?? false,
            })),
          )
          .returningAll()
          .execute();
        // Unused until a site shows it (PATCH /sites/{id}).
        request.changes.nothingPublic();
        return reply.status(201).send({ [plural]: rows.map((row) => present(row, user.id)) });
      },
    );

    app.delete(
      `/${plural}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `Delete one of the signed-in user's ${plural}; sites showing it lose it`,
          security: [{ bearer: [] }],
          params: Type.Object({ id: Uuid }),
          response: { 200: StatusOnly, ...errorResponses(400, 401, 403, 404) },
        },
        preHandler: ctx.auth.required,
      },
      async (request) => {
        const user = currentUser(request);
        const row = await db
          .selectFrom(table)
          .select(['id', 'user_id', 'public'])
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!row || (row.user_id !== user.id && !row.public)) throw new HttpError(404, `${kind} not found`);
        if (row.user_id !== user.id) throw new HttpError(403, `${NOT_YOURS} ${kind}`);
        // The sites showing it lose it (anyone's, if it was public).
        const showing = await db.selectFrom('sites').select('name').where(linkColumn, '=', row.id).execute();
        for (const site of showing) request.changes.site(site.name);
        if (showing.length === 0) request.changes.nothingPublic();
        await db.deleteFrom(table).where('id', '=', row.id).execute();
        await deleteQueuedObjects(db, ctx.storage, request.log);
        return { status: status(200, `${kind[0]!.toUpperCase()}${kind.slice(1)} deleted`) };
      },
    );

    app.get(
      `/site_${plural}`,
      {
        schema: {
          tags: [tag],
          summary: `${kind[0]!.toUpperCase()}${kind.slice(1)}s linked to the signed-in user's sites`,
          security: [{ bearer: [] }],
          querystring: Type.Object({ site_id: Type.Optional(Uuid) }),
          response: {
            200: Type.Object({ [`site_${plural}`]: Type.Array(Link) }),
            ...errorResponses(400, 401),
          },
        },
        preHandler: ctx.auth.required,
      },
      async (request) => {
        const user = currentUser(request);
        let query = db
          .selectFrom(linkTable)
          .select(['id', 'site_id', linkColumn])
          .where('site_id', 'in', db.selectFrom('sites').select('id').where('user_id', '=', user.id));
        if (request.query.site_id) query = query.where('site_id', '=', request.query.site_id);
        const rows = await query.orderBy('created_at').orderBy('id').execute();
        return { [`site_${plural}`]: rows.map(presentLink) };
      },
    );

    app.post(
      `/site_${plural}`,
      {
        schema: {
          tags: [tag],
          summary: `Link ${plural} to one of the signed-in user's sites; answers every ${kind} of the site`,
          description: `Each ${kind} must be the user's own or public. Links that exist already are kept.`,
          security: [{ bearer: [] }],
          body: Type.Object({
            site_id: Uuid,
            [`${kind}_ids`]: Type.Array(Uuid, { minItems: 1, maxItems: 50 }),
          }),
          response: {
            201: Type.Object({ [`site_${plural}`]: Type.Array(Link) }),
            ...errorResponses(400, 401, 403, 404),
          },
        },
        preHandler: ctx.auth.required,
      },
      async (request, reply) => {
        const user = currentUser(request);
        const body = request.body as { site_id: string } & Record<string, string[]>;
        const site = await requireOwnSite(db, body.site_id, user.id);
        const ids = [...new Set(body[`${kind}_ids`] ?? [])];
        await requireVisibleMedia(db, table, kind, ids, user.id);
        await db
          .insertInto(linkTable)
          .values(
            ids.map(
              (id) => ({ site_id: site.id, [linkColumn]: id }) as { site_id: string; banner_id: string },
            ),
          )
          .onConflict((oc) => oc.columns(['site_id', linkColumn]).doNothing())
          .execute();
        // A link offers the image to the site's editor; the site shows it once PATCH /sites/{id} picks it.
        request.changes.nothingPublic();
        const rows = await db
          .selectFrom(linkTable)
          .select(['id', 'site_id', linkColumn])
          .where('site_id', '=', site.id)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        return reply.status(201).send({ [`site_${plural}`]: rows.map(presentLink) });
      },
    );
  };
}

/** Banners: `/banners` and `/site_banners`. */
export const bannerRoutes = mediaRoutes('banner');
/** Icons: `/icons` and `/site_icons`. */
export const iconRoutes = mediaRoutes('icon');
