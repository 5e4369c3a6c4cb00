import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { Page, StatusOnly, status, Uuid } from '../http/schemas.ts';
import { rejectInvalidBody } from '../http/validation.ts';
import {
  addSiteImages,
  deleteSiteImage,
  listSiteImages,
  SITE_IMAGES_PAGE_SIZE,
} from '../sites/own-site-images.ts';
import {
  HTTP_URL,
  isSiteImageAddress,
  type MediaKind,
  STORAGE_PATH,
  siteImageSchemaNames,
  siteImageTables,
} from '../sites/site-image.ts';
import { linkSiteImages, siteImageLinks } from '../sites/site-image-links.ts';
import { deleteQueuedObjects } from '../stored-objects/deletion-queue.ts';

/** A banner's or icon's address: an absolute http(s) URL or a storage-relative object key. */
export const SiteImageAddress = Type.Union(
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

/**
 * Routes for one kind of site image: `/{kind}s` (list the user's own and public ones, create from
 * URLs, delete) and `/site_{kind}s` (the images linked to the user's sites).
 */
function siteImageRoutes(kind: MediaKind): RoutePlugin {
  const plural = siteImageTables[kind].table;
  const tag = 'sites';
  const ImageBody = Type.Ref(siteImageSchemaNames[kind]);
  const Link = Type.Ref(`Site${siteImageSchemaNames[kind]}`);
  const invalidUrl = `invalid ${kind} url`;
  const Kind = `${kind[0]!.toUpperCase()}${kind.slice(1)}`;

  return async (app, { ctx }) => {
    const { db } = ctx;

    app.get(
      `/${plural}`,
      {
        schema: {
          tags: [tag],
          summary: `The signed-in user's ${plural} and every public one, newest first, ${SITE_IMAGES_PAGE_SIZE} a page`,
          security: [{ bearer: [] }],
          querystring: Type.Object({ page: Type.Optional(Page) }),
          response: {
            200: Type.Object({
              [plural]: Type.Array(ImageBody),
              has_more: Type.Boolean({ description: 'Whether a next page follows.' }),
            }),
            ...errorResponses(400, 401),
          },
        },
        preHandler: ctx.auth.required,
      },
      async (request) => {
        const { images, has_more } = await listSiteImages(
          db,
          kind,
          currentUser(request),
          request.query.page ?? 1,
        );
        return { [plural]: images, has_more };
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
            photos: Type.Union([
              SiteImageAddress,
              Type.Array(SiteImageAddress, { minItems: 1, maxItems: 20 }),
            ]),
            description: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
            public: Type.Optional(Type.Boolean({ default: false })),
          }),
          response: {
            201: Type.Object({ [plural]: Type.Array(ImageBody) }),
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
              isSiteImageAddress(v) ||
              (Array.isArray(v) && v.length > 0 && v.length <= 20 && v.every(isSiteImageAddress)),
            message: invalidUrl,
          },
        ]);
        const { photos, description, public: isPublic } = request.body;
        const images = await addSiteImages(
          ctx,
          request.changes,
          kind,
          currentUser(request),
          { addresses: typeof photos === 'string' ? [photos] : photos, description, public: isPublic },
          invalidUrl,
        );
        return reply.status(201).send({ [plural]: images });
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
        await deleteSiteImage(db, request.changes, kind, currentUser(request), request.params.id);
        await deleteQueuedObjects(db, ctx.storage, request.log);
        return { status: status(200, `${Kind} deleted`) };
      },
    );

    app.get(
      `/site_${plural}`,
      {
        schema: {
          tags: [tag],
          summary: `${Kind}s linked to the signed-in user's sites`,
          security: [{ bearer: [] }],
          querystring: Type.Object({ site_id: Type.Optional(Uuid) }),
          response: {
            200: Type.Object({ [`site_${plural}`]: Type.Array(Link) }),
            ...errorResponses(400, 401),
          },
        },
        preHandler: ctx.auth.required,
      },
      async (request) => ({
        [`site_${plural}`]: await siteImageLinks(db, kind, currentUser(request), request.query.site_id),
      }),
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
        const body = request.body as { site_id: string } & Record<string, string[]>;
        const links = await linkSiteImages(
          db,
          request.changes,
          kind,
          currentUser(request),
          body.site_id,
          body[`${kind}_ids`] ?? [],
        );
        return reply.status(201).send({ [`site_${plural}`]: links });
      },
    );
  };
}

/** Banners: `/banners` and `/site_banners`. */
export const bannerRoutes = siteImageRoutes('banner');
/** Icons: `/icons` and `/site_icons`. */
export const iconRoutes = siteImageRoutes('icon');
