import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { isUsableSiteName } from '../rules/input-rules.ts';
import { INVALID_SITE_NAME, presentSite, siteColumns } from './site.ts';

/** The user's sites, newest first. */
export async function ownSites(db: Kysely<Database>, user: User) {
  const rows = await db
    .selectFrom('sites')
    .select(siteColumns)
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(presentSite);
}

/**
 * The site named `name` (any case) in a list, empty when the name is free: anyone may ask. 422 for a name
 * that can never be used.
 */
export async function sitesNamed(db: Kysely<Database>, name: string) {
  if (!isUsableSiteName(name)) throw new HttpError(422, INVALID_SITE_NAME);
  const rows = await db
    .selectFrom('sites')
    .select(siteColumns)
    .where('name', '=', name.toLowerCase())
    .execute();
  return rows.map(presentSite);
}
