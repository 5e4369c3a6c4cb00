import { BASIC_PLAN_NAME, type Subscription, type SubscriptionType } from '@lense/api-client';

/** Whether a subscription is in force on `now`: active, or on a trial that has not ended. */
export function isInForce(subscription: Subscription, now: Date): boolean {
  if (subscription.status === 'active') return true;
  if (subscription.status !== 'trialing') return false;
  return subscription.trial_ends_at === null || new Date(subscription.trial_ends_at) > now;
}

/**
 * Whether the user has a plan above basic in force on `now`: only such a plan lifts basic's one-site limit
 * (the API's rule; its 403 stays the last word).
 */
export function hasPlanAboveBasic(
  plans: readonly SubscriptionType[],
  subscriptions: readonly Subscription[],
  now: Date,
): boolean {
  const aboveBasic = new Set(
    plans.filter((plan) => plan.name.toLowerCase() !== BASIC_PLAN_NAME).map((plan) => plan.id),
  );
  return subscriptions.some(
    (subscription) => aboveBasic.has(subscription.subscription_type_id) && isInForce(subscription, now),
  );
}
