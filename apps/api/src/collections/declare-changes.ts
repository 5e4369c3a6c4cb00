import type { Kysely } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database } from '../db/schema.ts';

/**
 * Declares what visitors see change with a collection's spaces or its existence: the sites publishing it,
 * the spaces filed under it (their `collection_id`) and the feed, which lists spaces' collection links.
 * Call it before a deletion, while the rows that point at the collection still do.
 */
export async function declareCollectionChanged(
  db: Kysely<Database>,
  changes: Changes,
  collectionId: string,
): Promise<void> {
  const [sites, spaces] = await Promise.all([
    db.selectFrom('sites').select('name').where('collection_id', '=', collectionId).execute(),
    db.selectFrom('spaces').select('id').where('collection_id', '=', collectionId).execute(),
  ]);
  changes.feed();
  for (const site of sites) changes.site(site.name);
  for (const space of spaces) changes.spaceView(space.id);
}
