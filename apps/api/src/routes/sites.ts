import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { Collection } from '../collections/collection.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { StatusOnly, status, Uuid } from '../http/schemas.ts';
import { rejectInvalidBody } from '../http/validation.ts';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isUsableSiteName,
  SITE_NAME_MAX_LENGTH,
  SITE_NAME_PATTERN,
} from '../rules/input-rules.ts';
import { publishedSite } from '../sites/published-site.ts';
import { INVALID_SITE_NAME, PublicSpace, SiteLanguage, SiteRef } from '../sites/site.ts';
import {
  createSite,
  deleteSite,
  editSite,
  SELECT_COLLECTION,
  SITE_NAME_TAKEN,
  UPGRADE_PLAN,
} from '../sites/site-edits.ts';
import { PublicMedia } from '../sites/site-image.ts';
import { ownSites, sitesNamed } from '../sites/site-list.ts';

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
      const sites =
        name !== undefined ? await sitesNamed(db, name) : await ownSites(db, currentUser(request));
      return { sites };
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
          language: Type.Optional(SiteLanguage()),
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
      const site = await createSite(db, request.changes, currentUser(request), request.body);
      return reply.status(201).send({ site });
    },
  );

  app.patch(
    '/sites/:id',
    {
      schema: {
        tags: ['sites'],
        summary: 'Update a site: its details, its language, its collection, its banner or its icon',
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
          language: Type.Optional(SiteLanguage()),
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
      const site = await editSite(db, request.changes, currentUser(request), request.params.id, request.body);
      return { site };
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
      await deleteSite(db, request.changes, currentUser(request), request.params.id);
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
    async (request) => publishedSite(db, config.apiBase, request.params.name, ctx.media),
  );
};
