import type { Kysely } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database } from '../db/schema.ts';

/**
 * Declares what visitors lose with an account: its spaces (their pages, photos and live walls) and its
 * sites. Call it before the deletion, while the rows are there to be named.
 */
export async function declareAccountGone(
  db: Kysely<Database>,
  changes: Changes,
  userId: string,
): Promise<void> {
  const [spaces, sites] = await Promise.all([
    db.selectFrom('spaces').select('id').where('user_id', '=', userId).execute(),
    db.selectFrom('sites').select('name').where('user_id', '=', userId).execute(),
  ]);
  changes.feed();
  for (const space of spaces) changes.spacePhotos(space.id);
  for (const site of sites) changes.site(site.name);
}
