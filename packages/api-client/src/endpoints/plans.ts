import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { Subscription, SubscriptionType } from './types';

/** Plans (subscription types) and the signed-in user's subscriptions. */
export interface PlansEndpoints {
  /** GET /subscription_types: every plan. */
  subscriptionTypes(options?: CallOptions): Promise<{ subscription_types: SubscriptionType[] }>;
  /** GET /subscriptions: the signed-in user's subscriptions. */
  subscriptions(options?: CallOptions): Promise<{ subscriptions: Subscription[] }>;
  /** POST /subscriptions: subscribes to a plan with a free trial (200 when already subscribed). */
  subscribe(subscriptionTypeId: string, options?: CallOptions): Promise<{ subscription: Subscription }>;
}

/** The endpoint functions of plans and subscriptions. */
export function plansEndpoints({ call }: EndpointContext): PlansEndpoints {
  return {
    subscriptionTypes: (options) => call('get', '/subscription_types', options),
    subscriptions: (options) => call('get', '/subscriptions', options),
    subscribe: (subscription_type_id, options) =>
      call('post', '/subscriptions', { ...options, body: { subscription_type_id } }),
  };
}
