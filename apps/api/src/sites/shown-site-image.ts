import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { ObjectStorage } from '../storage/index.ts';
import { type MediaKind, siteImageTables } from './site-image.ts';

/**
 * A short-lived signed address of a banner's (or icon's) stored image, when anyone may see it: it is public
 * or a site shows it. Visitors of a published site load it in an <img>, which sends no token; an uploaded
 * image that no site shows stays its owner's (404).
 */
export async function shownSiteImageAddress(
  { db, storage, ttl }: { db: Kysely<Database>; storage: Pick<ObjectStorage, 'presignGet'>; ttl: number },
  kind: MediaKind,
  id: string,
) {
  const { table } = siteImageTables[kind];
  const column = `${kind}_id`;
  const row = await db
    .selectFrom(table as 'banners')
    .select(['path', 'public', 'user_id'])
    .where('id', '=', id)
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
  return storage.presignGet(row.path, { expiresIn: ttl });
}
