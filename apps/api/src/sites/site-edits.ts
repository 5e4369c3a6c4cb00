import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import { requireOwnCollection } from '../collections/collection.ts';
import type { Database, SitesTable, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { isUsableSiteName } from '../rules/input-rules.ts';
import type { Locale } from '../rules/locale.ts';
import { requireOwnSite } from './ownership.ts';
import { INVALID_SITE_NAME, presentSite, siteColumns } from './site.ts';
import { requireVisibleMedia } from './site-image.ts';

export const SELECT_COLLECTION = 'Please select a collection';
export const SITE_NAME_TAKEN = 'name already taken';
export const UPGRADE_PLAN = 'Please upgrade your plan to perform this action';
/** The plan that allows one site only; a user without an active plan is treated the same. */
export const BASIC_PLAN = 'basic';

/** Whether the user has an active plan other than basic (trials count until they end). */
async function hasUpgradedPlan(db: Kysely<Database> | Transaction<Database>, userId: string) {
  const plan = await db
    .selectFrom('subscriptions')
    .innerJoin('subscription_types', 'subscription_types.id', 'subscriptions.subscription_type_id')
    .select('subscription_types.name')
    .where('subscriptions.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('subscriptions.status', '=', 'active'),
        eb.and([
          eb('subscriptions.status', '=', 'trialing'),
          eb.or([
            eb('subscriptions.trial_ends_at', 'is', null),
            eb('subscriptions.trial_ends_at', '>', new Date()),
          ]),
        ]),
      ]),
    )
    .where(sql`lower(subscription_types.name)`, '<>', BASIC_PLAN)
    .executeTakeFirst();
  return plan !== undefined;
}

/**
 * Creates a site from one of the user's collections (404 for anyone else's). A second site needs a plan
 * above basic (403); a taken name is a 409. A site is public from its creation.
 */
export async function createSite(
  db: Kysely<Database>,
  changes: Changes,
  user: User,
  fields: { name: string; collection_id: string | null; language?: Locale | null | undefined },
) {
  const { name, collection_id } = fields;
  if (!isUsableSiteName(name)) throw new HttpError(422, INVALID_SITE_NAME);
  if (!collection_id) throw new HttpError(422, SELECT_COLLECTION);
  await requireOwnCollection(db, collection_id, user.id);
  try {
    const row = await db.transaction().execute(async (trx) => {
      // Lock the user so two simultaneous creations cannot both pass the plan check.
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
      const owned = await trx
        .selectFrom('sites')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (Number(owned.count) >= 1 && !(await hasUpgradedPlan(trx, user.id)))
        throw new HttpError(403, UPGRADE_PLAN);
      return trx
        .insertInto('sites')
        .values({
          user_id: user.id,
          name: name.toLowerCase(),
          collection_id,
          language: fields.language ?? null,
        })
        .returning(siteColumns)
        .executeTakeFirstOrThrow();
    });
    changes.site(row.name);
    return presentSite(row);
  } catch (error) {
    // sites_name_key is the only unique constraint a new site can break.
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, SITE_NAME_TAKEN);
    throw error;
  }
}

/** The text fields of a site: an empty string or null clears one. */
const TEXT_FIELDS = [
  'title',
  'description',
  'contact_email',
  'contact_phone',
  'social_media_username_twitter',
  'social_media_username_linkedin',
  'social_media_username_instagram',
  'social_media_username_facebook',
] as const;

/** What an edit of a site may set; fields left out keep their value. */
export type SiteEdit = { [field in (typeof TEXT_FIELDS)[number]]?: string | null | undefined } & {
  collection_id?: string | null | undefined;
  banner_id?: string | null | undefined;
  icon_id?: string | null | undefined;
  /** The published site's language; null: each visitor's own. */
  language?: Locale | null | undefined;
};

/**
 * Edits one of the user's sites (403 for another user's): its details, its collection (the user's own), its
 * banner or icon (the user's own or public), which are linked to the site.
 */
export async function editSite(
  db: Kysely<Database>,
  changes: Changes,
  user: User,
  siteId: string,
  edit: SiteEdit,
) {
  const site = await requireOwnSite(db, siteId, user.id);
  const set: Updateable<SitesTable> = {};
  for (const field of TEXT_FIELDS) {
    const value = edit[field];
    if (value !== undefined) set[field] = value?.trim() || null;
  }
  if (edit.collection_id !== undefined) {
    if (edit.collection_id === null) throw new HttpError(422, SELECT_COLLECTION);
    await requireOwnCollection(db, edit.collection_id, user.id);
    set.collection_id = edit.collection_id;
  }
  const { banner_id: bannerId, icon_id: iconId } = edit;
  if (bannerId) await requireVisibleMedia(db, 'banners', 'banner', [bannerId], user.id);
  if (iconId) await requireVisibleMedia(db, 'icons', 'icon', [iconId], user.id);
  if (bannerId !== undefined) set.banner_id = bannerId;
  if (iconId !== undefined) set.icon_id = iconId;
  if (edit.language !== undefined) set.language = edit.language;
  const row = await db.transaction().execute(async (trx) => {
    if (bannerId)
      await trx
        .insertInto('site_banners')
        .values({ site_id: site.id, banner_id: bannerId })
        .onConflict((oc) => oc.columns(['site_id', 'banner_id']).doNothing())
        .execute();
    if (iconId)
      await trx
        .insertInto('site_icons')
        .values({ site_id: site.id, icon_id: iconId })
        .onConflict((oc) => oc.columns(['site_id', 'icon_id']).doNothing())
        .execute();
    return trx
      .updateTable('sites')
      .set({ ...set, updated_at: new Date() })
      .where('id', '=', site.id)
      .returning(siteColumns)
      .executeTakeFirstOrThrow();
  });
  changes.site(row.name);
  return presentSite(row);
}

/** Deletes one of the user's sites (403 for another user's); its name becomes available again. */
export async function deleteSite(db: Kysely<Database>, changes: Changes, user: User, siteId: string) {
  const site = await requireOwnSite(db, siteId, user.id);
  await db.deleteFrom('sites').where('id', '=', site.id).execute();
  changes.site(site.name);
}
