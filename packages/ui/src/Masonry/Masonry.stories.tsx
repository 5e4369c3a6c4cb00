import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { Masonry, type MasonryProps } from './Masonry';

interface Tile {
  id: string;
  label: string;
  /** Height over width. */
  ratio: number;
}

const palette = ['#e0e7ff', '#fce7f3', '#dcfce7', '#fef3c7', '#e0f2fe', '#ede9fe', '#ffe4e6', '#ccfbf1'];
const ratios = [0.75, 1, 1.33, 0.66, 1.25, 0.8];

const tiles = (count: number, prefix: string): Tile[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i}`,
    label: `${prefix} ${i + 1}`,
    ratio: ratios[(i * 7) % ratios.length]!,
  }));

const renderTile = (tile: Tile, index: number) => (
  <div
    style={{
      display: 'flex',
      alignItems: 'flex-end',
      width: '100%',
      height: '100%',
      padding: 12,
      boxSizing: 'border-box',
      background: palette[index % palette.length],
      color: '#111827',
      fontWeight: 600,
    }}
  >
    {tile.label}
  </div>
);

const meta = {
  title: 'Design system/Layout/Masonry',
  component: Masonry as ComponentType<MasonryProps<Tile>>,
  parameters: { layout: 'fullscreen' },
  args: {
    'aria-label': 'Photos',
    items: tiles(12, 'Photo'),
    columnWidth: 384,
    gutter: 16,
    getItemHeight: (tile: Tile, _index: number, width: number) => Math.round(width * tile.ratio),
    getItemKey: (tile: Tile) => tile.id,
    renderItem: renderTile,
    hasMore: true,
    onLoadMore: fn(),
  },
} satisfies Meta<MasonryProps<Tile>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Photos: 384px columns, 16px gutter. Scrolling loads more and offers 'Back to top'. */
export const Photos: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Photos' })).toBeInTheDocument();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
    const backToTop = await canvas.findByRole('button', { name: /Back to top/ });
    await userEvent.click(backToTop);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Back to top/ })).toBeNull());
  },
};

/** Sites and collections: 480px columns, 16px gutter. */
export const Sites: Story = {
  args: { 'aria-label': 'Sites', items: tiles(8, 'Site'), columnWidth: 480, hasMore: false },
};

/** 480px columns on a 375px phone: one column as wide as the screen, never wider. */
export const SitesOnAPhone: Story = {
  ...atViewport('lenseMobile'),
  args: { 'aria-label': 'Sites', items: tiles(4, 'Site'), columnWidth: 480, hasMore: false },
  play: async ({ canvas }) => {
    const tile = canvas.getAllByRole('listitem')[0]!;
    await expect(tile.getBoundingClientRect().width).toBe(375);
    await expect(document.documentElement.scrollWidth).toBe(375);
  },
};

/** Distinct left edges of the tiles shown: one per column. */
const tileColumns = (tiles: HTMLElement[]) =>
  new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().left))).size;

/** A photo gallery on a 375px phone: `fill` with two columns at least, 8px gutters, never wider than the screen. */
export const GalleryOnAPhone: Story = {
  ...atViewport('lenseMobile'),
  args: { items: tiles(10, 'Photo'), fill: true, minColumns: 2, gutter: 8, hasMore: false },
  play: async ({ canvas }) => {
    await expect(tileColumns(canvas.getAllByRole('listitem'))).toBeGreaterThanOrEqual(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const grid = canvas.getByRole('list', { name: 'Photos' }).getBoundingClientRect();
    await expect(grid.left).toBe(0);
    await expect(grid.right).toBeCloseTo(375, 0);
  },
};

/** A photo gallery on a 1280px laptop: `fill` spans the whole width edge to edge with 8px gutters. */
export const GalleryOnALaptop: Story = {
  ...atViewport('lenseDesktop'),
  args: { items: tiles(12, 'Photo'), fill: true, gutter: 8, hasMore: false },
  play: async ({ canvas }) => {
    await expect(tileColumns(canvas.getAllByRole('listitem'))).toBe(3);
    const grid = canvas.getByRole('list', { name: 'Photos' }).getBoundingClientRect();
    await expect(grid.left).toBe(0);
    await expect(grid.right).toBeCloseTo(document.documentElement.clientWidth, 0);
  },
};

/** Columns that leave room over start at the left edge, in line with a heading above the grid. */
export const StartAligned: Story = {
  args: { 'aria-label': 'Sites', items: tiles(8, 'Site'), columnWidth: 480, hasMore: false, align: 'start' },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('list', { name: 'Sites' });
    await expect(grid.getBoundingClientRect().left).toBe(0);
  },
};

/** Icons: 256px columns, 16px gutter. */
export const Icons: Story = {
  args: { 'aria-label': 'Icons', items: tiles(16, 'Icon'), columnWidth: 256, hasMore: false },
};

/** Collection spaces: 256px columns, 8px gutter. */
export const CollectionSpaces: Story = {
  args: {
    'aria-label': 'Collection spaces',
    items: tiles(16, 'Space'),
    columnWidth: 256,
    gutter: 8,
    hasMore: false,
  },
};

/** No items: the empty state. */
export const Empty: Story = {
  args: { items: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to see here yet')).toBeInTheDocument();
  },
};

/** The next page is on its way. */
export const LoadingMore: Story = {
  args: { items: tiles(6, 'Photo'), loading: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status', { name: 'Loading more' })).toBeInTheDocument();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Scrolled down the page: only nearby tiles are mounted and 'Back to top' shows. */
export const Scrolled: Story = {
  args: { items: tiles(40, 'Photo'), hasMore: false },
  play: async ({ canvas }) => {
    window.scrollTo({ top: 1500, behavior: 'instant' });
    await expect(await canvas.findByRole('button', { name: /Back to top/ })).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Photo 1')).toBeNull());
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(40);
  },
};

/** Right to left: the first column at the right, and the grid against the right edge. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { items: tiles(6, 'Photo'), hasMore: false, align: 'start' },
  play: async ({ canvas }) => {
    const first = canvas.getByText('Photo 1');
    const second = canvas.getByText('Photo 2');
    await expect(centreX(first)).toBeGreaterThan(centreX(second));
    const grid = canvas.getByRole('list', { name: 'Photos' });
    await expect(Math.round(grid.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth);
  },
};
