import { buildPublicGuestLink, fixtures, ORDER_TOKEN } from '@lense/api-client/mocks';
import { titleCase } from '@lense/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../app/routes';
import { paths, SITE_SETTINGS_OPTIONS, SPACE_MANAGE_OPTIONS } from '../config/paths';
import { SOCIAL_LINKS } from '../content/contact';
import { LINK_TOKEN } from '../features/guest-upload/fixtures';
import { SIGNED_IN, TEST_USER } from '../testing/fakes';
import { renderWithApp } from '../testing/renderApp';
import { untranslatedTexts } from '../testing/untranslated';

// Every route of the app in the pseudo-language, with the populated mocks: a text that bypasses the
// catalogues on any screen shows up here, also on screens whose own tests do not look for it.

/** Every text of the fixtures, as shown and title-cased: the screens' data, the same in every language. */
function fixtureTexts(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    found.add(value.trim());
    found.add(titleCase(value).trim());
  } else if (Array.isArray(value)) {
    for (const item of value) fixtureTexts(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) fixtureTexts(item, found);
  }
  return found;
}

// The logo, the languages' own names and the social networks' are names in every language.
const NAMES = ['L', 'Lense', 'English', 'Kiswahili', ...SOCIAL_LINKS.map((link) => link.name)];
// Users' full names, as the screens join them.
const USER_NAMES = [TEST_USER, fixtures.user].map((user) => `${user.first_name} ${user.last_name}`);
const DATA = [...NAMES, ...USER_NAMES, ...fixtureTexts([fixtures, buildPublicGuestLink(), TEST_USER])];

const space = fixtures.spaces[0]!.id;
const site = fixtures.sites[0]!.id;

const publicRoutes = [
  paths.root(),
  paths.faq(),
  paths.privacyPolicy(),
  paths.termsOfService(),
  paths.help(),
  paths.closure(),
  paths.forgotPassword(),
  paths.passwordEdit('reset-token'),
  paths.discover(),
  paths.exitSurvey('deletion-token'),
  paths.order(ORDER_TOKEN),
  paths.guestUpload(LINK_TOKEN),
  paths.space.view(space),
  paths.space.details(space),
  paths.space.qr(space),
  paths.space.checkout(space),
  paths.space.live(space),
  paths.space.poster(space),
  paths.login(),
  paths.signup(),
  '/nowhere',
];

const signedInRoutes = [
  paths.plansSelect(),
  paths.planSubscribe(fixtures.subscriptionTypes[1]!.id),
  paths.settings(),
  paths.spaces(),
  paths.spaceNew(),
  paths.space.edit(space),
  paths.space.upload(space),
  ...SPACE_MANAGE_OPTIONS.map((option) => paths.space.manage.option(space, option)),
  paths.space.photo(space, fixtures.photos[0]!.id),
  paths.space.sales(space),
  paths.sites(),
  ...SITE_SETTINGS_OPTIONS.map((option) => paths.siteSettings(site, option)),
  paths.collections(),
  paths.collectionSettings(fixtures.collections[0]!.id),
];

/** Waits until the screen has loaded its code and data and shows a heading. */
async function loadedScreen(): Promise<void> {
  await waitFor(() => {
    expect(document.querySelector('[data-chunk-loading], [aria-busy="true"]')).toBeNull();
    expect(within(screen.getByRole('main')).getAllByRole('heading').length).toBeGreaterThan(0);
  });
}

describe('every route speaks through the catalogues', () => {
  it.each(publicRoutes)('%s, signed out', async (path) => {
    renderWithApp(<AppRoutes />, { path, locale: 'pseudo' });
    await loadedScreen();
    expect(untranslatedTexts(document.body, DATA)).toEqual([]);
  });

  it.each(signedInRoutes)('%s, signed in', async (path) => {
    renderWithApp(<AppRoutes />, { path, locale: 'pseudo', session: SIGNED_IN });
    await loadedScreen();
    expect(untranslatedTexts(document.body, DATA)).toEqual([]);
  });
});
