import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Reference data every installation needs; safe to run on every start. */
export const seedData = {
  emailLists: ['newsletter'],
  subscriptionTypes: ['basic', 'premium'],
  socialMediaSites: [
    { name: 'twitter', url: 'https://twitter.com' },
    { name: 'linkedin', url: 'https://www.linkedin.com' },
    { name: 'instagram', url: 'https://www.instagram.com' },
    { name: 'facebook', url: 'https://www.facebook.com' },
  ],
};

/** Inserts the reference data that is missing. */
export async function seed(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('email_lists')
    .values(seedData.emailLists.map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await db
    .insertInto('subscription_types')
    .values(seedData.subscriptionTypes.map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await db
    .insertInto('social_media_sites')
    .values(seedData.socialMediaSites)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
