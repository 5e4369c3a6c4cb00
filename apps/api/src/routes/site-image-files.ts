import { Type } from 'typebox';
import { uploadUrlTtl } from '../config.ts';
import type { RoutePlugin } from '../context.ts';
import { Uuid } from '../http/schemas.ts';
import { shownSiteImageAddress } from '../sites/shown-site-image.ts';
import { siteImageTables } from '../sites/site-image.ts';

const KINDS = ['banner', 'icon'] as const;

/**
 * `GET /banners/{id}/image` and `GET /icons/{id}/image`: the image of a public banner or icon, or of one
 * a site shows, as a redirect to a short-lived signed URL. Visitors of a published site load them in an
 * <img>, which sends no token; an uploaded image that no site shows stays its owner's.
 */
export const siteImageFileRoutes: RoutePlugin = async (app, { ctx }) => {
  const deps = { db: ctx.db, storage: ctx.storage, ttl: uploadUrlTtl(ctx.config) };
  for (const kind of KINDS) {
    app.get(
      `/${siteImageTables[kind].table}/:id/image`,
      {
        schema: {
          tags: ['sites'],
          summary: `A public ${kind}, or one a site shows: a redirect to a short-lived signed URL of it`,
          params: Type.Object({ id: Uuid }),
        },
      },
      async (request, reply) => {
        const address = await shownSiteImageAddress(deps, kind, request.params.id);
        reply.header('cache-control', 'public, max-age=60');
        return reply.redirect(address, 302);
      },
    );
  }
};
