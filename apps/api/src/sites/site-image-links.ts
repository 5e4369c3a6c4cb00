import type { Kysely } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { requireOwnSite } from './ownership.ts';
import { type MediaKind, requireVisibleMedia, siteImageTables } from './site-image.ts';

// Both link tables have identical columns; Kysely is given one name, the real one is used at run time.
const linkTableOf = (kind: MediaKind) => siteImageTables[kind].linkTable as 'site_banners';
const linkColumnOf = (kind: MediaKind) => `${kind}_id` as 'banner_id';

const linksOf = (kind: MediaKind) => (row: { id: string; site_id: string; banner_id: string }) => ({
  id: row.id,
  site_id: row.site_id,
  [`${kind}_id`]: row[linkColumnOf(kind)],
});

/** The banners (or icons) offered to the user's sites, oldest first; `siteId` keeps one site's. */
export async function siteImageLinks(db: Kysely<Database>, kind: MediaKind, user: User, siteId?: string) {
  let query = db
    .selectFrom(linkTableOf(kind))
    .select(['id', 'site_id', linkColumnOf(kind)])
    .where('site_id', 'in', db.selectFrom('sites').select('id').where('user_id', '=', user.id));
  if (siteId) query = query.where('site_id', '=', siteId);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map(linksOf(kind));
}

/**
 * Offers banners (or icons), each the user's own or public (404 otherwise), to one of the user's sites (403
 * for another's), keeping links that exist, and answers every one the site has. The site shows one only
 * once PATCH /sites/{id} picks it.
 */
export async function linkSiteImages(
  db: Kysely<Database>,
  changes: Changes,
  kind: MediaKind,
  user: User,
  siteId: string,
  imageIds: string[],
) {
  const linkTable = linkTableOf(kind);
  const linkColumn = linkColumnOf(kind);
  const site = await requireOwnSite(db, siteId, user.id);
  const ids = [...new Set(imageIds)];
  await requireVisibleMedia(db, siteImageTables[kind].table, kind, ids, user.id);
  await db
    .insertInto(linkTable)
    .values(
      ids.map((id) => ({ site_id: site.id, [linkColumn]: id }) as { site_id: string; banner_id: string }),
    )
    .onConflict((oc) => oc.columns(['site_id', linkColumn]).doNothing())
    .execute();
  changes.nothingPublic();
  const rows = await db
    .selectFrom(linkTable)
    .select(['id', 'site_id', linkColumn])
    .where('site_id', '=', site.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(linksOf(kind));
}
