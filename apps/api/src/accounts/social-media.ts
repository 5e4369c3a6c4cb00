import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema.ts';

/** Every supported social media site (reference data), by name. */
export const socialMediaSites = (db: Kysely<Database>) =>
  db.selectFrom('social_media_sites').select(['id', 'name', 'url']).orderBy('name').execute();

/** The user's accounts on social media sites, oldest first. */
export const socialMediaAccounts = (db: Kysely<Database>, user: User) =>
  db
    .selectFrom('social_media_accounts')
    .select(['id', 'social_media_site_id', 'username', 'space_id', 'site_id'])
    .where('user_id', '=', user.id)
    .orderBy('created_at')
    .execute();
