import { buildSubscription, buildSubscriptionType } from '@lense/api-client/mocks';
import { currentPlanId, PLAN_DETAILS, planDetails } from './planCatalogue';

const basic = buildSubscriptionType({ id: 'basic-id', name: 'basic' });
const premium = buildSubscriptionType({ id: 'premium-id', name: 'Premium' });
const plans = [premium, basic];
const now = new Date('2026-01-15T12:00:00Z');

const on = (plan: typeof basic, overrides: Parameters<typeof buildSubscription>[0] = {}) =>
  buildSubscription({ subscription_type_id: plan.id, subscription_type_name: plan.name, ...overrides });

describe('currentPlanId', () => {
  it('is basic for a new user, with no subscription', () => {
    expect(currentPlanId(plans, [], now)).toBe('basic-id');
  });

  it('is the plan of the subscription in force', () => {
    expect(currentPlanId(plans, [on(premium, { trial_ends_at: '2026-02-14T00:00:00Z' })], now)).toBe(
      'premium-id',
    );
  });

  it('falls back to basic once a trial has ended or a subscription was cancelled', () => {
    expect(currentPlanId(plans, [on(premium, { trial_ends_at: '2026-01-01T00:00:00Z' })], now)).toBe(
      'basic-id',
    );
    expect(currentPlanId(plans, [on(premium, { status: 'canceled' })], now)).toBe('basic-id');
  });

  it('takes the highest plan when several are in force', () => {
    const both = [on(premium, { status: 'active' }), on(basic, { status: 'active' })];
    expect(currentPlanId(plans, both, now)).toBe('premium-id');
  });

  it('ignores subscriptions to plans no longer offered, and is undefined without a basic plan', () => {
    expect(
      currentPlanId(plans, [buildSubscription({ subscription_type_id: 'gone', status: 'active' })], now),
    ).toBe('basic-id');
    expect(currentPlanId([premium], [], now)).toBeUndefined();
  });
});

describe('planDetails', () => {
  it('finds a plan by name in any case, and gives each plan its own price and features', () => {
    expect(planDetails(premium)).toBe(PLAN_DETAILS.premium);
    expect(planDetails({ name: 'gold' })).toBeUndefined();
    const [free, paid] = [planDetails(basic)!, planDetails(premium)!];
    expect(free.monthlyKsh).toBeUndefined();
    expect(paid.monthlyKsh).toBeGreaterThan(0);
    expect(paid.rank).toBeGreaterThan(free.rank);
    expect(paid.features).not.toEqual(free.features);
  });
});
