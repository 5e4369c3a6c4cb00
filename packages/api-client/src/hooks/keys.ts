import type { ApiMethod, FaqsQuery, PathsWithMethod } from '../index';

/**
 * An SWR key: the operation ('GET /subscriptions') and every input of the call: the user scope of
 * user-scoped reads, query and path parameters. SWR hashes it stably, so equal inputs share a cache entry.
 */
export type LenseKey = readonly [operation: string, input: LenseKeyInput];

/** The inputs of a key. */
export interface LenseKeyInput {
  /** The signed-in user the data belongs to (user-scoped reads only). */
  readonly user?: string | undefined;
  /** Query parameters. */
  readonly query?: Readonly<Record<string, unknown>> | undefined;
  /** Path parameters (of a mutation: the ids of what it changes). */
  readonly params?: Readonly<Record<string, unknown>> | undefined;
}

/** An id naming what a mutation changes: `null` or `undefined` while there is nothing to act on yet. */
export type MutationId = string | null | undefined;

/** The key of the operation `method path` of the document with its inputs. */
export function lenseKey<M extends ApiMethod, P extends PathsWithMethod<M>>(
  method: M,
  path: P,
  input: LenseKeyInput = {},
): LenseKey {
  return [`${method.toUpperCase()} ${path}`, input] as const;
}

/**
 * The key of a mutation of the resource `ids` name (ids are hook arguments, as SWR keys depend on
 * them), or `null` while one of them is missing: SWR then has no key and `trigger` rejects without
 * calling the API.
 */
export function mutationKey<M extends ApiMethod, P extends PathsWithMethod<M>>(
  method: M,
  path: P,
  ids: Readonly<Record<string, MutationId>>,
  input: Omit<LenseKeyInput, 'params'> = {},
): readonly unknown[] | null {
  if (Object.values(ids).some((id) => id === null || id === undefined || id === '')) return null;
  return lenseKey(method, path, { ...input, params: ids });
}

/** Whether `key` is a Lense key of a user-scoped read (cleared on sign-out). */
export function isUserScopedKey(key: unknown): boolean {
  return (
    Array.isArray(key) &&
    typeof key[0] === 'string' &&
    typeof key[1] === 'object' &&
    key[1] !== null &&
    typeof (key[1] as LenseKeyInput).user === 'string'
  );
}

/**
 * The keys of the current reads. A new read adds its builder here with every input as a parameter,
 * e.g. `spaces: (user: string, page: number) => lenseKey('get', '/spaces', { user, query: { page } })`.
 */
export const lenseKeys = {
  emailLists: () => lenseKey('get', '/email_lists'),
  subscriptionTypes: () => lenseKey('get', '/subscription_types'),
  socialMediaSites: () => lenseKey('get', '/social_media_sites'),
  me: (user: string) => lenseKey('get', '/me', { user }),
  subscriptions: (user: string) => lenseKey('get', '/subscriptions', { user }),
  socialMediaAccounts: (user: string) => lenseKey('get', '/social_media_accounts', { user }),
  sites: (user: string) => lenseKey('get', '/sites', { user }),
  siteName: (name: string) => lenseKey('get', '/sites', { query: { name } }),
  publicSite: (name: string) => lenseKey('get', '/public/sites/{name}', { params: { name } }),
  collections: (user: string) => lenseKey('get', '/collections', { user }),
  collectionSpaces: (user: string, collectionId?: string) =>
    lenseKey('get', '/collection_spaces', {
      user,
      ...(collectionId === undefined ? {} : { query: { collection_id: collectionId } }),
    }),
  /** A page of GET /banners. */
  banners: (user: string, page: number) => lenseKey('get', '/banners', { user, query: { page } }),
  /** A page of GET /icons. */
  icons: (user: string, page: number) => lenseKey('get', '/icons', { user, query: { page } }),
  siteBanners: (user: string, siteId?: string) =>
    lenseKey('get', '/site_banners', {
      user,
      ...(siteId === undefined ? {} : { query: { site_id: siteId } }),
    }),
  siteIcons: (user: string, siteId?: string) =>
    lenseKey('get', '/site_icons', { user, ...(siteId === undefined ? {} : { query: { site_id: siteId } }) }),
  /** GET /faqs: every input that is given (the language's answers are cached apart). */
  faqs: (query: FaqsQuery = {}) => {
    const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
    return lenseKey('get', '/faqs', Object.keys(given).length === 0 ? {} : { query: given });
  },
  /** A page of GET /spaces (what is listed depends on the signed-in user, `null` when signed out). */
  spaces: (user: string | null, page: number) =>
    lenseKey('get', '/spaces', { ...(user === null ? {} : { user }), query: { page } }),
  /** GET /spaces/{space_id} with its first page of photos (hidden photos are shown to the owner only). */
  space: (user: string | null, spaceId: string) =>
    lenseKey('get', '/spaces/{space_id}', {
      ...(user === null ? {} : { user }),
      params: { space_id: spaceId },
    }),
  /**
   * A further page (2 and after) of a space's photos: GET /spaces/{space_id}?page=. Page 1 is the
   * {@link lenseKeys.space} read, which every screen of the space shares.
   */
  spacePhotos: (user: string | null, spaceId: string, page: number) =>
    lenseKey('get', '/spaces/{space_id}', {
      ...(user === null ? {} : { user }),
      params: { space_id: spaceId },
      query: { page },
    }),
  /** GET /spaces/{space_id}/live/photos: a live wall's photos (the same for everyone). */
  livePhotos: (spaceId: string) =>
    lenseKey('get', '/spaces/{space_id}/live/photos', { params: { space_id: spaceId } }),
  /** A page of the public photo feed for a search term ('' for all). */
  photoFeed: (searchTerm: string, page: number) =>
    lenseKey('get', '/photos', { query: { detailed: true, search_term: searchTerm, page } }),
  /** GET /photos/{photo_id}: one photo (the owner also sees hidden ones). */
  photo: (user: string | null, photoId: string) =>
    lenseKey('get', '/photos/{photo_id}', {
      ...(user === null ? {} : { user }),
      params: { photo_id: photoId },
    }),
  /** The guest upload link of a space (owner only). */
  guestLink: (user: string, spaceId: string) =>
    lenseKey('get', '/spaces/{space_id}/guest_link', { user, params: { space_id: spaceId } }),
  /** A guest link as a guest sees it. */
  publicGuestLink: (token: string) => lenseKey('get', '/guest_links/{token}', { params: { token } }),
  /** A page of a space's review queue (owner only). */
  reviewQueue: (user: string, spaceId: string, page: number) =>
    lenseKey('get', '/spaces/{space_id}/review', { user, params: { space_id: spaceId }, query: { page } }),
  /** GET /orders/{token}: an order behind its link (the same for whoever holds it). */
  order: (token: string) => lenseKey('get', '/orders/{token}', { params: { token } }),
  /** The signed-in organiser's M-Pesa till or paybill. */
  mpesaAccount: (user: string) => lenseKey('get', '/me/mpesa_account', { user }),
  /** A space's sales (owner only). */
  spaceSales: (user: string, spaceId: string) =>
    lenseKey('get', '/spaces/{space_id}/orders', { user, params: { space_id: spaceId } }),
  /** The upload credentials of a space (owner only). */
  spaceCredentials: (user: string, spaceId: string) =>
    lenseKey('get', '/spaces/{space_id}/credentials', { user, params: { space_id: spaceId } }),
};

/**
 * A key filter for SWR's `mutate`: every cached read of the given operations ('GET /sites'), whatever
 * its inputs, e.g. `mutate(keysOf('GET /sites'))` revalidates the user's sites and every name check.
 */
export function keysOf(...operations: readonly string[]): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && typeof key[0] === 'string' && operations.includes(key[0]);
}
