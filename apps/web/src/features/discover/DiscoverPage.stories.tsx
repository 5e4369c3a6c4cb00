import { delay, HttpResponse, http, lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { atLayout, screenMeta } from '../../testing/screen';
import { DiscoverPage } from './DiscoverPage';
import { feedHandler } from './feedFixtures';

const route = '/discover';

const meta = {
  title: 'Screens/Discover',
  component: DiscoverPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { route, handlers: [feedHandler({ total: 12 })] } },
  beforeEach: () => {
    screenMeta.beforeEach();
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof DiscoverPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page is loading. */
export const Loading: Story = {
  parameters: { screen: { route, handlers: [lenseMocks.photoFeed({ variant: 'slow' })] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading photos' })).toBeVisible();
    await expect(canvas.getByPlaceholderText('Enter event name')).toBeVisible();
  },
};

/** Photos of public spaces; each opens its space. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Photos' });
    await expect(grid).toBeVisible();
    // Tiles are named by their comment, else their place among their event's photos, then the price.
    const first = await canvas.findByRole('link', { name: 'Photo 1 of Summer Festival Free' });
    await expect(first).toHaveAttribute('href', '/discover?photo=photo-1');
    await expect(canvas.getByRole('link', { name: 'Sunset on stage Ksh 1,500' })).toHaveAttribute(
      'href',
      '/discover?photo=photo-2',
    );
    const events = canvas.getAllByRole('link', { name: 'Summer Festival' });
    await expect(events[0]).toHaveAttribute('href', '/spaces/space-1/view');
    await expect(canvas.getAllByText('Ksh 1,500').length).toBeGreaterThan(0);
  },
};

/** A photo opened from its tile: the viewer over the feed, at the photo's own address. */
export const PhotoOpen: Story = {
  name: 'Photo open in the viewer',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Photo 1 of Summer Festival Free' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of Summer Festival' });
    await expect(within(viewer).getByText(/^1 of \d+$/)).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    const next = await screen.findByRole('dialog', { name: 'Sunset on stage' });
    // The bar names the photo's event, as a link to its space.
    await expect(within(next).getByRole('link', { name: 'Winter Gala' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/spaces\/[^/]+\/view$/),
    );
  },
};

/** A search no event matches: paging restarts and nothing is found. */
export const EmptySearchResult: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Photos' });
    await userEvent.type(canvas.getByPlaceholderText('Enter event name'), 'bake sale{Enter}');
    await expect(await canvas.findByText('Nothing to see here yet')).toBeVisible();
    await expect(canvas.getByText(/No photos match “bake sale”/)).toBeVisible();
  },
};

/** Searched with the visible Search button (not only Enter): paging restarts for the term. */
export const SearchedWithButton: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Photos' });
    const search = within(canvas.getByRole('search'));
    await userEvent.type(search.getByRole('searchbox', { name: 'Search events' }), 'bake sale');
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText(/No photos match “bake sale”/)).toBeVisible();
    // The click leaves no focus ring to vary the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The feed cannot be read: 'Failed to fetch data' with Reload. */
export const LoadError: Story = {
  parameters: { screen: { route, handlers: [lenseMocks.photoFeed({ variant: 'error' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeEnabled();
  },
};

/** Scrolled down a long feed: the 'Back to top' button shows. */
export const BackToTopVisible: Story = {
  parameters: { screen: { route, handlers: [feedHandler({ total: 60, pageSize: 60 })] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Photos' });
    window.scrollTo({ top: 1200, behavior: 'instant' });
    await expect(await canvas.findByRole('button', { name: /Back to top/ })).toBeVisible();
  },
};

/** Scrolled past 70 % of the page: the next page is loading under the photos already shown. */
export const LoadingNextPage: Story = {
  parameters: {
    screen: {
      route,
      handlers: [
        http.get('*/api/photos', async ({ request }) => {
          if (new URL(request.url).searchParams.get('page') === '2') await delay('infinite');
          return undefined;
        }),
        feedHandler({ total: 12, pageSize: 6 }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Photos' });
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await expect(await canvas.findByRole('status', { name: 'Loading more' })).toBeVisible();
    await expect(within(grid).getAllByRole('img')).toHaveLength(6);
  },
};

/** A further page fails: the loaded photos stay, with 'Failed to fetch data' and Try again below. */
export const LoadMoreError: Story = {
  parameters: {
    screen: {
      route,
      handlers: [
        http.get('*/api/photos', ({ request }) =>
          new URL(request.url).searchParams.get('page') === '2'
            ? HttpResponse.json({ error: 'internal server error' }, { status: 500 })
            : undefined,
        ),
        feedHandler({ total: 12, pageSize: 6 }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Photos' });
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch data');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A phone: one column as wide as the screen. */
export const Mobile: Story = {
  ...atLayout('mobile', { route, handlers: [feedHandler({ total: 6 })] }),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Photos' });
    await waitFor(() => expect(canvas.getAllByRole('link').length).toBeGreaterThan(0));
  },
};

/** Kiswahili on a phone (375px): the feed's heading, search and photos. */
export const KiswahiliMobile: Story = {
  ...atLayout('mobile', { route, handlers: [feedHandler({ total: 6 })], locale: 'sw' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Picha' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gundua' })).toBeVisible();
    await expect(canvas.getByPlaceholderText('Andika jina la tukio')).toBeVisible();
  },
};

/** Kiswahili on a desktop (1280px). */
export const KiswahiliDesktop: Story = {
  ...atLayout('desktop', { route, handlers: [feedHandler({ total: 12 })], locale: 'sw' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /^Picha ya 1 ya Summer Festival/ });
    await expect(canvas.getByRole('button', { name: 'Tafuta' })).toBeVisible();
  },
};
