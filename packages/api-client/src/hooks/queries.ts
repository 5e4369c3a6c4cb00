import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteResponse } from 'swr/infinite';
import type {
  ApiError,
  ApiSpace,
  ApiUser,
  EmailList,
  FeedPhoto,
  PhotoFeedPage,
  PhotoFeedQuery,
  SocialMediaAccount,
  SocialMediaSite,
  SpaceCredential,
  SpacePhoto,
  SpacesPage,
  SpaceWithPhotos,
  Subscription,
  SubscriptionType,
} from '../index';
import { useLenseClient } from './context';
import { type LenseKey, lenseKeys } from './keys';
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

/** The answer of a paged read: SWR's infinite response plus the pages' items and whether more follow. */
export type LensePagedQuery<Page, Item> = SWRInfiniteResponse<Page, ApiError> & {
  /** The items of every page loaded so far, in order. */
  items: Item[];
  /** Whether the last loaded page says more follow. */
  hasMore: boolean;
  /** Loads the next page (does nothing when no more follow or a page is loading). */
  loadMore: () => void;
};

function paged<Page, Item>(
  swr: SWRInfiniteResponse<Page, ApiError>,
  itemsOf: (page: Page) => Item[],
  hasMoreOf: (page: Page) => boolean,
): LensePagedQuery<Page, Item> {
  const pages = swr.data ?? [];
  const last = pages[pages.length - 1];
  const hasMore = last === undefined ? false : hasMoreOf(last);
  const loading = swr.isLoading || (swr.size > 0 && pages[swr.size - 1] === undefined);
  return {
    ...swr,
    items: pages.flatMap(itemsOf),
    hasMore,
    loadMore: () => {
      if (hasMore && !loading) void swr.setSize(swr.size + 1);
    },
  };
}

/**
 * GET /spaces, page after page: the signed-in user's spaces and everyone's public spaces, newest first.
 * `items` are the spaces loaded so far, `hasMore` the last page's `has_more`, `loadMore()` the next page.
 */
export function useSpaces(
  config?: SWRInfiniteConfiguration<SpacesPage, ApiError>,
): LensePagedQuery<SpacesPage, ApiSpace> {
  const client = useLenseClient();
  const user = useUserScope();
  const swr = useSWRInfinite(
    (index: number, previous: SpacesPage | null) =>
      previous && !previous.has_more ? null : lenseKeys.spaces(user, index + 1),
    async (key: LenseKey) => client.spaces.list((key[1].query as { page: number }).page),
    config,
  );
  return paged(
    swr,
    (page) => page.data,
    (page) => page.has_more,
  );
}

/** What {@link useSpace} gives: the space, its first page of photos and whether more follow. */
export interface SpaceView {
  space: SpaceWithPhotos['space'];
  photos: SpacePhoto[];
  has_more_photos: boolean;
}

/** GET /spaces/{space_id}: the space with its first page of photos (not fetched while `spaceId` is null). */
export function useSpace(
  spaceId: string | null | undefined,
  config?: LenseQueryConfig<SpaceView>,
): LenseQuery<SpaceView> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    spaceId ? lenseKeys.space(user, spaceId) : null,
    async () => {
      const { space, photos, has_more_photos } = await client.spaces.get(spaceId as string);
      return { space, photos, has_more_photos };
    },
    config,
  );
}

/**
 * GET /photos, page after page: the public feed, filtered by `searchTerm` ('' for all). The term is part
 * of every page's key, so a new term starts again from page 1 (and an earlier term's pages stay cached).
 */
export function usePhotoFeed(
  searchTerm = '',
  config?: SWRInfiniteConfiguration<PhotoFeedPage, ApiError>,
): LensePagedQuery<PhotoFeedPage, FeedPhoto> {
  const client = useLenseClient();
  const term = searchTerm.trim();
  const swr = useSWRInfinite(
    (index: number, previous: PhotoFeedPage | null) =>
      previous && !previous.has_more_photos ? null : lenseKeys.photoFeed(term, index + 1),
    async (key: LenseKey) => client.photos.feed(key[1].query as PhotoFeedQuery),
    { ...config, persistSize: false },
  );
  return paged(
    swr,
    (page) => page.photos,
    (page) => page.has_more_photos,
  );
}

/** GET /spaces/{space_id}/credentials: the space's upload credentials (not fetched while signed out). */
export function useSpaceCredentials(
  spaceId: string | null | undefined,
  config?: LenseQueryConfig<SpaceCredential[]>,
): LenseQuery<SpaceCredential[]> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    user === null || !spaceId ? null : lenseKeys.spaceCredentials(user, spaceId),
    async () => (await client.spaces.credentials(spaceId as string)).credentials,
    config,
  );
}
