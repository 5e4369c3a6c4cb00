import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { swatches } from '../stories/layoutSamples';
import { rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { Stack } from './Stack';

const meta = {
  title: 'Design system/Layout/Stack',
  component: Stack,
  args: { gap: 3, padding: 4, children: swatches(['Ceremony', 'Reception', 'First dance']) },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One above the other, 12px apart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = ['Ceremony', 'Reception'].map((name) =>
      canvas.getByText(name).getBoundingClientRect(),
    );
    await expect((second?.top ?? 0) - (first?.bottom ?? 0)).toBe(12);
  },
};

/** The gap grows with the layout: 8px on a phone, 24px from tablet up. */
export const ResponsiveGap: Story = {
  ...atViewport('lenseMobile'),
  args: { gap: { mobile: 2, tablet: 5 } },
  play: async ({ canvas }) => {
    const [first, second] = ['Ceremony', 'Reception'].map((name) =>
      canvas.getByText(name).getBoundingClientRect(),
    );
    await expect((second?.top ?? 0) - (first?.bottom ?? 0)).toBe(8);
  },
};

/** Children hug the start of the line instead of filling it. */
export const AlignStart: Story = { args: { align: 'start' } };

/** A list laid out as a stack keeps its list semantics and loses its bullets. */
export const AsAList: Story = {
  args: {
    asChild: true,
    children: (
      <ul aria-label="Programme">
        <li>Ceremony</li>
        <li>Reception</li>
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Right to left: children hugging the start sit at the right. */
export const RightToLeft: Story = { decorators: [rightToLeft], args: { align: 'start' } };
