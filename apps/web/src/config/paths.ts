/**
 * Every route of the app, as a route pattern (`path`) and an href builder (`href`/call).
 * Screens and links use these instead of string literals.
 */
type Id = string | number;
const enc = (id: Id) => encodeURIComponent(String(id));

const spaceBase = (id: Id) => `/spaces/${enc(id)}`;

/** Management panels of a space, in their display order, with their path segment. */
export const SPACE_MANAGE_OPTIONS = [
  'shared-media',
  'api',
  'socials',
  'edit',
  'switch',
  'watermark',
  'subspaces',
  'shares',
] as const;
export type SpaceManageOption = (typeof SPACE_MANAGE_OPTIONS)[number];

/** Settings panels of a site. */
export const SITE_SETTINGS_OPTIONS = ['details', 'banner', 'icon'] as const;
export type SiteSettingsOption = (typeof SITE_SETTINGS_OPTIONS)[number];

export const paths = {
  root: { path: '/', href: () => '/' },
  home: { path: '/home', href: () => '/home' },
  login: { path: '/login', href: () => '/login' },
  signin: { path: '/signin', href: () => '/signin' },
  signup: { path: '/signup', href: () => '/signup' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  passwordEdit: {
    path: '/password/edit',
    href: (resetPasswordToken?: string) =>
      resetPasswordToken
        ? `/password/edit?reset_password_token=${encodeURIComponent(resetPasswordToken)}`
        : '/password/edit',
  },
  discover: { path: '/discover', href: () => '/discover' },
  faq: { path: '/faq', href: () => '/faq' },
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy' },
  cookiePolicy: { path: '/cookie-policy', href: () => '/cookie-policy' },
  termsOfService: { path: '/terms-of-service', href: () => '/terms-of-service' },
  help: { path: '/help', href: () => '/help' },
  confirmation: { path: '/confirmation', href: () => '/confirmation' },
  exitSurvey: {
    path: '/exit-survey/:deletionToken',
    href: (deletionToken: string) => `/exit-survey/${encodeURIComponent(deletionToken)}`,
  },
  closure: { path: '/closure', href: () => '/closure' },

  spaces: { path: '/spaces', href: () => '/spaces' },
  spaceNew: { path: '/spaces/new', href: () => '/spaces/new' },
  space: {
    path: '/spaces/:spaceId',
    href: spaceBase,
    edit: { path: '/spaces/:spaceId/edit', href: (id: Id) => `${spaceBase(id)}/edit` },
    view: { path: '/spaces/:spaceId/view', href: (id: Id) => `${spaceBase(id)}/view` },
    upload: { path: '/spaces/:spaceId/upload', href: (id: Id) => `${spaceBase(id)}/upload` },
    details: { path: '/spaces/:spaceId/details', href: (id: Id) => `${spaceBase(id)}/details` },
    qr: { path: '/spaces/:spaceId/qr', href: (id: Id) => `${spaceBase(id)}/qr` },
    manage: {
      path: '/spaces/:spaceId/manage',
      href: (id: Id) => `${spaceBase(id)}/manage`,
      option: {
        path: '/spaces/:spaceId/manage/:option',
        href: (id: Id, option: SpaceManageOption) => `${spaceBase(id)}/manage/${option}`,
      },
    },
    photo: {
      path: '/spaces/:spaceId/photos/:photoId',
      href: (id: Id, photoId: Id) => `${spaceBase(id)}/photos/${enc(photoId)}`,
    },
  },
  sites: { path: '/sites', href: () => '/sites' },
  siteSettings: {
    path: '/sites/:siteId/settings/:option',
    href: (siteId: Id, option: SiteSettingsOption = 'details') => `/sites/${enc(siteId)}/settings/${option}`,
  },
  collections: { path: '/collections', href: () => '/collections' },
  collectionSettings: {
    path: '/collections/:collectionId/settings',
    href: (collectionId: Id) => `/collections/${enc(collectionId)}/settings`,
  },
  plansSelect: { path: '/plans/select', href: () => '/plans/select' },
  planSubscribe: {
    path: '/plans/:subscriptionTypeId/subscribe',
    href: (subscriptionTypeId: Id) => `/plans/${enc(subscriptionTypeId)}/subscribe`,
  },
  settings: { path: '/settings', href: () => '/settings' },
} as const;

/** Route patterns only signed-in visitors may open (others go to the login page). */
export const SIGNED_IN_PATHS: readonly string[] = [
  paths.spaces.path,
  paths.spaceNew.path,
  paths.space.path,
  paths.space.edit.path,
  paths.space.view.path,
  paths.space.upload.path,
  paths.space.details.path,
  paths.space.qr.path,
  paths.space.manage.path,
  paths.space.manage.option.path,
  paths.space.photo.path,
  paths.sites.path,
  paths.siteSettings.path,
  paths.collections.path,
  paths.collectionSettings.path,
  paths.plansSelect.path,
  paths.planSubscribe.path,
  paths.settings.path,
];
