import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { Collection, requireOwnCollection } from '../collections/collection.ts';
import type { RoutePlugin } from '../context.ts';
import type { Database, SitesTable } from '../db/schema.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { StatusOnly, status, Uuid } from '../http/schemas.ts';
import { rejectInvalidBody } from '../http/validation.ts';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isUsableSiteName,
  SITE_NAME_MAX_LENGTH,
  SITE_NAME_PATTERN,
} from '../rules/input-rules.ts';
import { PublicMedia, requireVisibleMedia, siteImageAddress } from '../site-images/site-image.ts';
import { requireOwnSite } from '../sites/ownership.ts';
import { PublicSpace, presentSite, SiteRef, siteColumns } from '../sites/site.ts';

/** Site names become subdomains (rules/input-rules.ts has the rule and the reserved names). */
const SITE_NAME = new RegExp(SITE_NAME_PATTERN);
export const INVALID_SITE_NAME = 'invalid site name';
export const SELECT_COLLECTION = 'Please select a collection';
export const SITE_NAME_TAKEN = 'name already taken';
export const UPGRADE_PLAN = 'Please upgrade your plan to perform this action';
/** The plan that allows one site only; a user without an active plan is treated the same. */
export const BASIC_PLAN = 'basic';

/** Contact e-mails: empty (cleared) or a standard address (the one e-mail rule). */
const CONTACT_EMAIL = `^$|${EMAIL_PATTERN}`;
const CONTACT_EMAIL_REGEX = new RegExp(CONTACT_EMAIL);
const isContactEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && CONTACT_EMAIL_REGEX.test(value);
/** The product's message for a malformed e-mail address. */
export const INVALID_EMAIL = 'Please use a valid email';

const isSiteName = isUsableSiteName;

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));
const Text = (maxLength: number) => Type.String({ maxLength });
const SocialUsername = Type.String({
  maxLength: 100,
  pattern: '^$|^@?[A-Za-z0-9_.-]{1,100}$',
  description: 'A username on the social network, with or without a leading @.',
});

const SiteBody = Type.Object({ site: SiteRef });

/** Whether the user has an active plan other than basic (trials count until they end). */
async function hasUpgradedPlan(db: Kysely<Database> | Transaction<Database>, userId: string) {
  const plan = await db
    .selectFrom('subscriptions')
    .innerJoin('subscription_types', 'subscription_types.id', 'subscriptions.subscription_type_id')
    .select('subscription_types.name')
    .where('subscriptions.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('subscriptions.status', '=', 'active'),
        eb.and([
          eb('subscriptions.status', '=', 'trialing'),
          eb.or([
            eb('subscriptions.trial_ends_at', 'is', null),
            eb('subscriptions.trial_ends_at', '>', new Date()),
          ]),
        ]),
      ]),
    )
    .where(sql`lower(subscription_types.name)`, '<>', BASIC_PLAN)
    .executeTakeFirst();
  return plan !== undefined;
}

/** Sites: the signed-in user's sites, name availability, and the public read of a published site. */
export const siteRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;

  app.get(
    '/sites',
    {
      schema: {
        tags: ['sites'],
        summary: "The signed-in user's sites, or with `name` an availability check",
        description: `Without \`name\`: the signed-in user's sites (401 when anonymous). With \`name\`: anyone may ask; the answer lists the site with that name in any case, so an empty list means the name is available. A name that can never be used (bad pattern or reserved) answers 422 \`${INVALID_SITE_NAME}\`.`,
        querystring: Type.Object({ name: Type.Optional(Type.String({ maxLength: 255 })) }),
        response: { 200: Type.Object({ sites: Type.Array(SiteRef) }), ...errorResponses(400, 401, 422) },
      },
      // The list needs a valid session (a revoked token is told so); the availability check does not.
      preHandler: (request, reply) =>
        request.query.name === undefined
          ? ctx.auth.required(request, reply)
          : ctx.auth.optional(request, reply),
    },
    async (request) => {
      const { name } = request.query;
      if (name !== undefined) {
        if (!isSiteName(name)) throw new HttpError(422, INVALID_SITE_NAME);
        const rows = await db
          .selectFrom('sites')
          .select(siteColumns)
          .where('name', '=', name.toLowerCase())
          .execute();
        return { sites: rows.map(presentSite) };
      }
      const user = currentUser(request);
      const rows = await db
        .selectFrom('sites')
        .select(siteColumns)
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return { sites: rows.map(presentSite) };
    },
  );

  app.post(
    '/sites',
    {
      schema: {
        tags: ['sites'],
        summary: "Create a site from one of the signed-in user's collections",
        description: `Errors: 422 \`${INVALID_SITE_NAME}\` (letters, digits and inner hyphens, 3 to 63 characters, not reserved), 422 \`${SELECT_COLLECTION}\` (missing or null), 404 when the collection is not the user's, 403 \`${UPGRADE_PLAN}\` for a second site without a plan above basic, 409 \`${SITE_NAME_TAKEN}\`.`,
        security: [{ bearer: [] }],
        body: Type.Object({
          name: Type.String({ pattern: SITE_NAME_PATTERN, maxLength: SITE_NAME_MAX_LENGTH }),
          collection_id: Type.Union([Uuid, Type.Null()]),
        }),
        response: { 201: SiteBody, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      attachValidation: true,
      preHandler: ctx.auth.required,
    },
    async (request, reply) => {
      rejectInvalidBody(request, [
        { field: 'name', valid: isSiteName, message: INVALID_SITE_NAME },
        { field: 'collection_id', valid: (v) => v !== undefined && v !== null, message: SELECT_COLLECTION },
      ]);
      const user = currentUser(request);
      const { name, collection_id } = request.body;
      if (!isSiteName(name)) throw new HttpError(422, INVALID_SITE_NAME);
      if (!collection_id) throw new HttpError(422, SELECT_COLLECTION);
      await requireOwnCollection(db, collection_id, user.id);
      try {
        const row = await db.transaction().execute(async (trx) => {
          // Lock the user so two simultaneous creations cannot both pass the plan check.
          await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
          const owned = await trx
            .selectFrom('sites')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('user_id', '=', user.id)
            .executeTakeFirstOrThrow();
          if (Number(owned.count) >= 1 && !(await hasUpgradedPlan(trx, user.id)))
            throw new HttpError(403, UPGRADE_PLAN);
          return trx
            .insertInto('sites')
            .values({ user_id: user.id, name: name.toLowerCase(), collection_id })
            .returning(siteColumns)
            .executeTakeFirstOrThrow();
        });
        request.changes.site(row.name);
        return reply.status(201).send({ site: presentSite(row) });
      } catch (error) {
        // sites_name_key is the only unique constraint a new site can break.
        if ((error as { code?: string }).code === '23505') throw new HttpError(409, SITE_NAME_TAKEN);
        throw error;
      }
    },
  );

  app.patch(
    '/sites/:id',
    {
      schema: {
        tags: ['sites'],
        summary: 'Update a site: its details, its collection, its banner or its icon',
        description: `Only the fields sent change; an empty string or null clears a text field (a malformed contact e-mail answers 422 \`${INVALID_EMAIL}\`). The collection must be the owner's; the banner and icon must be the owner's or public, and are linked to the site.`,
        security: [{ bearer: [] }],
        params: Type.Object({ id: Uuid }),
        body: Type.Object({
          title: nullable(Text(200)),
          description: nullable(Text(5000)),
          contact_email: nullable(Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: CONTACT_EMAIL })),
          contact_phone: nullable(Type.String({ maxLength: 32, pattern: '^$|^[+]?[0-9 ()-]{3,31}$' })),
          social_media_username_twitter: nullable(SocialUsername),
          social_media_username_linkedin: nullable(SocialUsername),
          social_media_username_instagram: nullable(SocialUsername),
          social_media_username_facebook: nullable(SocialUsername),
          collection_id: nullable(Uuid),
          banner_id: nullable(Uuid),
          icon_id: nullable(Uuid),
        }),
        response: { 200: SiteBody, ...errorResponses(400, 401, 403, 404, 422) },
      },
      attachValidation: true,
      preHandler: ctx.auth.required,
    },
    async (request) => {
      rejectInvalidBody(request, [
        {
          field: 'contact_email',
          valid: (v) => v === undefined || v === null || (typeof v === 'string' && isContactEmail(v)),
          message: INVALID_EMAIL,
        },
      ]);
      const user = currentUser(request);
      const site = await requireOwnSite(db, request.params.id, user.id);
      const body = request.body;
      const changes: Updateable<SitesTable> = {};
      const textFields = [
        'title',
        'description',
        'contact_email',
        'contact_phone',
        'social_media_username_twitter',
        'social_media_username_linkedin',
        'social_media_username_instagram',
        'social_media_username_facebook',
      ] as const;
      for (const field of textFields) {
        const value = body[field];
        if (value !== undefined) changes[field] = value?.trim() || null;
      }
      if (body.collection_id !== undefined) {
        if (body.collection_id === null) throw new HttpError(422, SELECT_COLLECTION);
        await requireOwnCollection(db, body.collection_id, user.id);
        changes.collection_id = body.collection_id;
      }
      if (body.banner_id) await requireVisibleMedia(db, 'banners', 'banner', [body.banner_id], user.id);
      if (body.icon_id) await requireVisibleMedia(db, 'icons', 'icon', [body.icon_id], user.id);
      if (body.banner_id !== undefined) changes.banner_id = body.banner_id;
      if (body.icon_id !== undefined) changes.icon_id = body.icon_id;
      const row = await db.transaction().execute(async (trx) => {
        if (body.banner_id)
          await trx
            .insertInto('site_banners')
            .values({ site_id: site.id, banner_id: body.banner_id })
            .onConflict((oc) => oc.columns(['site_id', 'banner_id']).doNothing())
            .execute();
        if (body.icon_id)
          await trx
            .insertInto('site_icons')
            .values({ site_id: site.id, icon_id: body.icon_id })
            .onConflict((oc) => oc.columns(['site_id', 'icon_id']).doNothing())
            .execute();
        return trx
          .updateTable('sites')
          .set({ ...changes, updated_at: new Date() })
          .where('id', '=', site.id)
          .returning(siteColumns)
          .executeTakeFirstOrThrow();
      });
      request.changes.site(row.name);
      return { site: presentSite(row) };
    },
  );

  app.delete(
    '/sites/:id',
    {
      schema: {
        tags: ['sites'],
        summary: 'Delete a site; its name becomes available again',
        security: [{ bearer: [] }],
        params: Type.Object({ id: Uuid }),
        response: { 200: StatusOnly, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      const user = currentUser(request);
      const site = await requireOwnSite(db, request.params.id, user.id);
      await db.deleteFrom('sites').where('id', '=', site.id).execute();
      request.changes.site(site.name);
      return { status: status(200, 'Site deleted') };
    },
  );

  app.get(
    '/public/sites/:name',
    {
      schema: {
        tags: ['sites'],
        summary:
          'A published site as `{name}.{host}` shows it: the site, its banner, icon, collection and public spaces',
        description:
          "Anyone may read it. `spaces` are the collection's public spaces (linked through collection_spaces), by start date. Nothing private is included.",
        params: Type.Object({ name: Type.String({ maxLength: 255 }) }),
        response: {
          200: Type.Object({
            site: SiteRef,
            banner: Type.Union([PublicMedia, Type.Null()]),
            icon: Type.Union([PublicMedia, Type.Null()]),
            collection: Type.Union([Collection, Type.Null()]),
            spaces: Type.Array(PublicSpace),
          }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const name = request.params.name.toLowerCase();
      const site = SITE_NAME.test(name)
        ? await db.selectFrom('sites').select(siteColumns).where('name', '=', name).executeTakeFirst()
        : undefined;
      if (!site) throw new HttpError(404, 'site not found');
      const media = (table: 'banners' | 'icons', id: string | null) =>
        id
          ? db
              .selectFrom(table as 'banners')
              .select(['id', 'url', 'path', 'description'])
              .where('id', '=', id)
              .executeTakeFirst()
              .then((row) =>
                row
                  ? {
                      id: row.id,
                      // Stored images go through their public address; visitors send no token.
                      url: row.path ? siteImageAddress(config.apiBase, table, row.id) : row.url,
                      description: row.description,
                    }
                  : null,
              )
          : Promise.resolve(null);
      const [banner, icon, collection, spaces] = await Promise.all([
        media('banners', site.banner_id),
        media('icons', site.icon_id),
        site.collection_id
          ? db
              .selectFrom('collections')
              .select(['id', 'name', 'description'])
              .where('id', '=', site.collection_id)
              .executeTakeFirst()
              .then((row) => row ?? null)
          : Promise.resolve(null),
        site.collection_id
          ? db
              .selectFrom('spaces')
              .innerJoin('collection_spaces', 'collection_spaces.space_id', 'spaces.id')
              .select([
                'spaces.id',
                'spaces.title',
                'spaces.description',
                'spaces.location',
                'spaces.formatted_address',
                'spaces.start_date',
                'spaces.end_date',
                'spaces.slug',
              ])
              .where('collection_spaces.collection_id', '=', site.collection_id)
              .where('spaces.is_public', '=', true)
              .orderBy('spaces.start_date', 'desc')
              .orderBy('spaces.id')
              .execute()
          : Promise.resolve([]),
      ]);
      return { site: presentSite(site), banner, icon, collection, spaces };
    },
  );
};
