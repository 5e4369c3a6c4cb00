import { HttpResponse, http, lenseMocks } from '@lense/api-client/mocks';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { DiscoverPage } from './DiscoverPage';
import { feedHandler } from './feedFixtures';

/** What the fixtures show as they are in every language: the events, the photos' comments, the prices. */
const DATA = [
  'Summer Festival',
  'Winter Gala',
  'City Marathon',
  'Sunset on stage',
  'The finish line',
  'Opening night',
  'Ksh 1,500',
  'Ksh 250',
  // The icons of the error view and of the back-to-top button.
  '!',
  '↑',
];

function setPage(scrollY: number, pageHeight: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
}

const render = (handlers: MockHandlers, locale: DisplayLocale = 'pseudo') =>
  renderWithApp(<DiscoverPage />, { path: '/discover', handlers, locale });
const untranslated = (extra: string[] = []) => untranslatedTexts(document.body, [...DATA, ...extra]);

describe('the discover feed comes from the catalogues', () => {
  // jsdom has no layout: a page of height 0 counts as scrolled to the end, so give it a tall one.
  beforeEach(() => setPage(0, 100_000));
  afterEach(() => setPage(0, 0));

  it('while the first page loads', () => {
    render([lenseMocks.photoFeed({ variant: 'slow' })]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('with photos, each named by its comment or its place in its event', async () => {
    render([feedHandler({ total: 7 })]);
    expect(await screen.findAllByRole('img')).toHaveLength(7);
    expect(untranslated()).toEqual([]);
  });

  it('when a later page fails', async () => {
    render([
      http.get('*/api/photos', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ error: 'internal server error' }, { status: 500 })
          : undefined,
      ),
      feedHandler({ total: 30, pageSize: 24 }),
    ]);
    await screen.findAllByRole('img');
    setPage(9_000, 10_000);
    await act(async () => {
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('when the feed fails, and when a search finds nothing', async () => {
    const failed = render([lenseMocks.photoFeed({ variant: 'error' })]);
    await screen.findByRole('button', { name: /./ });
    expect(untranslated()).toEqual([]);
    failed.unmount();

    render([feedHandler({ total: 3 })]);
    await screen.findAllByRole('img');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'bake sale' } });
    fireEvent.submit(screen.getByRole('searchbox').closest('form')!);
    await act(async () => {});
    await screen.findByText(/bake sale/);
    expect(untranslated()).toEqual([]);
  });
});

describe('the discover feed in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('names its heading, search and photos in Kiswahili', async () => {
    render([feedHandler({ total: 3 })], 'sw');
    expect(screen.getByRole('heading', { level: 1, name: 'Gundua' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Andika jina la tukio')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Picha' });
    expect(within(grid).getByRole('link', { name: /^Picha ya 1 ya Summer Festival/ })).toBeInTheDocument();
  });
});
