import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Changes } from '../changes/public-changes.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** An e-mail list. */
export const EmailList = Type.Object({ id: Type.String(), name: Type.String() });
/** An address subscribed to a list. */
export const EmailListSubscription = Type.Object({
  id: Type.String(),
  email_list_id: Type.String(),
  email: Type.String(),
});
/** Every e-mail list (the newsletter), by name. */
export async function emailLists(db: Kysely<Database>) {
  return { email_lists: await db.selectFrom('email_lists').select(['id', 'name']).orderBy('name').execute() };
}

/**
 * Subscribes an address to a list (404 for an unknown list). Subscribing twice is harmless: `created` says
 * whether this call made the subscription.
 */
export async function subscribeToList(
  db: Kysely<Database>,
  changes: Changes,
  listId: string,
  address: string,
) {
  changes.nothingPublic();
  const email = address.trim().toLowerCase();
  const list = await db.selectFrom('email_lists').select('id').where('id', '=', listId).executeTakeFirst();
  if (!list) throw new HttpError(404, 'email list not found');
  const inserted = await db
    .insertInto('email_list_subscriptions')
    .values({ email_list_id: list.id, email })
    .onConflict((oc) => oc.columns(['email_list_id', 'email']).doNothing())
    .returning(['id', 'email_list_id', 'email'])
    .executeTakeFirst();
  if (inserted) return { created: true, email_list_subscription: inserted };
  const existing = await db
    .selectFrom('email_list_subscriptions')
    .select(['id', 'email_list_id', 'email'])
    .where('email_list_id', '=', list.id)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { created: false, email_list_subscription: existing };
}
