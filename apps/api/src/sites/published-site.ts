import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { MediaUrls } from '../media/urls.ts';
import { SITE_NAME_PATTERN } from '../rules/input-rules.ts';
import { spaceCovers } from '../spaces/covers.ts';
import { presentSite, siteColumns } from './site.ts';
import { siteImageAddress } from './site-image.ts';

/** Site names become subdomains (rules/input-rules.ts has the rule and the reserved names). */
const SITE_NAME = new RegExp(SITE_NAME_PATTERN);

/**
 * A published site as `{name}.{host}` shows it, to anyone: the site, its banner and icon (stored ones at
 * their public address), its collection and the collection's public spaces by start date, each with its
 * cover as any visitor sees it. Nothing private.
 */
export async function publishedSite(
  db: Kysely<Database>,
  apiBase: string,
  siteName: string,
  images: MediaUrls,
) {
  const name = siteName.toLowerCase();
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
                  url: row.path ? siteImageAddress(apiBase, table, row.id) : row.url,
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
            'spaces.user_id',
            'spaces.use_watermark',
            'spaces.watermark_id',
          ])
          .where('collection_spaces.collection_id', '=', site.collection_id)
          .where('spaces.is_public', '=', true)
          .orderBy('spaces.start_date', 'desc')
          .orderBy('spaces.id')
          .execute()
      : Promise.resolve([]),
  ]);
  const covers = await spaceCovers(db, images, spaces, null);
  return {
    site: presentSite(site),
    banner,
    icon,
    collection,
    spaces: spaces.map(({ user_id: _owner, use_watermark: _marks, watermark_id: _mark, ...space }) => ({
      ...space,
      cover: covers.get(space.id) ?? null,
    })),
  };
}
