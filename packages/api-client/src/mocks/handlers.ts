import { delay, HttpResponse, type HttpResponseResolver, http, type JsonBodyType } from 'msw';
import type { ApiMethod, ApiResponse, PathsWithMethod } from '../endpoints/operations';
import type { ApiErrorBody, ApiOrderStatus, PhotoBatchUpdate } from '../endpoints/types';
import {
  buildCollection,
  buildCollectionSpace,
  buildEmailListSubscription,
  buildMpesaAccount,
  buildOrder,
  buildOwnerGuestLink,
  buildPhonePrompt,
  buildPhoto,
  buildPresignedUrls,
  buildPublicGuestLink,
  buildSite,
  buildSpace,
  buildSpaceCredential,
  buildSpaceSale,
  buildStatus,
  buildSubscription,
  buildUserWithStatus,
  buildWatermark,
  fixtures,
} from './fixtures';

/**
 * How a mocked endpoint answers:
 * - `populated`: realistic data (the fixtures);
 * - `empty`: empty lists (reads of one object answer as `populated`);
 * - `error`: the error status and `{ error }` body (500 'internal server error' unless given);
 * - `slow`: the populated answer after `delayMs` (forever by default: a loading state that stays).
 */
export type MockVariant = 'populated' | 'empty' | 'error' | 'slow';

/** Options of the mock handlers. */
export interface MockOptions {
  /** Base URL the client calls; defaults to any origin's '/api' (`*\/api`). */
  baseUrl?: string;
  /** How the endpoint answers; defaults to 'populated'. */
  variant?: MockVariant;
  /** Delay of the 'slow' variant in ms, or 'infinite' (the default). */
  delayMs?: number | 'infinite';
  /** Status and error string of the 'error' variant. */
  error?: { status: number; error: string };
}

/** One answer of an endpoint, or a function of the request giving it (a promise when it reads the body). */
export type MockAnswer<P extends string & PathsWithMethod<M>, M extends ApiMethod> =
  | ApiResponse<P, M>
  | ((request: Request) => ApiResponse<P, M> | Promise<ApiResponse<P, M>>);

/** The answers of one endpoint per variant; functions are called per request. */
export interface MockAnswers<P extends string & PathsWithMethod<M>, M extends ApiMethod> {
  /** The answer, or a function of the request giving it (e.g. reading its query or body). */
  populated: MockAnswer<P, M>;
  empty?: MockAnswer<P, M>;
  /** Status of a successful answer (200 unless given). */
  status?: number;
  /** Headers of a successful answer (e.g. the token of a sign-in). */
  headers?: Record<string, string>;
}

const DEFAULT_BASE = '*/api';
const DEFAULT_ERROR = { status: 500, error: 'internal server error' };

/**
 * An msw handler for the operation `method path` of the document, answering per {@link MockVariant}.
 * The answers are typed from the generated schema. Document paths (`/spaces/{id}`) become msw paths
 * (`/spaces/:id`).
 */
export function mockEndpoint<M extends ApiMethod, P extends string & PathsWithMethod<M>>(
  method: M,
  path: P,
  answers: MockAnswers<P, M>,
  options: MockOptions = {},
) {
  const {
    baseUrl = DEFAULT_BASE,
    variant = 'populated',
    delayMs = 'infinite',
    error = DEFAULT_ERROR,
  } = options;
  const url = `${baseUrl.replace(/\/+$/, '')}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
  const resolve = (answer: MockAnswer<P, M>, request: Request) =>
    typeof answer === 'function'
      ? (answer as (request: Request) => ApiResponse<P, M> | Promise<ApiResponse<P, M>>)(request)
      : answer;
  const resolver: HttpResponseResolver = async ({ request }) => {
    if (variant === 'error') return HttpResponse.json({ error: error.error } satisfies ApiErrorBody, error);
    if (variant === 'slow') await delay(delayMs);
    const body = await resolve(
      variant === 'empty' && answers.empty !== undefined ? answers.empty : answers.populated,
      request,
    );
    const init = { status: answers.status ?? 200, ...(answers.headers ? { headers: answers.headers } : {}) };
    return HttpResponse.json(body as JsonBodyType, init);
  };
  return http[method](url, resolver);
}

/** Options of the order mocks: {@link MockOptions} and the status of the order answered. */
export interface OrderMockOptions extends MockOptions {
  /** The order's status (the created and retried order: 'pending'; a read: 'pending' unless given). */
  status?: ApiOrderStatus;
}

/** The `name` path parameter of a mocked request (`/orders/{token}` → the token), decoded. */
const pathPart = (request: Request, after: string): string | undefined => {
  const parts = new URL(request.url).pathname.split('/');
  const index = parts.lastIndexOf(after);
  return index >= 0 && parts[index + 1] ? decodeURIComponent(parts[index + 1]!) : undefined;
};

/** An empty zip: only its end-of-central-directory record (22 bytes). */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** msw handlers of each current endpoint; each takes {@link MockOptions}. */
export const lenseMocks = {
  /** POST /signup. */
  signup: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/signup',
      {
        populated: buildUserWithStatus(
          'We have sent an email to confirm your signup to your email',
          { confirmed: false },
          201,
        ),
        status: 201,
      },
      options,
    ),
  /** POST /login: answers with the fixture user and token. */
  login: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/login',
      { populated: buildUserWithStatus(), headers: { Authorization: `Bearer ${fixtures.token}` } },
      options,
    ),
  /** POST /users/auth/google_oauth2. */
  signInWithGoogle: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/users/auth/google_oauth2',
      { populated: buildUserWithStatus(), headers: { Authorization: `Bearer ${fixtures.token}` } },
      options,
    ),
  /** DELETE /logout. */
  logout: (options?: MockOptions) =>
    mockEndpoint(
      'delete',
      '/logout',
      { populated: { status: buildStatus('Logged out successfully.') } },
      options,
    ),
  /** GET /me. */
  me: (options?: MockOptions) => mockEndpoint('get', '/me', { populated: { user: fixtures.user } }, options),
  /** PATCH /me (the account's settings: its language). */
  updateAccount: (options?: MockOptions) =>
    mockEndpoint('patch', '/me', { populated: { user: fixtures.user } }, options),
  /** GET /users/confirmation. */
  confirmEmail: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/users/confirmation',
      { populated: buildUserWithStatus('Your email address has been successfully confirmed.') },
      options,
    ),
  /** POST /users/confirmation (send the confirmation mail again). */
  resendConfirmation: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/users/confirmation',
      { populated: { status: buildStatus('We have sent an email to confirm your signup to your email') } },
      options,
    ),
  /** POST /users/initiate_account_deletion. */
  initiateAccountDeletion: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/users/initiate_account_deletion',
      { populated: { status: buildStatus('Account deletion instructions sent to your email') } },
      options,
    ),
  /** POST /users/initiate_password_change. */
  initiatePasswordChange: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/users/initiate_password_change',
      { populated: { status: buildStatus('Reset password instructions sent to your email') } },
      options,
    ),
  /** GET /users/valid_reset_password_token. */
  validateResetPasswordToken: (options?: MockOptions) =>
    mockEndpoint('get', '/users/valid_reset_password_token', { populated: { valid: true } }, options),
  /** PATCH /me/password. */
  changePassword: (options?: MockOptions) =>
    mockEndpoint(
      'patch',
      '/me/password',
      { populated: { status: buildStatus('Password changed successfully!') } },
      options,
    ),
  /** GET /users/valid_deletion_token. */
  validateDeletionToken: (options?: MockOptions) =>
    mockEndpoint('get', '/users/valid_deletion_token', { populated: { valid: true } }, options),
  /** POST /exit_surveys. */
  submitExitSurvey: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/exit_surveys',
      {
        populated: { status: buildStatus('Thanks for providing us with valuable feedback!', 201) },
        status: 201,
      },
      options,
    ),
  /** DELETE /me. */
  deleteAccount: (options?: MockOptions) =>
    mockEndpoint(
      'delete',
      '/me',
      { populated: { status: buildStatus('Your account has been deleted') } },
      options,
    ),
  /** GET /email_lists. */
  emailLists: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/email_lists',
      { populated: { email_lists: fixtures.emailLists }, empty: { email_lists: [] } },
      options,
    ),
  /** POST /email_list_subscriptions. */
  subscribeNewsletter: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/email_list_subscriptions',
      { populated: { email_list_subscription: buildEmailListSubscription() }, status: 201 },
      options,
    ),
  /** GET /subscription_types. */
  subscriptionTypes: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/subscription_types',
      { populated: { subscription_types: fixtures.subscriptionTypes }, empty: { subscription_types: [] } },
      options,
    ),
  /** GET /subscriptions. */
  subscriptions: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/subscriptions',
      { populated: { subscriptions: fixtures.subscriptions }, empty: { subscriptions: [] } },
      options,
    ),
  /** POST /subscriptions. */
  subscribe: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/subscriptions',
      { populated: { subscription: buildSubscription() }, status: 201 },
      options,
    ),
  /** GET /social_media_sites. */
  socialMediaSites: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/social_media_sites',
      { populated: { social_media_sites: fixtures.socialMediaSites }, empty: { social_media_sites: [] } },
      options,
    ),
  /** GET /social_media_accounts. */
  socialMediaAccounts: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/social_media_accounts',
      {
        populated: { social_media_accounts: fixtures.socialMediaAccounts },
        empty: { social_media_accounts: [] },
      },
      options,
    ),
  /** GET /sites (and the availability check GET /sites?name=: the empty variant means available). */
  sites: (options?: MockOptions) =>
    mockEndpoint('get', '/sites', { populated: { sites: fixtures.sites }, empty: { sites: [] } }, options),
  /** POST /sites. */
  createSite: (options?: MockOptions) =>
    mockEndpoint('post', '/sites', { populated: { site: buildSite() }, status: 201 }, options),
  /** PATCH /sites/{id}. */
  updateSite: (options?: MockOptions) =>
    mockEndpoint('patch', '/sites/{id}', { populated: { site: buildSite() } }, options),
  /** DELETE /sites/{id}. */
  deleteSite: (options?: MockOptions) =>
    mockEndpoint('delete', '/sites/{id}', { populated: { status: buildStatus('Site deleted') } }, options),
  /** GET /public/sites/{name}. */
  publicSite: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/public/sites/{name}',
      { populated: fixtures.publicSite, empty: { ...fixtures.publicSite, spaces: [] } },
      options,
    ),
  /** GET /collections. */
  collections: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/collections',
      { populated: { collections: fixtures.collections }, empty: { collections: [] } },
      options,
    ),
  /** POST /collections. */
  createCollection: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/collections',
      { populated: { collection: buildCollection() }, status: 201 },
      options,
    ),
  /** DELETE /collections/{id}. */
  deleteCollection: (options?: MockOptions) =>
    mockEndpoint(
      'delete',
      '/collections/{id}',
      { populated: { status: buildStatus('Collection deleted') } },
      options,
    ),
  /** GET /collection_spaces. */
  collectionSpaces: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/collection_spaces',
      { populated: { collection_spaces: fixtures.collectionSpaces }, empty: { collection_spaces: [] } },
      options,
    ),
  /** POST /collection_spaces. */
  addCollectionSpace: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/collection_spaces',
      { populated: { collection_space: buildCollectionSpace() }, status: 201 },
      options,
    ),
  /** DELETE /collection_spaces/{id}. */
  removeCollectionSpace: (options?: MockOptions) =>
    mockEndpoint(
      'delete',
      '/collection_spaces/{id}',
      { populated: { status: buildStatus('Space removed from collection') } },
      options,
    ),
  /** GET /banners. */
  banners: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/banners',
      {
        populated: { banners: fixtures.banners, has_more: false },
        empty: { banners: [], has_more: false },
      },
      options,
    ),
  /** POST /banners. */
  createBanners: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/banners',
      { populated: { banners: [fixtures.banners[1]!] }, status: 201 },
      options,
    ),
  /** DELETE /banners/{id}. */
  deleteBanner: (options?: MockOptions) =>
    mockEndpoint(
      'delete',
      '/banners/{id}',
      { populated: { status: buildStatus('Banner deleted') } },
      options,
    ),
  /** GET /site_banners. */
  siteBanners: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/site_banners',
      { populated: { site_banners: fixtures.siteBanners }, empty: { site_banners: [] } },
      options,
    ),
  /** POST /site_banners. */
  chooseSiteBanners: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/site_banners',
      { populated: { site_banners: fixtures.siteBanners }, status: 201 },
      options,
    ),
  /** GET /icons. */
  icons: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/icons',
      { populated: { icons: fixtures.icons, has_more: false }, empty: { icons: [], has_more: false } },
      options,
    ),
  /** POST /icons. */
  createIcons: (options?: MockOptions) =>
    mockEndpoint('post', '/icons', { populated: { icons: fixtures.icons }, status: 201 }, options),
  /** DELETE /icons/{id}. */
  deleteIcon: (options?: MockOptions) =>
    mockEndpoint('delete', '/icons/{id}', { populated: { status: buildStatus('Icon deleted') } }, options),
  /** GET /site_icons. */
  siteIcons: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/site_icons',
      { populated: { site_icons: fixtures.siteIcons }, empty: { site_icons: [] } },
      options,
    ),
  /** POST /site_icons. */
  chooseSiteIcons: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/site_icons',
      { populated: { site_icons: fixtures.siteIcons }, status: 201 },
      options,
    ),
  /** GET /faqs: in Kiswahili when asked `lang=sw`, as the API answers. */
  faqs: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/faqs',
      {
        populated: (request) => ({
          faqs: new URL(request.url).searchParams.get('lang') === 'sw' ? fixtures.swahiliFaqs : fixtures.faqs,
        }),
        empty: { faqs: [] },
      },
      options,
    ),
  /** GET /spaces: one page of spaces. */
  spaces: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/spaces',
      { populated: { data: fixtures.spaces, has_more: false }, empty: { data: [], has_more: false } },
      options,
    ),
  /** POST /spaces. */
  createSpace: (options?: MockOptions) =>
    mockEndpoint('post', '/spaces', { populated: { space: buildSpace() }, status: 201 }, options),
  /** GET /spaces/{space_id}: the fixture space with its photos. */
  space: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/spaces/{space_id}',
      {
        populated: {
          space: buildSpace(),
          photos: fixtures.photos,
          has_more_photos: false,
          watermark: null,
          sales_open: true,
        },
        empty: { space: buildSpace(), photos: [], has_more_photos: false, watermark: null, sales_open: true },
      },
      options,
    ),
  /** GET /spaces/{space_id}/live/photos: the fixture photos as a live wall shows them. */
  livePhotos: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/spaces/{space_id}/live/photos',
      { populated: { photos: fixtures.photos }, empty: { photos: [] } },
      options,
    ),
  /** PATCH /spaces/{space_id}. */
  updateSpace: (options?: MockOptions) =>
    mockEndpoint('patch', '/spaces/{space_id}', { populated: { space: buildSpace() } }, options),
  /** DELETE /spaces/{space_id}. */
  deleteSpace: (options?: MockOptions) =>
    mockEndpoint(
      'delete',
      '/spaces/{space_id}',
      { populated: { status: buildStatus('Space deleted') } },
      options,
    ),
  /** POST /spaces/{space_id}/watermark: the uploaded image, now the space's watermark. */
  setSpaceWatermark: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/spaces/{space_id}/watermark',
      { populated: { watermark: buildWatermark() }, status: 201 },
      options,
    ),
  /** POST /spaces/{space_id}/download_url: a signed address of the space's zip, as the API makes it. */
  spaceDownloadLink: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/spaces/{space_id}/download_url',
      {
        populated: (request) => {
          const path = new URL(request.url).pathname.replace(/_url$/, '');
          return {
            url: `${path}?expires=1783684920&sig=fixture-signature`,
            expires_at: '2026-07-10T12:02:00.000Z',
          };
        },
      },
      options,
    ),
  /**
   * GET /spaces/{space_id}/download: an empty zip (a download the browser saves; the 'error' variant
   * answers like the API when visitors may not download).
   */
  spaceDownload: (options: MockOptions = {}) => {
    const {
      baseUrl = DEFAULT_BASE,
      variant = 'populated',
      delayMs = 'infinite',
      error = { status: 403, error: 'Downloads are turned off for this space' },
    } = options;
    return http.get(`${baseUrl.replace(/\/+$/, '')}/spaces/:space_id/download`, async () => {
      if (variant === 'error') return HttpResponse.json({ error: error.error } satisfies ApiErrorBody, error);
      if (variant === 'slow') await delay(delayMs);
      return new HttpResponse(EMPTY_ZIP, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="Summer Festival.zip"',
          'Cache-Control': 'private, no-store',
        },
      });
    });
  },
  /** GET /spaces/{space_id}/credentials. */
  spaceCredentials: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/spaces/{space_id}/credentials',
      { populated: { credentials: fixtures.spaceCredentials }, empty: { credentials: [] } },
      options,
    ),
  /** POST /spaces/{space_id}/credentials: the new credential with its secret. */
  createSpaceCredential: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/spaces/{space_id}/credentials',
      {
        populated: {
          credential: {
            ...buildSpaceCredential(),
            secret: 'fixture-secret',
            key: 'LENSEKEY0001:fixture-secret',
          },
        },
        status: 201,
      },
      options,
    ),
  /** DELETE /spaces/{space_id}/credentials/{credential_id}. */
  revokeSpaceCredential: (options?: MockOptions) =>
    mockEndpoint(
      'delete',
      '/spaces/{space_id}/credentials/{credential_id}',
      { populated: { status: buildStatus('Credential revoked') } },
      options,
    ),
  /** GET /spaces/{space_id}/guest_link: the fixture link (empty: guest uploads off). */
  guestLink: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/spaces/{space_id}/guest_link',
      { populated: () => ({ guest_link: buildOwnerGuestLink() }), empty: { guest_link: null } },
      options,
    ),
  /** PUT /spaces/{space_id}/guest_link: the link with the settings sent. */
  saveGuestLink: (options?: MockOptions) =>
    mockEndpoint(
      'put',
      '/spaces/{space_id}/guest_link',
      { populated: () => ({ guest_link: buildOwnerGuestLink() }) },
      options,
    ),
  /** DELETE /spaces/{space_id}/guest_link. */
  turnOffGuestLink: (options?: MockOptions) =>
    mockEndpoint(
      'delete',
      '/spaces/{space_id}/guest_link',
      { populated: { status: buildStatus('Guest uploads turned off') } },
      options,
    ),
  /** GET /guest_links/{token}: the fixture event as a guest sees it. */
  publicGuestLink: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/guest_links/{token}',
      { populated: () => ({ guest_link: buildPublicGuestLink() }) },
      options,
    ),
  /** POST /guest_links/{token}/guests: a guest named Wanjiru with an upload token. */
  joinGuestLink: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/guest_links/{token}/guests',
      {
        status: 201,
        populated: { guest: { id: 'guest-1', name: 'Wanjiru', token: `lg_${'a'.repeat(43)}` } },
      },
      options,
    ),
  /** GET /spaces/{space_id}/review: two guests' photos waiting (empty: none). */
  reviewQueue: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/spaces/{space_id}/review',
      {
        populated: () => ({
          photos: fixtures.photos.slice(0, 2).map((photo) => ({
            ...photo,
            state: 'hidden' as const,
            awaiting_review: true,
            uploader_name: 'Wanjiru',
          })),
          total: 2,
          has_more: false,
        }),
        empty: { photos: [], total: 0, has_more: false },
      },
      options,
    ),
  /** POST /spaces/{space_id}/review: one approved, none rejected. */
  decideReview: (options?: MockOptions) =>
    mockEndpoint('post', '/spaces/{space_id}/review', { populated: { approved: 1, rejected: 0 } }, options),
  /** GET /photos: one page of the public feed. */
  photoFeed: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/photos',
      {
        populated: {
          photos: fixtures.photos,
          spaces: [buildSpace()],
          sites: [],
          collection_spaces: [],
          watermarks: [],
          has_more_photos: false,
        },
        empty: {
          photos: [],
          spaces: [],
          sites: [],
          collection_spaces: [],
          watermarks: [],
          has_more_photos: false,
        },
      },
      options,
    ),
  /** GET /photos/{photo_id}: the first photo of the feed and its event. */
  photo: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/photos/{photo_id}',
      { populated: () => ({ data: fixtures.photos[0]!, space: { id: 'space-1', title: 'Summer Wedding' } }) },
      options,
    ),
  /** PATCH /photos/{photo_id}. */
  updatePhoto: (options?: MockOptions) =>
    mockEndpoint('patch', '/photos/{photo_id}', { populated: { data: buildPhoto() } }, options),
  /** PATCH /photos/{photo_id}/state. */
  setPhotoState: (options?: MockOptions) =>
    mockEndpoint(
      'patch',
      '/photos/{photo_id}/state',
      { populated: { data: buildPhoto({ state: 'hidden' }) } },
      options,
    ),
  /** DELETE /photos/{photo_id}. */
  deletePhoto: (options?: MockOptions) =>
    mockEndpoint(
      'delete',
      '/photos/{photo_id}',
      { populated: { status: buildStatus('Photo deleted') } },
      options,
    ),
  /** PATCH /spaces/{space_id}/photos: the named photos with the state and price asked. */
  updatePhotos: (options?: MockOptions) =>
    mockEndpoint(
      'patch',
      '/spaces/{space_id}/photos',
      {
        populated: async (request) => {
          const { photo_ids, ...changes } = (await request.clone().json()) as PhotoBatchUpdate;
          return { data: photo_ids.map((id) => buildPhoto({ id, ...changes })) };
        },
      },
      options,
    ),
  /** POST /spaces/{space_id}/photos/delete: as many deleted as named. */
  deletePhotos: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/spaces/{space_id}/photos/delete',
      {
        populated: async (request) => {
          const { photo_ids } = (await request.clone().json()) as { photo_ids: string[] };
          return { status: buildStatus('Photos deleted'), deleted: photo_ids.length };
        },
      },
      options,
    ),
  /** POST /presigned_urls: one PUT URL for one file. */
  presignedUrls: (options?: MockOptions) =>
    mockEndpoint('post', '/presigned_urls', { populated: () => buildPresignedUrls() }, options),
  /** POST /photos/{photo_id}/parts: one part for the file (a story's `putPart` stands in for the storage). */
  uploadParts: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/photos/{photo_id}/parts',
      {
        populated: {
          part_size: 5242880,
          parts: [
            { part_number: 1, url: 'https://storage.lense.test/spaces/space-1/part-1?signature=fixture' },
          ],
          expires_at: '2026-07-10T13:00:00.000Z',
        },
      },
      options,
    ),
  /** GET /photos/{photo_id}/upload: the photo is published. */
  uploadStatus: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/photos/{photo_id}/upload',
      { populated: { upload: { photo_id: 'photo-new', state: 'visible', error: null } } },
      options,
    ),
  /** POST /photos/{photo_id}/complete. */
  completePhoto: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/photos/{photo_id}/complete',
      { populated: { photo: { id: 'photo-new', state: 'visible', url: '/api/photos/photo-new/image' } } },
      options,
    ),
  /** GET /me/mpesa_account: the fixture paybill connected (empty: none connected). */
  mpesaAccount: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/me/mpesa_account',
      { populated: buildMpesaAccount(), empty: buildMpesaAccount(false) },
      options,
    ),
  /** PUT /me/mpesa_account: the paybill, now connected ('error' with 422 for keys M-Pesa refuses). */
  connectMpesa: (options?: MockOptions) =>
    mockEndpoint('put', '/me/mpesa_account', { populated: buildMpesaAccount() }, options),
  /** DELETE /me/mpesa_account: nothing connected any more. */
  disconnectMpesa: (options?: MockOptions) =>
    mockEndpoint('delete', '/me/mpesa_account', { populated: buildMpesaAccount(false) }, options),
  /**
   * POST /orders: the fixture order, `pending` (the PIN prompt is on its way) unless `status` says
   * otherwise ('failed': M-Pesa did not take the prompt). Refusals through the 'error' variant with
   * `checkoutErrors` (sales not open, invalid phone…).
   */
  createOrder: (options: OrderMockOptions = {}) =>
    mockEndpoint(
      'post',
      '/orders',
      { populated: buildOrder(options.status ?? 'pending'), status: 201 },
      options,
    ),
  /** GET /orders/{token}: the order behind the requested link, in `status` ('pending' unless given). */
  order: (options: OrderMockOptions = {}) =>
    mockEndpoint(
      'get',
      '/orders/{token}',
      {
        populated: (request) =>
          buildOrder(options.status ?? 'pending', { token: pathPart(request, 'orders') ?? '' }),
      },
      options,
    ),
  /** POST /orders/{token}/retry: the order waiting for the PIN again. */
  retryOrder: (options: OrderMockOptions = {}) =>
    mockEndpoint(
      'post',
      '/orders/{token}/retry',
      {
        populated: (request) =>
          buildOrder(options.status ?? 'pending', { token: pathPart(request, 'orders') ?? '' }),
      },
      options,
    ),
  /** GET /spaces/{space_id}/orders: a few orders in different statuses (empty: no sales yet). */
  spaceSales: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/spaces/{space_id}/orders',
      { populated: { orders: fixtures.sales }, empty: { orders: [] } },
      options,
    ),
  /** POST /spaces/{space_id}/orders/{order_id}/refund: the requested order, now refunded. */
  refundOrder: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/spaces/{space_id}/orders/{order_id}/refund',
      {
        populated: (request) => {
          const id = pathPart(request, 'orders') ?? '';
          const sale = fixtures.sales.find((candidate) => candidate.id === id) ?? buildSpaceSale({ id });
          return { ...sale, status: 'refunded' as const, refunded_at: '2026-07-13T09:00:00.000Z' };
        },
      },
      options,
    ),
  /** GET /dev/phone: one unanswered prompt on the simulator's phone (empty: none). */
  devPhone: (options?: MockOptions) =>
    mockEndpoint(
      'get',
      '/dev/phone',
      { populated: { prompts: fixtures.phonePrompts }, empty: { prompts: [] } },
      options,
    ),
  /** POST /dev/phone/prompts/{checkout_request_id}: the prompt, accepted and paid. */
  answerPhonePrompt: (options?: MockOptions) =>
    mockEndpoint(
      'post',
      '/dev/phone/prompts/{checkout_request_id}',
      {
        populated: (request) =>
          buildPhonePrompt({
            checkout_request_id: pathPart(request, 'prompts') ?? '',
            result_code: 0,
            result_desc: 'The service request is processed successfully.',
            receipt_number: 'TKA9B2C3D4',
          }),
      },
      options,
    ),
};

/** Every mock of {@link lenseMocks} with the same options, e.g. `setupServer(...lenseHandlers())`. */
export function lenseHandlers(options: MockOptions = {}) {
  return Object.values(lenseMocks).map((mock) => mock(options));
}
