import { paths } from '../config/paths';

/** A route named by the screen itself once its data is here (`usePageTitle`), e.g. an event's title. */
export const OWN_TITLE = null;

/**
 * The name of every route in the browser's tab and history, by pattern. A test checks that every pattern
 * of `paths` has one, so a new screen cannot go unnamed.
 */
export const ROUTE_TITLES: ReadonlyArray<readonly [pattern: string, title: string | typeof OWN_TITLE]> = [
  [paths.root.path, 'Event photos, together'],
  [paths.home.path, 'Event photos, together'],
  [paths.login.path, 'Sign in'],
  [paths.signin.path, 'Sign in'],
  [paths.signup.path, 'Sign up'],
  [paths.forgotPassword.path, 'Forgot password'],
  [paths.passwordEdit.path, 'Change password'],
  [paths.discover.path, 'Discover'],
  [paths.faq.path, 'FAQ'],
  [paths.privacyPolicy.path, 'Privacy policy'],
  [paths.cookiePolicy.path, 'Cookie policy'],
  [paths.termsOfService.path, 'Terms of service'],
  [paths.help.path, 'Help'],
  [paths.confirmation.path, 'Confirm your account'],
  [paths.exitSurvey.path, 'Delete your account'],
  [paths.closure.path, 'Account deleted'],
  [paths.guestUpload.path, OWN_TITLE],
  [paths.order.path, 'Your order'],
  [paths.spaces.path, 'Spaces'],
  [paths.spaceNew.path, 'New space'],
  [paths.space.path, OWN_TITLE],
  [paths.space.edit.path, OWN_TITLE],
  [paths.space.view.path, OWN_TITLE],
  [paths.space.upload.path, OWN_TITLE],
  [paths.space.details.path, OWN_TITLE],
  [paths.space.qr.path, OWN_TITLE],
  [paths.space.live.path, OWN_TITLE],
  [paths.space.poster.path, OWN_TITLE],
  [paths.space.manage.path, OWN_TITLE],
  [paths.space.manage.option.path, OWN_TITLE],
  [paths.space.photo.path, OWN_TITLE],
  [paths.space.sales.path, OWN_TITLE],
  [paths.space.checkout.path, OWN_TITLE],
  [paths.sites.path, 'Sites'],
  [paths.siteSettings.path, 'Site settings'],
  [paths.collections.path, 'Collections'],
  [paths.collectionSettings.path, 'Collection settings'],
  [paths.plansSelect.path, 'Plans'],
  [paths.planSubscribe.path, 'Start your plan'],
  [paths.settings.path, 'Settings'],
];

/** What an address no route knows is called. */
export const NOT_FOUND_TITLE = 'Page not found';
