import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** Length of the free trial that starts with a subscription. */
export const FREE_TRIAL_DAYS = 30;

/** A plan. */
export const SubscriptionType = Type.Object({ id: Type.String(), name: Type.String() });
/** A user's subscription to a plan, with the plan's name. */
export const Subscription = Type.Object({
  id: Type.String(),
  status: Type.String(),
  subscription_type_id: Type.String(),
  subscription_type_name: Type.String(),
  trial_ends_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
/** Plans (subscription types), by name. */
export async function subscriptionTypes(db: Kysely<Database>) {
  return {
    subscription_types: await db
      .selectFrom('subscription_types')
      .select(['id', 'name'])
      .orderBy('name')
      .execute(),
  };
}

/** A subscription with its plan's name, as the API shows it. */
const selectSubscriptions = (db: Kysely<Database>, user: User) =>
  db
    .selectFrom('subscriptions')
    .innerJoin('subscription_types', 'subscription_types.id', 'subscriptions.subscription_type_id')
    .select([
      'subscriptions.id',
      'subscriptions.status',
      'subscriptions.subscription_type_id',
      'subscription_types.name as subscription_type_name',
      'subscriptions.trial_ends_at',
      'subscriptions.created_at',
    ])
    .where('subscriptions.user_id', '=', user.id);

type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof selectSubscriptions>['executeTakeFirstOrThrow']>>;

const presentSubscription = (row: SubscriptionRow) => ({
  ...row,
  trial_ends_at: row.trial_ends_at ? row.trial_ends_at.toISOString() : null,
  created_at: row.created_at.toISOString(),
});

/** The user's subscriptions, oldest first. */
export async function ownSubscriptions(db: Kysely<Database>, user: User) {
  const rows = await selectSubscriptions(db, user).orderBy('subscriptions.created_at').execute();
  return { subscriptions: rows.map(presentSubscription) };
}

/**
 * Subscribes the user to a plan (404 for an unknown plan), starting its free trial; subscribing again answers
 * the subscription they have, and `created` says whether this call made it.
 */
export async function subscribe(db: Kysely<Database>, changes: Changes, user: User, typeId: string) {
  changes.nothingPublic();
  const type = await db
    .selectFrom('subscription_types')
    .select('id')
    .where('id', '=', typeId)
    .executeTakeFirst();
  if (!type) throw new HttpError(404, 'subscription type not found');
  const inserted = await db
    .insertInto('subscriptions')
    .values({
      user_id: user.id,
      subscription_type_id: type.id,
      status: 'trialing',
      trial_ends_at: new Date(Date.now() + FREE_TRIAL_DAYS * 86_400_000),
    })
    .onConflict((oc) => oc.columns(['user_id', 'subscription_type_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await selectSubscriptions(db, user)
    .where('subscriptions.subscription_type_id', '=', type.id)
    .executeTakeFirstOrThrow();
  return { created: inserted !== undefined, subscription: presentSubscription(row) };
}
