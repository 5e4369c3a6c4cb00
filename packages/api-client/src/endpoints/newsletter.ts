import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { EmailList, EmailListSubscription, EmailListSubscriptionInput } from './types';

/** Name of the e-mail list that is the newsletter (matched case-insensitively). */
export const NEWSLETTER_LIST_NAME = 'newsletter';

/** The newsletter list among `lists` (name 'newsletter', any case), if there is one. */
export function findNewsletterList(lists: readonly EmailList[]): EmailList | undefined {
  return lists.find((list) => list.name.toLowerCase() === NEWSLETTER_LIST_NAME);
}

/** E-mail lists and subscriptions to them. */
export interface NewsletterEndpoints {
  /** GET /email_lists. */
  emailLists(options?: CallOptions): Promise<{ email_lists: EmailList[] }>;
  /** POST /email_list_subscriptions: subscribing twice is harmless (200 the second time, 201 the first). */
  subscribe(
    input: EmailListSubscriptionInput,
    options?: CallOptions,
  ): Promise<{ email_list_subscription: EmailListSubscription }>;
}

/** The endpoint functions of the newsletter. */
export function newsletterEndpoints({ call }: EndpointContext): NewsletterEndpoints {
  return {
    emailLists: (options) => call('get', '/email_lists', options),
    subscribe: (body, options) => call('post', '/email_list_subscriptions', { ...options, body }),
  };
}
