import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type {
  ApiError,
  ApiUser,
  EmailList,
  SocialMediaAccount,
  SocialMediaSite,
  Subscription,
  SubscriptionType,
} from '../index';
import { useLenseClient } from './context';
import { lenseKeys } from './keys';
import { useUserScope } from './useSession';

/** The answer of a Lense read: SWR's, with `error` typed as the client's {@link ApiError}. */
export type LenseQuery<Data> = SWRResponse<Data, ApiError>;

/** SWR options a read hook accepts. */
export type LenseQueryConfig<Data> = SWRConfiguration<Data, ApiError>;

// The pattern of every read hook: the key from `lenseKeys` with every input (null: not fetched), and a
// fetcher calling the endpoint function, which throws the transport's ApiError. A paged read uses
// `useSWRInfinite` the same way, e.g. the photo feed:
//   useSWRInfinite((index, previous) => previous && !previous.has_more_photos ? null
//     : lenseKey('get', '/photos', { user, query: { detailed: true, search_term, page: index + 1 } }), …)

/** GET /email_lists: every e-mail list. */
export function useEmailLists(config?: LenseQueryConfig<EmailList[]>): LenseQuery<EmailList[]> {
  const client = useLenseClient();
  return useSWR(
    lenseKeys.emailLists(),
    async () => (await client.newsletter.emailLists()).email_lists,
    config,
  );
}

/** GET /subscription_types: every plan. */
export function useSubscriptionTypes(
  config?: LenseQueryConfig<SubscriptionType[]>,
): LenseQuery<SubscriptionType[]> {
  const client = useLenseClient();
  return useSWR(
    lenseKeys.subscriptionTypes(),
    async () => (await client.plans.subscriptionTypes()).subscription_types,
    config,
  );
}

/** GET /social_media_sites: every supported site. */
export function useSocialMediaSites(
  config?: LenseQueryConfig<SocialMediaSite[]>,
): LenseQuery<SocialMediaSite[]> {
  const client = useLenseClient();
  return useSWR(
    lenseKeys.socialMediaSites(),
    async () => (await client.socialMedia.sites()).social_media_sites,
    config,
  );
}

/** GET /me: the signed-in user (not fetched while signed out). */
export function useMe(config?: LenseQueryConfig<ApiUser>): LenseQuery<ApiUser> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    user === null ? null : lenseKeys.me(user),
    async () => (await client.account.me()).user,
    config,
  );
}

/** GET /subscriptions: the signed-in user's subscriptions (not fetched while signed out). */
export function useSubscriptions(config?: LenseQueryConfig<Subscription[]>): LenseQuery<Subscription[]> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    user === null ? null : lenseKeys.subscriptions(user),
    async () => (await client.plans.subscriptions()).subscriptions,
    config,
  );
}

/** GET /social_media_accounts: the signed-in user's accounts (not fetched while signed out). */
export function useSocialMediaAccounts(
  config?: LenseQueryConfig<SocialMediaAccount[]>,
): LenseQuery<SocialMediaAccount[]> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    user === null ? null : lenseKeys.socialMediaAccounts(user),
    async () => (await client.socialMedia.accounts()).social_media_accounts,
    config,
  );
}
