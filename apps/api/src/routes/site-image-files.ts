import { Type } from 'typebox';
import { uploadUrlTtl } from '../config.ts';
import type { RoutePlugin } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';

const KINDS = [
  { table: 'banners', column: 'banner_id', kind: 'banner' },
  { table: 'icons', column: 'icon_id', kind: 'icon' },
] as const;

/**
 * `GET /banners/{id}/image` and `GET /icons/{id}/image`: the image of a public banner or icon, or of one
 * a site shows, as a redirect to a short-lived signed URL. Visitors of a published site load them in an
 * <img>, which sends no token; an uploaded image that no site shows stays its owner's.
 */
export const siteImageFileRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, storage, config } = ctx;
  for (const { table, column, kind } of KINDS) {
    app.get(
      `/${table}/:id/image`,
      {
        schema: {
          tags: ['sites'],
          summary: `A public ${kind}, or one a site shows: a redirect to a short-lived signed URL of it`,
          params: Type.Object({ id: Uuid }),
        },
      },
      async (request, reply) => {
        const row = await db
          .selectFrom(table as 'banners')
          .select(['path', 'public', 'user_id'])
          .where('id', '=', request.params.id)
          .where((eb) =>
            eb.or([
              eb('public', '=', true),
              eb.exists(
                eb
                  .selectFrom('sites')
                  .select('sites.id')
                  .whereRef(`sites.${column}` as 'sites.banner_id', '=', `${table}.id` as 'banners.id'),
              ),
            ]),
          )
          .executeTakeFirst();
        // Only an image its owner uploaded as a banner (or icon) is ever signed: rows made from other paths
        // before uploads were checked stay unreachable.
        if (!row?.path?.startsWith(`${table}/${row.user_id}/`)) throw new HttpError(404, `${kind} not found`);
        reply.header('cache-control', 'public, max-age=60');
        return reply.redirect(await storage.presignGet(row.path, { expiresIn: uploadUrlTtl(config) }), 302);
      },
    );
  }
};
