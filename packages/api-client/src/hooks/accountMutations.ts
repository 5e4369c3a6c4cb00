import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import {
  ApiError,
  type EmailList,
  type EmailListSubscription,
  findNewsletterList,
  type StatusOnly,
  type Subscription,
} from '../index';
import { useLenseClient } from './context';
import { lenseKey, lenseKeys } from './keys';
import { useLogoutCall } from './logout';
import { useUserScope } from './useSession';

// The account's mutations live apart from the resource ones: the app shell (newsletter, sign-out)
// loads them on every page, the rest only with the screens that use them.

/** A Lense mutation: SWR's, with `error` typed as the client's {@link ApiError}. */
export type LenseMutation<Data, Arg> = SWRMutationResponse<Data, ApiError, readonly unknown[] | null, Arg>;

/** Error of a newsletter subscription when the API has no list named 'newsletter'. */
export const NEWSLETTER_LIST_MISSING = 'newsletter list not found';

/**
 * POST /email_list_subscriptions to the list named 'newsletter' (found case-insensitively among the
 * e-mail lists, read through the same cache as {@link useEmailLists}). `trigger(email)`.
 * Subscribing changes no read, so nothing is revalidated; a missing list revalidates the e-mail lists.
 */
export function useSubscribeNewsletter(): LenseMutation<EmailListSubscription, string> {
  const client = useLenseClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/email_list_subscriptions'),
    async (_key: readonly unknown[], { arg: email }: { arg: string }) => {
      const lists = await mutate(
        lenseKeys.emailLists(),
        async (cached?: EmailList[]) => cached ?? (await client.newsletter.emailLists()).email_lists,
        { revalidate: false },
      );
      const newsletter = findNewsletterList(lists ?? []);
      if (!newsletter) {
        void mutate(lenseKeys.emailLists());
        throw new ApiError(404, NEWSLETTER_LIST_MISSING);
      }
      return (await client.newsletter.subscribe({ email_list_id: newsletter.id, email }))
        .email_list_subscription;
    },
  );
}

/** POST /subscriptions: subscribes to the plan `trigger(subscriptionTypeId)`; revalidates the user's subscriptions. */
export function useSubscribe(): LenseMutation<Subscription, string> {
  const client = useLenseClient();
  const user = useUserScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    lenseKey('post', '/subscriptions', user === null ? {} : { user }),
    async (_key: readonly unknown[], { arg }: { arg: string }) => {
      const { subscription } = await client.plans.subscribe(arg);
      if (user !== null) await mutate(lenseKeys.subscriptions(user));
      return subscription;
    },
  );
}

/**
 * DELETE /logout: the server revokes the token, the session is cleared (whatever the answer) and every
 * user-scoped entry of the cache is dropped without refetching, so no other user sees it.
 */
export function useLogout(): LenseMutation<StatusOnly, void> {
  return useSWRMutation(lenseKey('delete', '/logout'), useLogoutCall());
}
