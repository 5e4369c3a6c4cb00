import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageViewport, type ScreenParameters, screenMeta } from '../../testing/screen';
import { BARE_PUBLIC_SITE, COVERED_PUBLIC_SITE, publicSiteHandler, spacePhotosHandler } from './fixtures';
import { PublishedSitePage } from './PublishedSitePage';

const screenWith = (handlers: ScreenParameters['handlers'] = []): ScreenParameters => ({
  route: '/',
  handlers: [...(handlers ?? []), publicSiteHandler(), spacePhotosHandler()],
});

const meta = {
  title: 'Screens/Published site/Site',
  component: PublishedSitePage,
  ...screenMeta,
  args: { name: 'ada-weddings' },
  parameters: { ...screenMeta.parameters, screen: screenWith() },
} satisfies Meta<typeof PublishedSitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Distinct left edges of a list's photos: one per column. */
const columnsOf = (list: HTMLElement) =>
  new Set(
    within(list)
      .getAllByRole('listitem')
      .map((tile) => Math.round(tile.getBoundingClientRect().left)),
  ).size;

const params = (handlers?: ScreenParameters['handlers']) => ({
  parameters: { ...screenMeta.parameters, screen: screenWith(handlers) },
});

export const Populated: Story = {
  ...pageViewport(1900),
  ...params(),
  parameters: { ...pageViewport(1900).parameters, ...screenMeta.parameters, screen: screenWith() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Weddings' })).toBeVisible();
    await expect(canvas.getByText('Photos of every wedding we shot.')).toBeVisible();
    const contact = within(canvas.getByRole('list', { name: 'Contact' }));
    await expect(contact.getByRole('link', { name: /ada@example\.com/ })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    await expect(contact.getByRole('link', { name: /@ada\.lovelace/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/ada.lovelace',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weddings' })).toBeVisible();
    const photos = within(await canvas.findByRole('list', { name: 'Photos of Smith & Jones Wedding' }));
    // The hidden photo is never shown.
    await expect(photos.getAllByRole('listitem')).toHaveLength(3);
    await expect(photos.getByText('First dance')).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Photos of Wanjiru Wedding' })).toBeVisible();
  },
};

export const Bare: Story = {
  ...params([publicSiteHandler(BARE_PUBLIC_SITE)]),
  args: { name: 'kamau-birthdays' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kamau Birthdays' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Contact' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Nothing to see here yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  ...params([lenseMocks.publicSite({ variant: 'slow' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading site' })).toBeVisible();
  },
};

export const PhotosLoading: Story = {
  ...params([lenseMocks.space({ variant: 'slow' })]),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading the photos of Smith & Jones Wedding' }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  ...params([lenseMocks.publicSite({ variant: 'error', error: { status: 404, error: 'site not found' } })]),
  args: { name: 'nobody' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error 404')).toBeVisible();
    await expect(canvas.getByText('Page not found!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Lense' }).getAttribute('href')).toMatch(/\/home$/);
  },
};

export const LoadError: Story = {
  ...params([lenseMocks.publicSite({ variant: 'error' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: {
    ...screenMeta.parameters,
    screen: screenWith(),
    viewport: { options: { mobile: { name: 'Mobile', styles: { width: '375px', height: '1400px' } } } },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Weddings' })).toBeVisible();
    await expect(await canvas.findByText('First dance')).toBeVisible();
    // A gallery of two columns, not a feed.
    const photos = canvas.getByRole('list', { name: 'Photos of Smith & Jones Wedding' });
    await expect(columnsOf(photos)).toBeGreaterThanOrEqual(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A laptop (1280px): each gallery runs across the page's column, from its headings' left edge. */
export const Laptop: Story = {
  parameters: {
    ...screenMeta.parameters,
    screen: screenWith(),
    viewport: { options: { laptop: { name: 'Laptop', styles: { width: '1280px', height: '1400px' } } } },
  },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Weddings' })).toBeVisible();
    const photos = await canvas.findByRole('list', { name: 'Photos of Smith & Jones Wedding' });
    await expect(await within(photos).findByText('First dance')).toBeVisible();
    await expect(columnsOf(photos)).toBe(3);
    // The second album loads as it nears the screen; until then its placeholder is a screen tall.
    await expect(await canvas.findByRole('list', { name: 'Photos of Wanjiru Wedding' })).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 2, name: 'Weddings' }).getBoundingClientRect();
    const grid = photos.getBoundingClientRect();
    await expect(grid.left).toBe(heading.left);
    await expect(Math.round(grid.right)).toBe(1280 - 16);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1280);
  },
};

/** A site without a banner keeps the phone's width: the placeholder band does not widen the page. */
export const MobileWithoutBanner: Story = {
  args: { name: 'kamau-birthdays' },
  parameters: {
    ...screenMeta.parameters,
    screen: screenWith([publicSiteHandler(BARE_PUBLIC_SITE)]),
    viewport: { options: { mobile: { name: 'Mobile', styles: { width: '375px', height: '900px' } } } },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kamau Birthdays' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Kiswahili on a phone (375px, as tall as the English phone story): the page keeps the phone's width. */
export const KiswahiliMobile: Story = {
  parameters: {
    ...screenMeta.parameters,
    screen: { ...screenWith(), locale: 'sw' },
    viewport: { options: { mobile: { name: 'Mobile', styles: { width: '375px', height: '1400px' } } } },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Weddings' })).toBeVisible();
    const contact = within(canvas.getByRole('list', { name: 'Mawasiliano' }));
    await expect(contact.getByRole('link', { name: /^Barua pepe/ })).toBeVisible();
    await expect(
      await canvas.findByRole('list', { name: 'Picha za Smith & Jones Wedding' }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Picha za Wanjiru Wedding' })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Kiswahili on a desktop (1280px), the whole page: its contacts, albums, photos and footer. */
export const KiswahiliDesktop: Story = {
  parameters: {
    ...screenMeta.parameters,
    screen: { ...screenWith(), locale: 'sw' },
    viewport: { options: { desktop: { name: 'Desktop', styles: { width: '1280px', height: '1900px' } } } },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Weddings' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Mawasiliano' })).toBeVisible();
    const photos = within(await canvas.findByRole('list', { name: 'Picha za Smith & Jones Wedding' }));
    await expect(photos.getByRole('link', { name: /^Picha ya 2 ya Smith & Jones Wedding/ })).toBeVisible();
    // The second album loads as it nears the screen; until then its placeholder is a screen tall.
    await expect(await canvas.findByRole('list', { name: 'Picha za Wanjiru Wedding' })).toBeVisible();
    await expect(canvas.getByText('Imechapishwa kwa Lense')).toBeInTheDocument();
  },
};

const coverStory = (layout: 'mobile' | 'desktop', width: number, height: number): Story => ({
  parameters: {
    ...screenMeta.parameters,
    screen: screenWith([publicSiteHandler(COVERED_PUBLIC_SITE)]),
    viewport: {
      options: { [layout]: { name: layout, styles: { width: `${width}px`, height: `${height}px` } } },
    },
  },
  globals: { viewport: { value: layout, isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Weddings' })).toBeVisible();
    const cover = canvasElement.querySelector('header img') as HTMLImageElement;
    await expect(cover.getAttribute('src')).toBe(COVERED_PUBLIC_SITE.spaces[0]?.cover?.thumb_url);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  },
});

/** No banner: the first space's cover heads the site, on a phone (375px)... */
export const CoverMobile: Story = coverStory('mobile', 375, 900);
/** ...and on a desktop (1280px). */
export const CoverDesktop: Story = coverStory('desktop', 1280, 900);
