import { HttpResponse, http } from '@lense/api-client/mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../testing/renderApp';
import { DiscoverPage } from './DiscoverPage';
import { feedHandler, feedPhotos } from './feedFixtures';

function setPage(scrollY: number, pageHeight: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
}

const tiles = () => document.querySelectorAll('[data-masonry-tile]');

describe('DiscoverPage', () => {
  // jsdom has no layout: a page of height 0 counts as scrolled to the end, so give it a tall one.
  beforeEach(() => setPage(0, 100_000));
  afterEach(() => setPage(0, 0));

  it('keeps at most 100 tiles in the DOM with 10,000 photos', async () => {
    renderWithApp(<DiscoverPage />, {
      path: '/discover',
      handlers: [feedHandler({ total: 10_000, pageSize: 10_000, offline: false })],
    });
    await screen.findByRole('list', { name: 'Photos' });
    expect(tiles().length).toBeGreaterThan(0);
    expect(tiles().length).toBeLessThanOrEqual(100);
  });

  it('links every photo to its own address in the viewer, and names and links its event', async () => {
    renderWithApp(<DiscoverPage />, { path: '/discover', handlers: [feedHandler({ total: 3 })] });
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/discover?photo=photo-1',
      '/spaces/space-1/view',
      '/discover?photo=photo-2',
      '/spaces/space-2/view',
      '/discover?photo=photo-3',
      '/spaces/space-3/view',
    ]);
    // Each tile is named by its comment, else by its place among its event's photos, then its price.
    const tiles = within(screen.getByRole('list', { name: 'Photos' }));
    expect(tiles.getByRole('link', { name: 'Photo 1 of Summer Festival Free' })).toHaveAttribute(
      'href',
      '/discover?photo=photo-1',
    );
    expect(tiles.getByRole('link', { name: 'Sunset on stage Ksh 1,500' })).toHaveAttribute(
      'href',
      '/discover?photo=photo-2',
    );
    expect(tiles.getByRole('link', { name: 'Photo 1 of City Marathon Free' })).toHaveAttribute(
      'href',
      '/discover?photo=photo-3',
    );
    expect(screen.getByRole('link', { name: 'Winter Gala' })).toHaveAttribute('href', '/spaces/space-2/view');
  });

  it('opens the photo named in the address in the viewer, and closing removes it', async () => {
    renderWithApp(<DiscoverPage />, {
      path: '/discover?photo=photo-2',
      handlers: [feedHandler({ total: 3 })],
    });
    const viewer = await screen.findByRole('dialog', { name: 'Sunset on stage' });
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a shared photo that is not on the loaded pages on its own, and closing removes it', async () => {
    // Without a comment, a photo shown on its own is named by its event.
    const shared = { ...feedPhotos(1, 99)[0]!, comment: null };
    const asked: string[] = [];
    const { location } = renderWithApp(<DiscoverPage />, {
      path: '/discover?photo=photo-100',
      handlers: [
        feedHandler({ total: 3 }),
        http.get('*/api/photos/:id', ({ params }) => {
          asked.push(String(params.id));
          return HttpResponse.json({ data: shared, space: { id: 'space-9', title: 'harbour lights' } });
        }),
      ],
    });
    const viewer = await screen.findByRole('dialog', { name: 'Photo of Harbour Lights' });
    expect(within(viewer).getByText('1 of 1')).toBeInTheDocument();
    expect(asked).toEqual(['photo-100']);
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/discover');
  });

  it('restarts from page 1 with the search term', async () => {
    const queries: string[] = [];
    renderWithApp(<DiscoverPage />, {
      path: '/discover',
      handlers: [feedHandler({ total: 3, onRequest: (query) => queries.push(query.toString()) })],
    });
    await screen.findAllByRole('link');
    const search = screen.getByPlaceholderText('Enter event name');
    fireEvent.change(search, { target: { value: 'gala' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(queries).toContain('detailed=true&search_term=gala&page=1'));
  });

  it('loads the next page once scrolling passes 70% of the page height', async () => {
    const pages: string[] = [];
    renderWithApp(<DiscoverPage />, {
      path: '/discover',
      handlers: [
        feedHandler({ total: 48, pageSize: 24, onRequest: (query) => pages.push(query.get('page') ?? '') }),
      ],
    });
    await screen.findAllByRole('link');
    expect(pages).toEqual(['1']);
    // 10,000px page, 768px viewport: 6,000 + 768 is below 70%, 6,500 + 768 is past it.
    setPage(6_000, 10_000);
    await act(async () => {
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(pages).toEqual(['1']);
    setPage(6_500, 10_000);
    await act(async () => {
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    await waitFor(() => expect(pages).toContain('2'));
  });

  it('asks for each page once: page 1 is not asked for again as more pages load', async () => {
    const pages: string[] = [];
    renderWithApp(<DiscoverPage />, {
      path: '/discover',
      handlers: [
        feedHandler({ total: 72, pageSize: 24, onRequest: (query) => pages.push(query.get('page') ?? '') }),
      ],
    });
    await screen.findAllByRole('link', { name: /Photo/ });
    for (const next of ['2', '3']) {
      setPage(9_000, 10_000);
      await act(async () => {
        fireEvent.scroll(window);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      await waitFor(() => expect(pages).toContain(next));
      await waitFor(() => expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull());
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(pages).toEqual(['1', '2', '3']);
  });

  it('searches with the Search button, from page 1 of the term', async () => {
    const queries: string[] = [];
    renderWithApp(<DiscoverPage />, {
      path: '/discover',
      handlers: [feedHandler({ total: 3, onRequest: (query) => queries.push(query.toString()) })],
    });
    await screen.findAllByRole('link', { name: /Photo/ });
    const search = within(screen.getByRole('search'));
    fireEvent.change(search.getByRole('searchbox', { name: 'Search events' }), { target: { value: 'gala' } });
    fireEvent.click(search.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries).toContain('detailed=true&search_term=gala&page=1'));
    expect(queries.filter((query) => query.endsWith('page=1'))).toEqual([
      'detailed=true&search_term=&page=1',
      'detailed=true&search_term=gala&page=1',
    ]);
  });

  it('keeps the loaded photos when a later page fails, and asks for it again', async () => {
    let failNext = true;
    const flaky = http.get('*/api/photos', ({ request }) => {
      if (new URL(request.url).searchParams.get('page') !== '2' || !failNext) return undefined;
      failNext = false;
      return HttpResponse.json({ error: 'internal server error' }, { status: 500 });
    });
    renderWithApp(<DiscoverPage />, {
      path: '/discover',
      handlers: [flaky, feedHandler({ total: 30, pageSize: 24 })],
    });
    await screen.findAllByRole('link');
    setPage(9_000, 10_000);
    await act(async () => {
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data');
    expect(screen.getAllByRole('link')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('drops a photo whose image fails to load', async () => {
    renderWithApp(<DiscoverPage />, { path: '/discover', handlers: [feedHandler({ total: 3 })] });
    const image = await screen.findByRole('img', { name: 'Sunset on stage' });
    fireEvent.error(image);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Sunset on stage' })).toBeNull());
    expect(screen.getAllByRole('link', { name: /^Photo 1 of/ })).toHaveLength(2);
  });

  it('shows the empty state when a search finds nothing', async () => {
    renderWithApp(<DiscoverPage />, { path: '/discover', handlers: [feedHandler({ total: 3 })] });
    await screen.findAllByRole('link');
    const search = screen.getByPlaceholderText('Enter event name');
    fireEvent.change(search, { target: { value: 'bake sale' } });
    fireEvent.submit(search.closest('form')!);
    expect(await screen.findByText('Nothing to see here yet')).toBeInTheDocument();
  });
});
