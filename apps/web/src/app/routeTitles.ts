import { paths } from '../config/paths';
import type english from '../i18n/en/titles.json';

/** A page's name in the titles' catalogue. */
export type TitleKey = keyof typeof english;

/** A route named by the screen itself once its data is here (`usePageTitle`), e.g. an event's title. */
export const OWN_TITLE = null;

/**
 * The name of every route in the browser's tab and history (its key in the titles' catalogue), by pattern. A test checks that every pattern
 * of `paths` has one, so a new screen cannot go unnamed.
 */
export const ROUTE_TITLES: ReadonlyArray<readonly [pattern: string, title: TitleKey | typeof OWN_TITLE]> = [
  [paths.root.path, 'eventPhotosTogether'],
  [paths.home.path, 'eventPhotosTogether'],
  [paths.login.path, 'signIn'],
  [paths.signin.path, 'signIn'],
  [paths.signup.path, 'signUp'],
  [paths.forgotPassword.path, 'forgotPassword'],
  [paths.passwordEdit.path, 'changePassword'],
  [paths.discover.path, 'discover'],
  [paths.faq.path, 'faq'],
  [paths.privacyPolicy.path, 'privacyPolicy'],
  [paths.cookiePolicy.path, 'cookiePolicy'],
  [paths.termsOfService.path, 'termsOfService'],
  [paths.help.path, 'help'],
  [paths.confirmation.path, 'confirmYourAccount'],
  [paths.exitSurvey.path, 'deleteYourAccount'],
  [paths.closure.path, 'accountDeleted'],
  [paths.guestUpload.path, OWN_TITLE],
  [paths.order.path, 'yourOrder'],
  [paths.spaces.path, 'spaces'],
  [paths.spaceNew.path, 'newSpace'],
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
  [paths.sites.path, 'sites'],
  [paths.siteSettings.path, 'siteSettings'],
  [paths.collections.path, 'collections'],
  [paths.collectionSettings.path, 'collectionSettings'],
  [paths.plansSelect.path, 'plans'],
  [paths.planSubscribe.path, 'startYourPlan'],
  [paths.settings.path, 'settings'],
];

/** What an address no route knows is called. */
export const NOT_FOUND_TITLE: TitleKey = 'pageNotFound';
