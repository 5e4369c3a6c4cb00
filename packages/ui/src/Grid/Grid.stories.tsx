import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { swatches } from '../stories/layoutSamples';
import { rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { Grid } from './Grid';

const labels = ['Ceremony', 'Reception', 'First dance', 'Speeches', 'Cake', 'Sunset portraits'];
const tops = (names: readonly string[], canvas: { getByText: (text: string) => HTMLElement }) =>
  new Set(names.map((name) => canvas.getByText(name).getBoundingClientRect().top)).size;

const meta = {
  title: 'Design system/Layout/Grid',
  component: Grid,
  args: { gap: 4, padding: 4, columns: { mobile: 1, tablet: 2, desktop: 3 }, children: swatches(labels) },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns at desktop width. */
export const Desktop: Story = {
  ...atViewport('lenseDesktop'),
  play: async ({ canvas }) => {
    await expect(tops(labels, canvas)).toBe(2);
  },
};

/** Two columns at tablet width. */
export const Tablet: Story = {
  ...atViewport('lenseTablet'),
  play: async ({ canvas }) => {
    await expect(tops(labels, canvas)).toBe(3);
  },
};

/** One column on a phone. */
export const Mobile: Story = {
  ...atViewport('lenseMobile'),
  play: async ({ canvas }) => {
    await expect(tops(labels, canvas)).toBe(6);
  },
};

/** As many columns as fit, none narrower than 280px: four at desktop width. */
export const MinChildWidth: Story = {
  ...atViewport('lenseDesktop'),
  args: { columns: undefined, minChildWidth: '280px' },
  play: async ({ canvas }) => {
    await expect(tops(labels, canvas)).toBe(2);
  },
};

/** Right to left: the first column is at the right. */
export const RightToLeft: Story = { ...atViewport('lenseDesktop'), decorators: [rightToLeft] };
