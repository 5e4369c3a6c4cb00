import { buildSubscription, buildSubscriptionType } from '@lense/api-client/mocks';
import { hasPlanAboveBasic, isInForce } from './plans';

const basic = buildSubscriptionType({ id: 'basic-id', name: 'basic' });
const premium = buildSubscriptionType({ id: 'premium-id', name: 'Premium' });
const plans = [premium, basic];
const now = new Date('2026-01-15T12:00:00Z');

const on = (plan: typeof basic, overrides: Parameters<typeof buildSubscription>[0] = {}) =>
  buildSubscription({ subscription_type_id: plan.id, subscription_type_name: plan.name, ...overrides });

describe('isInForce', () => {
  it('counts an active subscription and a trial until it ends', () => {
    expect(isInForce(on(premium, { status: 'active', trial_ends_at: null }), now)).toBe(true);
    expect(isInForce(on(premium, { trial_ends_at: '2026-01-15T12:00:01Z' }), now)).toBe(true);
    expect(isInForce(on(premium, { trial_ends_at: null }), now)).toBe(true);
    expect(isInForce(on(premium, { trial_ends_at: '2026-01-15T12:00:00Z' }), now)).toBe(false);
    expect(isInForce(on(premium, { status: 'canceled' }), now)).toBe(false);
    expect(isInForce(on(premium, { status: 'expired' }), now)).toBe(false);
  });
});

describe('hasPlanAboveBasic', () => {
  it('is true only for a plan above basic that is in force', () => {
    expect(hasPlanAboveBasic(plans, [], now)).toBe(false);
    expect(hasPlanAboveBasic(plans, [on(basic, { status: 'active' })], now)).toBe(false);
    expect(hasPlanAboveBasic(plans, [on(premium, { status: 'canceled' })], now)).toBe(false);
    expect(hasPlanAboveBasic(plans, [on(premium, { trial_ends_at: '2026-02-01T00:00:00Z' })], now)).toBe(
      true,
    );
  });
});
