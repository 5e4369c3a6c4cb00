import { useEffect, useState } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteResponse } from 'swr/infinite';
import { SITE_NAME_DEBOUNCE_MS } from '../constants';
import type {
  ApiError,
  ApiSpace,
  ApiUser,
  Banner,
  BannersPage,
  Collection,
  CollectionSpace,
  EmailList,
  FeedPhoto,
  Icon,
  IconsPage,
  PhotoFeedPage,
  PublicSite,
  SharedPhoto,
  Site,
  SiteBanner,
  SiteIcon,
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
import { useFeedPages } from './photoPages';
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
  /** Whether its priced photos can be bought now (its owner has connected M-Pesa). */
  sales_open: boolean;
}

/** How often a space with photos still being processed is read again, in ms. */
export const PROCESSING_REFRESH_MS = 2000;

/**
 * GET /spaces/{space_id}: the space with its first page of photos (not fetched while `spaceId` is null).
 * While any of those photos is still being processed the space is read again every 2 s, so they appear
 * without a reload.
 */
export function useSpace(
  spaceId: string | null | undefined,
  config?: LenseQueryConfig<SpaceView>,
): LenseQuery<SpaceView> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    spaceId ? lenseKeys.space(user, spaceId) : null,
    async () => {
      const { space, photos, has_more_photos, sales_open } = await client.spaces.get(spaceId as string);
      return { space, photos, has_more_photos, sales_open };
    },
    {
      refreshInterval: (latest?: SpaceView) =>
        latest?.photos.some((photo) => photo.state === 'processing') ? PROCESSING_REFRESH_MS : 0,
      ...config,
    },
  );
}

/**
 * GET /spaces/{space_id}/live/photos: a live wall's photos, newest shown first (not fetched while `spaceId`
 * is null). Read it again (`mutate`) on each signal of the space's live stream.
 */
export function useLivePhotos(
  spaceId: string | null | undefined,
  config?: LenseQueryConfig<SpacePhoto[]>,
): LenseQuery<SpacePhoto[]> {
  const client = useLenseClient();
  return useSWR(
    spaceId ? lenseKeys.livePhotos(spaceId) : null,
    async () => (await client.spaces.livePhotos(spaceId as string)).photos,
    config,
  );
}

/**
 * GET /photos, page after page: the public feed, filtered by `searchTerm` ('' for all). The term is part
 * of every page's key, so a new term starts again from page 1 (and an earlier term's pages stay cached).
 * Loading the next page asks for that page only. The screens list the feed with
 * `usePhotoList({ feed: searchTerm })`, which reads the same pages.
 */
export function usePhotoFeed(
  searchTerm = '',
  config?: SWRInfiniteConfiguration<PhotoFeedPage, ApiError>,
): LensePagedQuery<PhotoFeedPage, FeedPhoto> {
  return paged(
    useFeedPages(searchTerm.trim(), config),
    (page) => page.photos,
    (page) => page.has_more_photos,
  );
}

/**
 * GET /photos/{photo_id}: one photo and its event's title, for a shared link to a photo that is not on a
 * loaded page (not fetched while `photoId` is null).
 */
export function usePhoto(
  photoId: string | null | undefined,
  config?: LenseQueryConfig<SharedPhoto>,
): LenseQuery<SharedPhoto> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    photoId ? lenseKeys.photo(user, photoId) : null,
    () => client.photos.get(photoId as string),
    config,
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

/** GET /sites: the signed-in user's sites (not fetched while signed out). */
export function useSites(config?: LenseQueryConfig<Site[]>): LenseQuery<Site[]> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    user === null ? null : lenseKeys.sites(user),
    async () => (await client.sites.list()).sites,
    config,
  );
}

/**
 * Whether a site name can be taken: 'idle' with no name (or after a failed check), 'checking' from the
 * first keystroke until the check for the current name answers, then 'available' or 'unavailable'.
 */
export type SiteNameAvailability = 'idle' | 'checking' | 'available' | 'unavailable';

/**
 * The availability of `name` as a site name, checked with GET /sites?name= once the name has not
 * changed for {@link SITE_NAME_DEBOUNCE_MS} (1 s). 'idle' for an empty name; 'checking' while typing and
 * while the check runs; 'available' when no site has the name (in any case); 'unavailable' when one has it
 * or the name can never be used (422 'invalid site name'). A failed check (network, 5xx) is 'idle'.
 */
export function useSiteNameAvailability(name: string): SiteNameAvailability {
  const client = useLenseClient();
  const trimmed = name.trim();
  const [debounced, setDebounced] = useState<string>('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(trimmed), SITE_NAME_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const checked = debounced !== '' && debounced === trimmed ? debounced : null;
  const { data, error } = useSWR<SiteNameAvailability, ApiError>(
    checked === null ? null : lenseKeys.siteName(checked),
    async () => ((await client.sites.byName(checked ?? '')).sites.length === 0 ? 'available' : 'unavailable'),
    { shouldRetryOnError: false },
  );
  if (trimmed === '') return 'idle';
  if (checked === null) return 'checking';
  if (error) return error.status === 422 ? 'unavailable' : 'idle';
  return data ?? 'checking';
}

/** GET /public/sites/{name}: a published site (anyone may read it; not fetched for an empty name). */
export function usePublicSite(name: string, config?: LenseQueryConfig<PublicSite>): LenseQuery<PublicSite> {
  const client = useLenseClient();
  return useSWR(name === '' ? null : lenseKeys.publicSite(name), () => client.sites.publicSite(name), config);
}

/** GET /collections: the signed-in user's collections (not fetched while signed out). */
export function useCollections(config?: LenseQueryConfig<Collection[]>): LenseQuery<Collection[]> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    user === null ? null : lenseKeys.collections(user),
    async () => (await client.collections.list()).collections,
    config,
  );
}

/**
 * GET /collection_spaces: the links putting the signed-in user's spaces in their collections (only
 * those of `collectionId` when given; not fetched while signed out).
 */
export function useCollectionSpaces(
  collectionId?: string,
  config?: LenseQueryConfig<CollectionSpace[]>,
): LenseQuery<CollectionSpace[]> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    user === null ? null : lenseKeys.collectionSpaces(user, collectionId),
    async () =>
      (await client.collections.spaces(collectionId === undefined ? {} : { collection_id: collectionId }))
        .collection_spaces,
    config,
  );
}

/**
 * GET /banners, page after page: the public banners and the signed-in user's own, newest first (not
 * fetched while signed out). `items` are the banners loaded so far, `hasMore` the last page's `has_more`,
 * `loadMore()` the next page.
 */
export function useBanners(
  config?: SWRInfiniteConfiguration<BannersPage, ApiError>,
): LensePagedQuery<BannersPage, Banner> {
  const client = useLenseClient();
  const user = useUserScope();
  const swr = useSWRInfinite(
    (index: number, previous: BannersPage | null) =>
      user === null || (previous && !previous.has_more) ? null : lenseKeys.banners(user, index + 1),
    async (key: LenseKey) => client.siteImages.banners((key[1].query as { page: number }).page),
    config,
  );
  return paged(
    swr,
    (page) => page.banners,
    (page) => page.has_more,
  );
}

/**
 * GET /icons, page after page: the public icons and the signed-in user's own, newest first (not fetched
 * while signed out). Same shape as {@link useBanners}.
 */
export function useIcons(
  config?: SWRInfiniteConfiguration<IconsPage, ApiError>,
): LensePagedQuery<IconsPage, Icon> {
  const client = useLenseClient();
  const user = useUserScope();
  const swr = useSWRInfinite(
    (index: number, previous: IconsPage | null) =>
      user === null || (previous && !previous.has_more) ? null : lenseKeys.icons(user, index + 1),
    async (key: LenseKey) => client.siteImages.icons((key[1].query as { page: number }).page),
    config,
  );
  return paged(
    swr,
    (page) => page.icons,
    (page) => page.has_more,
  );
}

/** GET /site_banners: the banners chosen for the user's sites (only `siteId`'s when given). */
export function useSiteBanners(
  siteId?: string,
  config?: LenseQueryConfig<SiteBanner[]>,
): LenseQuery<SiteBanner[]> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    user === null ? null : lenseKeys.siteBanners(user, siteId),
    async () =>
      (await client.siteImages.siteBanners(siteId === undefined ? {} : { site_id: siteId })).site_banners,
    config,
  );
}

/** GET /site_icons: the icons chosen for the user's sites (only `siteId`'s when given). */
export function useSiteIcons(siteId?: string, config?: LenseQueryConfig<SiteIcon[]>): LenseQuery<SiteIcon[]> {
  const client = useLenseClient();
  const user = useUserScope();
  return useSWR(
    user === null ? null : lenseKeys.siteIcons(user, siteId),
    async () =>
      (await client.siteImages.siteIcons(siteId === undefined ? {} : { site_id: siteId })).site_icons,
    config,
  );
}
