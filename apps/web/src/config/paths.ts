/**
 * Every route of the app. Each entry is an href builder carrying its route pattern:
 * `paths.space.view(id)` → '/spaces/7/view', `paths.space.view.path` → '/spaces/:spaceId/view'.
 * Screens and links use these instead of string literals.
 */
type Id = string | number;
const enc = (id: Id) => encodeURIComponent(String(id));

/** An href builder with its route pattern. */
export type RoutePath<Build extends (...args: never[]) => string> = Build & { readonly path: string };

function route<Build extends (...args: never[]) => string>(path: string, build: Build): RoutePath<Build>;
function route(path: string): RoutePath<() => string>;
function route(path: string, build?: (...args: never[]) => string) {
  return Object.assign(build ?? (() => path), { path });
}

/** Management panels of a space, with their path segment. */
export const SPACE_MANAGE_OPTIONS = [
  'shared-media',
  'api',
  'socials',
  'edit',
  'switch',
  'watermark',
  'guests',
  'review',
  'subspaces',
  'shares',
] as const;
export type SpaceManageOption = (typeof SPACE_MANAGE_OPTIONS)[number];

/** Settings panels of a site. */
export const SITE_SETTINGS_OPTIONS = ['details', 'banner', 'icon'] as const;
export type SiteSettingsOption = (typeof SITE_SETTINGS_OPTIONS)[number];

const spaceBase = (id: Id) => `/spaces/${enc(id)}`;

export const paths = {
  root: route('/'),
  home: route('/home'),
  login: route('/login'),
  signin: route('/signin'),
  signup: route('/signup'),
  forgotPassword: route('/forgot-password'),
  passwordEdit: route('/password/edit', (resetPasswordToken?: string) =>
    resetPasswordToken
      ? `/password/edit?reset_password_token=${encodeURIComponent(resetPasswordToken)}`
      : '/password/edit',
  ),
  discover: route('/discover'),
  faq: route('/faq'),
  privacyPolicy: route('/privacy-policy'),
  cookiePolicy: route('/cookie-policy'),
  termsOfService: route('/terms-of-service'),
  help: route('/help'),
  confirmation: route('/confirmation'),
  exitSurvey: route(
    '/exit-survey/:deletionToken',
    (deletionToken: string) => `/exit-survey/${enc(deletionToken)}`,
  ),
  closure: route('/closure'),
  /** The page a guest link opens (its QR code): guests upload photos to the event without an account. */
  guestUpload: route('/g/:token', (token: string) => `/g/${enc(token)}`),
  /** A buyer's order, behind its unguessable link (also in the receipt mail): no account needed. */
  order: route('/orders/:token', (token: string) => `/orders/${enc(token)}`),

  spaces: route('/spaces'),
  spaceNew: route('/spaces/new'),
  space: Object.assign(route('/spaces/:spaceId', spaceBase), {
    edit: route('/spaces/:spaceId/edit', (id: Id) => `${spaceBase(id)}/edit`),
    view: route('/spaces/:spaceId/view', (id: Id) => `${spaceBase(id)}/view`),
    upload: route('/spaces/:spaceId/upload', (id: Id) => `${spaceBase(id)}/upload`),
    details: route('/spaces/:spaceId/details', (id: Id) => `${spaceBase(id)}/details`),
    qr: route('/spaces/:spaceId/qr', (id: Id) => `${spaceBase(id)}/qr`),
    /** The full-screen slideshow of a space for a venue's TV: public, outside the app's frame. */
    live: route('/spaces/:spaceId/live', (id: Id) => `${spaceBase(id)}/live`),
    poster: route('/spaces/:spaceId/poster', (id: Id) => `${spaceBase(id)}/poster`),
    /** A visitor's cart of the space's priced photos and the M-Pesa checkout: public. */
    checkout: route('/spaces/:spaceId/checkout', (id: Id) => `${spaceBase(id)}/checkout`),
    /** The owner's orders of the space's photos, paid with M-Pesa. */
    sales: route('/spaces/:spaceId/sales', (id: Id) => `${spaceBase(id)}/sales`),
    manage: Object.assign(
      route('/spaces/:spaceId/manage', (id: Id) => `${spaceBase(id)}/manage`),
      {
        option: route(
          '/spaces/:spaceId/manage/:option',
          (id: Id, option: SpaceManageOption) => `${spaceBase(id)}/manage/${option}`,
        ),
      },
    ),
    photo: route(
      '/spaces/:spaceId/photos/:photoId',
      (id: Id, photoId: Id) => `${spaceBase(id)}/photos/${enc(photoId)}`,
    ),
  }),
  sites: route('/sites'),
  siteSettings: route(
    '/sites/:siteId/settings/:option',
    (siteId: Id, option: SiteSettingsOption = 'details') => `/sites/${enc(siteId)}/settings/${option}`,
  ),
  collections: route('/collections'),
  collectionSettings: route(
    '/collections/:collectionId/settings',
    (collectionId: Id) => `/collections/${enc(collectionId)}/settings`,
  ),
  plansSelect: route('/plans/select'),
  planSubscribe: route(
    '/plans/:subscriptionTypeId/subscribe',
    (subscriptionTypeId: Id) => `/plans/${enc(subscriptionTypeId)}/subscribe`,
  ),
  settings: route('/settings'),
};

/**
 * Route patterns only signed-in visitors may open (others go to the login page). A space's view, details
 * and QR code are public: anyone may view a space, see its QR code and copy its link (spec, section 6).
 */
export const SIGNED_IN_PATHS: readonly string[] = [
  paths.spaces.path,
  paths.spaceNew.path,
  paths.space.edit.path,
  paths.space.upload.path,
  paths.space.manage.path,
  paths.space.manage.option.path,
  paths.space.photo.path,
  paths.space.poster.path,
  paths.space.sales.path,
  paths.sites.path,
  paths.siteSettings.path,
  paths.collections.path,
  paths.collectionSettings.path,
  paths.plansSelect.path,
  paths.planSubscribe.path,
  paths.settings.path,
];
