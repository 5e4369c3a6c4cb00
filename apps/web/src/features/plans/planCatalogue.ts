import { BASIC_PLAN_NAME, type Subscription, type SubscriptionType } from '@lense/api-client';
import { isInForce } from '../../lib/plans';
import type { PlansKey } from './plansMessages';

/**
 * How a plan is presented: its price and what it includes, its texts as keys of the plans catalogue (their
 * `{days}` is the free trial's length). The API knows a plan by id and name only, so the web app keeps the
 * presentation here, by plan name. (The specification gives no prices; a user without a subscription is on
 * 'basic', which the API treats as the free tier: only a plan above basic lifts its one-site limit.)
 */
export interface PlanDetails {
  /** Order among the plans: a higher rank includes everything of a lower one. */
  rank: number;
  /** The monthly price in whole Ksh; none for a free plan. */
  monthlyKsh?: number;
  /** A line under the price, e.g. the free trial. */
  priceNote?: PlansKey;
  /** Who the plan is for. */
  summary: PlansKey;
  /** What the plan includes. */
  features: readonly PlansKey[];
}

/** The presentation of each plan the API offers, by lower-case name. */
export const PLAN_DETAILS: Readonly<Record<string, PlanDetails>> = {
  [BASIC_PLAN_NAME]: {
    rank: 0,
    priceNote: 'basic.priceNote',
    summary: 'basic.summary',
    features: [
      'basic.feature.spaces',
      'basic.feature.guestUploads',
      'basic.feature.photos',
      'basic.feature.oneSite',
      'feature.support',
    ],
  },
  premium: {
    rank: 1,
    monthlyKsh: 1500,
    priceNote: 'premium.priceNote',
    summary: 'premium.summary',
    features: [
      'premium.feature.basic',
      'premium.feature.sites',
      'premium.feature.siteEach',
      'feature.support',
    ],
  },
};

/** The presentation of `plan`, or `undefined` for a plan this app does not describe. */
export function planDetails(plan: Pick<SubscriptionType, 'name'>): PlanDetails | undefined {
  return PLAN_DETAILS[plan.name.toLowerCase()];
}

/**
 * The id of the user's current plan: the type of the subscription in force (the highest-ranked one when
 * several are), else the basic plan, which every account has without subscribing (the 'basic plan' of the
 * profile menu). `undefined` when the plans offered include no basic one.
 */
export function currentPlanId(
  plans: readonly SubscriptionType[],
  subscriptions: readonly Subscription[],
  now: Date,
): string | undefined {
  const rankOf = (id: string) => {
    const plan = plans.find((candidate) => candidate.id === id);
    return plan ? (planDetails(plan)?.rank ?? 0) : -1;
  };
  const inForce = subscriptions
    .filter((subscription) => isInForce(subscription, now))
    .map((subscription) => subscription.subscription_type_id)
    .filter((id) => rankOf(id) >= 0)
    .sort((a, b) => rankOf(b) - rankOf(a));
  if (inForce.length > 0) return inForce[0];
  return plans.find((plan) => plan.name.toLowerCase() === BASIC_PLAN_NAME)?.id;
}
