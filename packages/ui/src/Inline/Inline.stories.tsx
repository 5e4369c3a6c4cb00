import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { swatches } from '../stories/layoutSamples';
import { rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { Inline } from './Inline';

const labels = ['Ceremony', 'Reception', 'First dance', 'Speeches', 'Cake', 'Sunset portraits'];

const meta = {
  title: 'Design system/Layout/Inline',
  component: Inline,
  args: { gap: 2, padding: 4, children: swatches(labels) },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side, 8px apart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = ['Ceremony', 'Reception'].map((name) =>
      canvas.getByText(name).getBoundingClientRect(),
    );
    await expect((second?.left ?? 0) - (first?.right ?? 0)).toBe(8);
  },
};

/** On a phone the children wrap onto more rows rather than overflow. */
export const Wrapping: Story = {
  ...atViewport('lenseMobile'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Spread along the row, centred across it: a title and its actions. */
export const SpaceBetween: Story = {
  args: { justify: 'between', align: 'center', children: swatches(['Your spaces', 'New space']) },
};

/** Right to left: the first child is at the right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvas }) => {
    const [first, second] = ['Ceremony', 'Reception'].map((name) =>
      canvas.getByText(name).getBoundingClientRect(),
    );
    await expect(first?.left ?? 0).toBeGreaterThan(second?.left ?? 0);
  },
};
