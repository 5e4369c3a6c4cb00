import { lenseMocks } from '@lense/api-client/mocks';
import { displayTitle } from '@lense/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import {
  BARE_PUBLIC_SITE,
  publicSiteHandler,
  STORY_PHOTOS,
  STORY_PUBLIC_SITE,
  spacePhotosHandler,
} from './fixtures';
import { PublishedSitePage } from './PublishedSitePage';

const { site, collection, spaces, banner } = STORY_PUBLIC_SITE;

/** What the fixtures show as they are in every language: the organiser's words, places, comments, prices. */
const DATA = [
  site.title ?? '',
  site.description ?? '',
  collection?.name ?? '',
  collection?.description ?? '',
  banner?.description ?? '',
  ...spaces.flatMap((space) => [
    space.title,
    displayTitle(space.title),
    space.description ?? '',
    `· ${space.formatted_address ?? space.location}`,
  ]),
  ...Object.values(STORY_PHOTOS).flatMap((photos) => photos.flatMap((photo) => photo.comment ?? [])),
  ...[
    site.social_media_username_twitter,
    site.social_media_username_instagram,
    site.social_media_username_facebook,
  ].flatMap((name) => (name ? `@${name.replace(/^@+/, '')}` : [])),
  // The price badge's amount, written by the design system.
  'Ksh 500',
  // The bare site's heading, read from its name, and its initial standing in for an icon.
  'Kamau Birthdays',
  'K',
  // The social networks keep their names in every language.
  'Twitter',
  'Instagram',
  'Facebook',
].filter(Boolean);

/** The spaces' dates as the design system writes them (the pseudo-language formats as English). */
const DATES = [
  /^\d{1,2}( [A-Z][a-z]+)?( \d{4})? – \d{1,2} [A-Z][a-z]+ \d{4}$/,
  /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
];

const untranslated = (extra: string[] = []) =>
  untranslatedTexts(document.body, [...DATA, ...extra]).filter(
    (text) => !DATES.some((date) => date.test(text)),
  );

function render(
  handlers: MockHandlers,
  {
    name = 'ada-weddings',
    locale = 'pseudo',
    path = '/',
  }: { name?: string; locale?: DisplayLocale; path?: string } = {},
) {
  return renderWithApp(<PublishedSitePage name={name} />, { path, handlers, locale });
}

const FILLED = [publicSiteHandler(), spacePhotosHandler()];

describe('the published site comes from the catalogues', () => {
  it('a site whose collection has no name', async () => {
    render([publicSiteHandler({ ...BARE_PUBLIC_SITE, collection: null })], { name: 'kamau-birthdays' });
    await screen.findByRole('heading', { level: 1 });
    expect(untranslated()).toEqual([]);
  });

  it('a site with its contacts, spaces and photos', async () => {
    render(FILLED);
    await screen.findAllByRole('list', { name: /./ });
    expect(await screen.findAllByRole('img', { name: /./ })).toHaveLength(6);
    expect(untranslated()).toEqual([]);
  });

  it('a photo opened in the viewer, with its price and buy button', async () => {
    render(FILLED, { path: '/?photo=p-3' });
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
  });

  it('a site without a title, contacts or spaces', async () => {
    render([publicSiteHandler(BARE_PUBLIC_SITE), spacePhotosHandler()], { name: 'kamau-birthdays' });
    await screen.findByRole('heading', { level: 1 });
    expect(untranslated()).toEqual([]);
  });

  it('the site and its photos while they load, and spaces without photos or failing to load', async () => {
    const loading = render([lenseMocks.publicSite({ variant: 'slow' })]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    loading.unmount();

    const photosLoading = render([publicSiteHandler(), lenseMocks.space({ variant: 'slow' })]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(untranslated()).toEqual([]);
    photosLoading.unmount();

    // Once every space has answered, its spinner gives way to its note.
    const settled = () => waitFor(() => expect(screen.queryAllByRole('status')).toEqual([]));
    const empty = render([publicSiteHandler(), spacePhotosHandler({})]);
    await screen.findByRole('heading', { level: 1 });
    await settled();
    expect(untranslated()).toEqual([]);
    empty.unmount();

    render([publicSiteHandler(), lenseMocks.space({ variant: 'error' })]);
    await screen.findByRole('heading', { level: 1 });
    await settled();
    expect(untranslated()).toEqual([]);
  });

  it('an unknown site and a site that cannot be loaded', async () => {
    const unknown = render(
      [lenseMocks.publicSite({ variant: 'error', error: { status: 404, error: 'site not found' } })],
      { name: 'nobody' },
    );
    await screen.findByRole('link');
    expect(untranslated()).toEqual([]);
    unknown.unmount();

    render([lenseMocks.publicSite({ variant: 'error' })]);
    await screen.findByRole('button');
    // The error view's icon, hidden from screen readers, and the support address.
    expect(untranslated(['!', 'support@lense.app'])).toEqual([]);
  });
});

describe('the published site in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('a site with its contacts, spaces and photos', async () => {
    render(FILLED, { locale: 'sw' });
    const contact = await screen.findByRole('list', { name: 'Mawasiliano' });
    expect(within(contact).getByRole('link', { name: /^Barua pepe/ })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: /^Simu/ })).toBeInTheDocument();
    const photos = await screen.findByRole('list', { name: 'Picha za Smith & Jones Wedding' });
    expect(
      within(photos).getByRole('link', { name: /^Picha ya 2 ya Smith & Jones Wedding/ }),
    ).toBeInTheDocument();
    // The dates in Kiswahili: August is 'Ago'.
    expect(screen.getByText(/^15 Ago 2026/)).toBeInTheDocument();
    expect(screen.getByText('Imechapishwa kwa Lense')).toBeInTheDocument();
  });

  it('a site without spaces, an unknown site, and one that cannot be loaded', async () => {
    // A site whose collection has no name yet calls its spaces albums.
    const bare = render([publicSiteHandler({ ...BARE_PUBLIC_SITE, collection: null })], {
      name: 'kamau-birthdays',
      locale: 'sw',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Albamu' })).toBeInTheDocument();
    expect(screen.getByText('Albamu za tovuti hii zitaonekana hapa.')).toBeInTheDocument();
    bare.unmount();

    const unknown = render(
      [lenseMocks.publicSite({ variant: 'error', error: { status: 404, error: 'site not found' } })],
      { name: 'nobody', locale: 'sw' },
    );
    expect(await screen.findByRole('link', { name: 'Nenda kwenye Lense' })).toBeInTheDocument();
    unknown.unmount();

    render([lenseMocks.publicSite({ variant: 'error' })], { locale: 'sw' });
    expect(await screen.findByText('Imeshindwa kupata data')).toBeInTheDocument();
  });
});
