import { buildSpace, HttpResponse, http, lenseMocks } from '@lense/api-client/mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../config/paths';
import { newlyCreatedSpace } from '../../lib/newlyCreatedSpace';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { EditSpacePage } from './EditSpacePage';
import { NewSpacePage } from './NewSpacePage';
import { SpacesPage } from './SpacesPage';
import { SpaceViewPage } from './SpaceViewPage';
import {
  pagedSpaceHandler,
  SPACE_ID,
  SpaceRoute,
  spaceHandler,
  spacesHandler,
  storyPhotos,
} from './testSupport';

const flush = () => act(async () => {});
const NOW = () => new Date(2026, 6, 1, 9, 0);

describe('NewSpacePage', () => {
  it('starts today and ends seven days later, public', () => {
    renderWithApp(<NewSpacePage now={NOW} />, { path: '/spaces/new', session: SIGNED_IN });
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-07-01');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-07-08');
    expect(screen.getByRole('checkbox', { name: /Public space/ })).toBeChecked();
  });

  it('shows validation errors and sends nothing until they are fixed', async () => {
    const created = vi.fn();
    const handler = http.post('*/api/spaces', async ({ request }) => {
      created(await request.json());
      return HttpResponse.json({ space: buildSpace({ id: 'space-new' }) }, { status: 201 });
    });
    const app = renderWithApp(<NewSpacePage now={NOW} />, {
      path: '/spaces/new',
      session: SIGNED_IN,
      handlers: [handler],
    });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-06-30' } });
    fireEvent.change(screen.getByLabelText('Map link'), { target: { value: 'lakeside park' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create space' }));
    await flush();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Please enter a title');
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
      'The end date must be on or after the start date',
    );
    expect(screen.getByLabelText('Map link')).toHaveAccessibleDescription(
      expect.stringContaining('Please use a full link, starting with https://'),
    );
    expect(created).not.toHaveBeenCalled();

    // Editing a field clears its error.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Summer Festival ' } });
    expect(screen.getByLabelText('Title')).not.toHaveAccessibleDescription('Please enter a title');
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-07-03' } });
    fireEvent.change(screen.getByLabelText('Map link'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create space' }));
    await waitFor(() => expect(app.location()).toBe('/spaces/space-new/view'));
    expect(created).toHaveBeenCalledWith({
      title: 'Summer Festival',
      description: null,
      location: null,
      location_url: null,
      start_date: '2026-07-01',
      end_date: '2026-07-03',
      is_public: true,
      full_album: false,
      default_hide_items: false,
      allow_downloads: false,
      language: null,
    });
    expect(await screen.findByText('Space created successfully')).toBeInTheDocument();
    // The list will point it out when the owner comes back to it.
    expect(newlyCreatedSpace()).toBe('space-new');
  });

  it('shows the server error and re-enables the button 1 s after the answer', async () => {
    vi.useFakeTimers();
    try {
      renderWithApp(<NewSpacePage now={NOW} />, {
        path: '/spaces/new',
        session: SIGNED_IN,
        handlers: [
          lenseMocks.createSpace({ variant: 'error', error: { status: 422, error: 'title is taken' } }),
        ],
      });
      fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Gala' } });
      const button = screen.getByRole('button', { name: 'Create space' });
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-busy', 'true');
      // The answer arrives within a few milliseconds of fake time.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(20);
      });
      expect(screen.getByText('title is taken')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(900);
      });
      expect(button).toHaveAttribute('aria-busy', 'true');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      expect(button).not.toHaveAttribute('aria-busy');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('space wrapper', () => {
  it('shows a spinner until the space loads', () => {
    renderWithApp(<SpaceRoute path={paths.space.view.path} element={<SpaceViewPage />} />, {
      path: `/spaces/${SPACE_ID}/view`,
      session: SIGNED_IN,
      handlers: [lenseMocks.space({ variant: 'slow' })],
    });
    expect(screen.getByRole('status', { name: 'Loading space' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch space' with Reload when the space cannot be loaded", async () => {
    renderWithApp(<SpaceRoute path={paths.space.view.path} element={<SpaceViewPage />} />, {
      path: `/spaces/${SPACE_ID}/view`,
      session: SIGNED_IN,
      handlers: [
        lenseMocks.space({ variant: 'error', error: { status: 500, error: 'internal server error' } }),
      ],
    });
    expect(await screen.findByText('Failed to fetch space')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found!')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Summer Festival' })).not.toBeInTheDocument();
  });

  it('shows the screen of the route once the space has loaded', async () => {
    renderWithApp(<SpaceRoute path={paths.space.view.path} element={<SpaceViewPage />} />, {
      path: `/spaces/${SPACE_ID}/view`,
      session: SIGNED_IN,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Festival' })).toBeInTheDocument();
  });
});

describe('SpaceViewPage', () => {
  const photos = storyPhotos(3, (index) => (index === 1 ? { state: 'hidden', comment: 'Backstage' } : {}));

  it('shows the owner every photo, hidden ones marked', async () => {
    renderWithApp(<SpaceRoute path={paths.space.view.path} element={<SpaceViewPage />} />, {
      path: `/spaces/${SPACE_ID}/view`,
      session: SIGNED_IN,
      handlers: [
        spaceHandler({ title: 'a very long title for the summer festival by the lake shore' }, photos),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'A Very Long Title For The Summer Festival By The L...' }),
    ).toBeInTheDocument();
    const grid = screen.getByLabelText('Photos');
    expect(within(grid).getAllByRole('img')).toHaveLength(3);
    expect(within(grid).getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/spaces/${SPACE_ID}/edit`);
  });

  it('shows other visitors only the visible photos, without owner links', async () => {
    renderWithApp(<SpaceRoute path={paths.space.view.path} element={<SpaceViewPage />} />, {
      path: `/spaces/${SPACE_ID}/view`,
      session: SIGNED_IN,
      handlers: [spaceHandler({ owner: false, user_id: 'someone-else' }, photos)],
    });
    const grid = await screen.findByLabelText('Photos');
    expect(within(grid).getAllByRole('img')).toHaveLength(2);
    expect(within(grid).queryByText('Hidden')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    // The owner has not allowed downloads.
    expect(screen.queryByRole('link', { name: 'Download all (zip)' })).not.toBeInTheDocument();
  });

  it('names each photo tile by its comment, else by its place in the event, then its price', async () => {
    renderWithApp(<SpaceRoute path={paths.space.view.path} element={<SpaceViewPage />} />, {
      path: `/spaces/${SPACE_ID}/view`,
      session: SIGNED_IN,
      handlers: [spaceHandler({}, photos)],
    });
    const grid = await screen.findByLabelText('Photos');
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(within(grid).getByRole('link', { name: 'Photo 1 of Summer Festival Free' })).toBe(links[0]);
    expect(within(grid).getByRole('link', { name: 'Backstage Free Hidden' })).toBe(links[1]);
    expect(within(grid).getByRole('link', { name: 'Photo 3 of Summer Festival Free' })).toBe(links[2]);
  });

  it('links visitors to the zip of the photos when the owner allows downloads, never the owner', async () => {
    renderWithApp(<SpaceRoute path={paths.space.view.path} element={<SpaceViewPage />} />, {
      path: `/spaces/${SPACE_ID}/view`,
      session: SIGNED_IN,
      handlers: [spaceHandler({ owner: false, user_id: 'someone-else', allow_downloads: true }, photos)],
    });
    const link = await screen.findByRole('link', { name: 'Download all (zip)' });
    expect(link).toHaveAttribute('href', `/api/spaces/${SPACE_ID}/download`);
    expect(link).toHaveAttribute('download');
  });

  it('leaves the visitors’ download link out of the owner’s view', async () => {
    renderWithApp(<SpaceRoute path={paths.space.view.path} element={<SpaceViewPage />} />, {
      path: `/spaces/${SPACE_ID}/view`,
      session: SIGNED_IN,
      handlers: [spaceHandler({ allow_downloads: true }, photos)],
    });
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download all (zip)' })).not.toBeInTheDocument();
  });
});

describe('EditSpacePage', () => {
  afterEach(() => vi.useRealTimers());

  it("deletes the space, toasts 'Space deleted' and opens /spaces 1 s later", async () => {
    const deleted = vi.fn();
    const app = renderWithApp(<SpaceRoute path={paths.space.edit.path} element={<EditSpacePage />} />, {
      path: `/spaces/${SPACE_ID}/edit`,
      session: SIGNED_IN,
      handlers: [
        http.delete('*/api/spaces/:spaceId', ({ params }) => {
          deleted(params.spaceId);
          return HttpResponse.json({ status: { code: 200, message: 'Space deleted' } });
        }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete space' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this space?' });
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(deleted).toHaveBeenCalledWith(SPACE_ID);
    // The toast shows as soon as the answer has arrived; the redirect follows 1 s later.
    expect(screen.getByText('Space deleted')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(app.location()).toBe(`/spaces/${SPACE_ID}/edit`);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(app.location()).toBe('/spaces');
  });

  it('stays on the page with the generic toast when the delete fails', async () => {
    const app = renderWithApp(<SpaceRoute path={paths.space.edit.path} element={<EditSpacePage />} />, {
      path: `/spaces/${SPACE_ID}/edit`,
      session: SIGNED_IN,
      handlers: [lenseMocks.deleteSpace({ variant: 'error' })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete space' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this space?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occurred, please try again later')).toBeInTheDocument();
    expect(app.location()).toBe(`/spaces/${SPACE_ID}/edit`);
  });

  it("saves the details and toasts 'Details updated'", async () => {
    const changes = vi.fn();
    renderWithApp(<SpaceRoute path={paths.space.edit.path} element={<EditSpacePage />} />, {
      path: `/spaces/${SPACE_ID}/edit`,
      session: SIGNED_IN,
      handlers: [
        http.patch('*/api/spaces/:spaceId', async ({ request }) => {
          changes(await request.json());
          return HttpResponse.json({ space: buildSpace({ title: 'Autumn Fair' }) });
        }),
      ],
    });
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Summer Festival');
    fireEvent.change(title, { target: { value: 'Autumn Fair' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Details updated')).toBeInTheDocument();
    expect(changes).toHaveBeenCalledWith(expect.objectContaining({ title: 'Autumn Fair' }));
  });
});

describe('SpacesPage', () => {
  const spaces = [
    buildSpace({ id: 'a', title: 'Winter gala dinner', start_date: '2020-01-01', end_date: '2020-01-02' }),
    buildSpace({ id: 'b', title: 'Summer festival', start_date: '2020-01-01', end_date: '2099-12-31' }),
    buildSpace({
      id: 'c',
      title: 'Book launch',
      start_date: '2099-01-01',
      end_date: '2099-01-02',
      owner: false,
    }),
  ];

  it('shows each space with its state label and links', async () => {
    renderWithApp(<SpacesPage />, { path: '/spaces', session: SIGNED_IN, handlers: [spacesHandler(spaces)] });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('past')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('ongoing')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('upcoming')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/spaces/a/view');
    expect(within(cards[0]!).getByRole('link', { name: 'QR code' })).toHaveAttribute('href', '/spaces/a/qr');
    expect(within(cards[0]!).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/spaces/a/manage/edit',
    );
    expect(within(cards[2]!).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('orders the spaces by how close their title is to the search', async () => {
    renderWithApp(<SpacesPage />, { path: '/spaces', session: SIGNED_IN, handlers: [spacesHandler(spaces)] });
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search spaces' }), {
      target: { value: 'summer festival' },
    });
    const titles = screen
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(['Summer Festival', 'Winter Gala Dinner', 'Book Launch']);
  });

  it('loads the next page with the load-more button', async () => {
    const pages = vi.fn();
    renderWithApp(<SpacesPage />, {
      path: '/spaces',
      session: SIGNED_IN,
      handlers: [
        http.get('*/api/spaces', ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          pages(page);
          return HttpResponse.json({
            data: [buildSpace({ id: `space-page-${page}`, title: `Page ${page} party` })],
            has_more: page < 2,
          });
        }),
      ],
    });
    await screen.findByText('Page 1 Party');
    fireEvent.click(screen.getByRole('button', { name: 'Load more spaces' }));
    expect(await screen.findByText('Page 2 Party')).toBeInTheDocument();
    expect(pages.mock.calls.filter(([page]) => page === 2)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more spaces' })).not.toBeInTheDocument();
  });

  it('shows the empty state with a link to create a space', async () => {
    renderWithApp(<SpacesPage />, {
      path: '/spaces',
      session: SIGNED_IN,
      handlers: [lenseMocks.spaces({ variant: 'empty' })],
    });
    expect(await screen.findByRole('link', { name: 'Create a space' })).toHaveAttribute(
      'href',
      '/spaces/new',
    );
  });

  it("shows 'Failed to fetch your spaces' when the list cannot be loaded", async () => {
    renderWithApp(<SpacesPage />, {
      path: '/spaces',
      session: SIGNED_IN,
      handlers: [lenseMocks.spaces({ variant: 'error' })],
    });
    expect(await screen.findByText('Failed to fetch your spaces')).toBeInTheDocument();
  });
});

describe('space form focus', () => {
  it('moves the focus to the first invalid field', async () => {
    renderWithApp(<NewSpacePage now={NOW} />, { path: '/spaces/new', session: SIGNED_IN });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-06-30' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Gala' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create space' }));
    await flush();
    expect(screen.getByLabelText('End date')).toHaveFocus();
  });
});

describe('SpacesPage paging on scroll', () => {
  it('loads the next page once scrolling passes 70% of the page height', async () => {
    const pages = vi.fn();
    renderWithApp(<SpacesPage />, {
      path: '/spaces',
      session: SIGNED_IN,
      handlers: [
        http.get('*/api/spaces', ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          pages(page);
          return HttpResponse.json({
            data: [buildSpace({ id: `space-page-${page}`, title: `Page ${page} party` })],
            has_more: page < 2,
          });
        }),
      ],
    });
    await screen.findByText('Page 1 Party');
    const root = document.documentElement;
    vi.spyOn(root, 'scrollHeight', 'get').mockReturnValue(2000);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const scrollTo = (y: number) => {
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
      fireEvent.scroll(window);
    };
    scrollTo(500); // 1300 of 2000: below 70%
    await flush();
    expect(pages).not.toHaveBeenCalledWith(2);
    scrollTo(700); // 1500 of 2000: past 70%
    expect(await screen.findByText('Page 2 Party')).toBeInTheDocument();
    expect(pages.mock.calls.filter(([page]) => page === 2)).toHaveLength(1);
    vi.restoreAllMocks();
  });
});

describe('SpaceViewPage paging', () => {
  it('loads the next page of photos when the grid asks for more', async () => {
    const first = storyPhotos(2);
    const second = storyPhotos(4).slice(2);
    renderWithApp(<SpaceRoute path={paths.space.view.path} element={<SpaceViewPage />} />, {
      path: `/spaces/${SPACE_ID}/view`,
      session: SIGNED_IN,
      handlers: [pagedSpaceHandler({}, [first, second])],
    });
    const grid = await screen.findByLabelText('Photos');
    // jsdom has no layout: the page is never taller than the window, so the grid asks for every page.
    await waitFor(() => expect(within(grid).getAllByRole('img')).toHaveLength(4));
    // The third page never answers: the grid shows it is loading.
    await waitFor(() => expect(grid.closest('[data-ui="Masonry"]')).toHaveAttribute('aria-busy', 'true'));
  });
});
