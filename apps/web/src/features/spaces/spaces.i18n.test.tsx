import { lenseMocks } from '@lense/api-client/mocks';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { rememberNewlyCreatedSpace } from '../../lib/newlyCreatedSpace';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { EditSpacePage } from './EditSpacePage';
import { NewSpacePage } from './NewSpacePage';
import { SpaceDetailsPage } from './SpaceDetailsPage';
import { SpaceQrPage } from './SpaceQrPage';
import { SpacesPage } from './SpacesPage';
import { SpaceViewPage } from './SpaceViewPage';
import { SPACE_ID, SpaceRoute, STORY_SPACES, spaceHandler, spacesHandler, storyPhotos } from './testSupport';

const NOW = () => new Date(2026, 6, 1, 9, 0);
const ORIGIN = 'https://lense.test';
const SPACE = STORY_SPACES[0]!;
const PHOTOS = storyPhotos(3, (index) => (index === 1 ? { comment: 'Backstage' } : {}));

/** What the fixtures show as they are in every language: titles, places, dates, comments, prices, links. */
const DATA = [
  ...STORY_SPACES.flatMap((space) => (space.location ? [space.title, space.location] : [space.title])),
  'Summer Festival By The Lake',
  "Amani & Baraka's Wedding",
  'Nairobi Tech Week 2031',
  'Community Marathon',
  'Lakeside Park, Springfield',
  'Three days of music by the lake',
  'Backstage',
  'Ksh',
  '· Lakeside Park',
  `${ORIGIN}/spaces/${SPACE_ID}`,
  // The icon of the error view and of the delete dialog, hidden from screen readers.
  '!',
];
/** The dates the screens write, in English (the pseudo-language formats as English). */
const DATES = [
  // A range: '1 Jun 2026 – 31 Dec 2030', '10 – 12 Jul 2026'.
  /^\d{1,2}( [A-Z][a-z]+)?( \d{4})? – \d{1,2} [A-Z][a-z]+ \d{4}$/,
  /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
  // A whole date, in the test browser's language: 'Monday, June 1, 2026'.
  /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/,
];

const untranslated = (extra: string[] = []) =>
  untranslatedTexts(document.body, [...DATA, ...extra]).filter(
    (text) => !DATES.some((date) => date.test(text)),
  );

function render(ui: ReactNode, path: string, handlers: MockHandlers = [], locale: DisplayLocale = 'pseudo') {
  return renderWithApp(ui, { path, session: SIGNED_IN, handlers, locale });
}

const inSpace = (path: string, element: ReactNode) => <SpaceRoute path={path} element={element} />;
const flush = () => act(async () => {});

afterEach(() => sessionStorage.clear());

describe('the spaces screens come from the catalogues', () => {
  it('the list of spaces, with its filters and the newly created mark', async () => {
    rememberNewlyCreatedSpace(SPACE.id);
    render(<SpacesPage />, paths.spaces(), [spacesHandler(STORY_SPACES, true)]);
    await screen.findAllByRole('article');
    expect(untranslated()).toEqual([]);
  });

  it('the list while it loads, when it is empty and when it fails', async () => {
    const { unmount } = render(<SpacesPage />, paths.spaces(), [lenseMocks.spaces({ variant: 'slow' })]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    unmount();

    const empty = render(<SpacesPage />, paths.spaces(), [spacesHandler([])]);
    await screen.findByRole('link', { name: /./ });
    expect(untranslated()).toEqual([]);
    empty.unmount();

    render(<SpacesPage />, paths.spaces(), [lenseMocks.spaces({ variant: 'error' })]);
    await screen.findByRole('button', { name: /./ });
    expect(untranslated(['support@lense.app'])).toEqual([]);
  });

  it('the list with a search nothing matches', async () => {
    render(<SpacesPage />, paths.spaces(), [spacesHandler(STORY_SPACES)]);
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzzz' } });
    expect(untranslated(['zzzz'])).toEqual([]);
  });

  it('the new-space form, with its validation errors', async () => {
    render(<NewSpacePage now={NOW} />, paths.spaceNew());
    expect(untranslated()).toEqual([]);
    const field = (name: string) => document.querySelector(`[name="${name}"]`)!;
    fireEvent.change(field('end_date'), { target: { value: '2026-06-30' } });
    fireEvent.change(field('location_url'), { target: { value: 'lakeside park' } });
    fireEvent.submit(screen.getByRole('form'));
    await flush();
    expect(screen.getAllByRole('textbox').some((box) => box.getAttribute('aria-invalid') === 'true')).toBe(
      true,
    );
    expect(untranslated(['lakeside park'])).toEqual([]);
  });

  it('the edit form of the owner, its delete confirmation, and the page of another user', async () => {
    const { unmount } = render(
      inSpace(paths.space.edit.path, <EditSpacePage />),
      paths.space.edit(SPACE_ID),
      [spaceHandler(SPACE)],
    );
    const buttons = await screen.findAllByRole('button');
    fireEvent.click(
      buttons.find((button) => button.getAttribute('data-variant') === 'danger') ?? buttons[0]!,
    );
    await screen.findByRole('dialog');
    expect(untranslated()).toEqual([]);
    unmount();

    render(inSpace(paths.space.edit.path, <EditSpacePage />), paths.space.edit(SPACE_ID), [
      spaceHandler({ ...SPACE, owner: false, user_id: 'user-2' }),
    ]);
    await screen.findByRole('heading', { level: 1 });
    expect(untranslated()).toEqual([]);
  });

  it('a space while it loads, when it fails and when it is not found', async () => {
    const view = inSpace(paths.space.view.path, <SpaceViewPage />);
    const loading = render(view, paths.space.view(SPACE_ID), [lenseMocks.space({ variant: 'slow' })]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    loading.unmount();

    const failed = render(view, paths.space.view(SPACE_ID), [lenseMocks.space({ variant: 'error' })]);
    await screen.findByRole('button');
    expect(untranslated(['support@lense.app'])).toEqual([]);
    failed.unmount();

    render(view, paths.space.view(SPACE_ID), [
      lenseMocks.space({ variant: 'error', error: { status: 404, error: 'space not found' } }),
    ]);
    await screen.findByRole('link');
    expect(untranslated()).toEqual([]);
  });

  it("a space's photos, as its owner and as a visitor, and without photos", async () => {
    const view = inSpace(paths.space.view.path, <SpaceViewPage />);
    const owner = render(view, paths.space.view(SPACE_ID), [spaceHandler(SPACE, PHOTOS)]);
    await screen.findAllByRole('img');
    expect(untranslated()).toEqual([]);
    owner.unmount();

    const visitor = render(view, paths.space.view(SPACE_ID), [
      spaceHandler({ ...SPACE, owner: false, user_id: 'user-2', allow_downloads: true }, PHOTOS),
    ]);
    await screen.findAllByRole('img');
    // The visitor's cart link belongs to the checkout's screens.
    const cart = screen.queryByRole('link', { name: /cart/i });
    expect(untranslated(cart ? [cart.textContent ?? ''] : [])).toEqual([]);
    visitor.unmount();

    render(view, paths.space.view(SPACE_ID), [spaceHandler(SPACE, [])]);
    await screen.findByRole('heading', { level: 1 });
    await flush();
    expect(untranslated()).toEqual([]);
  });

  it("a space's details and its QR code", async () => {
    const details = render(
      inSpace(paths.space.details.path, <SpaceDetailsPage origin={ORIGIN} />),
      paths.space.details(SPACE_ID),
      [spaceHandler({ ...SPACE, location_url: 'https://maps.example/lakeside', formatted_address: null })],
    );
    await screen.findByRole('heading', { level: 1 });
    expect(untranslated()).toEqual([]);
    details.unmount();

    render(inSpace(paths.space.qr.path, <SpaceQrPage origin={ORIGIN} />), paths.space.qr(SPACE_ID), [
      spaceHandler(SPACE),
    ]);
    await screen.findByRole('heading', { level: 1 });
    expect(untranslated()).toEqual([]);
  });
});

describe('the spaces screens in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('the list, the new-space form and a space', async () => {
    const list = render(<SpacesPage />, paths.spaces(), [spacesHandler(STORY_SPACES)], 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Albamu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Albamu mpya' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Tafuta albamu' })).toBeInTheDocument();
    list.unmount();

    const form = render(<NewSpacePage now={NOW} />, paths.spaceNew(), [], 'sw');
    expect(screen.getByRole('heading', { level: 1, name: 'Albamu mpya' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unda albamu' }));
    await flush();
    expect(screen.getByLabelText('Kichwa')).toHaveAccessibleDescription('Tafadhali andika kichwa');
    form.unmount();

    render(
      inSpace(paths.space.view.path, <SpaceViewPage />),
      paths.space.view(SPACE_ID),
      [spaceHandler(SPACE, PHOTOS)],
      'sw',
    );
    const grid = await screen.findByRole('list', { name: 'Picha' });
    expect(
      within(grid).getByRole('link', { name: /^Picha ya 1 ya Summer Festival By The Lake/ }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pakia picha' })).toBeInTheDocument();
    // The dates in Kiswahili.
    expect(screen.getByText(/Jun 2026/)).toBeInTheDocument();
  });
});
