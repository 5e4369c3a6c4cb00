import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Swatch } from '../stories/layoutSamples';
import { rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { Box } from './Box';

const meta = {
  title: 'Design system/Layout/Box',
  component: Box,
  args: {
    asChild: true,
    paddingBlock: { mobile: 4, tablet: 6 },
    paddingInline: 4,
    maxWidth: '480px',
    marginInline: 'auto',
    children: (
      <section aria-label="Story">
        <Swatch>
          A column at most 480px wide, centred, padded 16px on a phone and 32px above and below from tablet
          up.
        </Swatch>
      </section>
    ),
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A centred column: the section takes the box's styles (`asChild`). */
export const Default: Story = {
  ...atViewport('lenseDesktop'),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Story' });
    await expect(section).toHaveAttribute('data-ui', 'Box');
    await expect(getComputedStyle(section).paddingTop).toBe('32px');
    await expect(section.getBoundingClientRect().width).toBe(480);
  },
};

/** On a phone the block padding is the smaller step. */
export const OnAPhone: Story = {
  ...atViewport('lenseMobile'),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'Story' })).paddingTop).toBe('16px');
  },
};

/** Shown from the tablet layout up only. */
export const HiddenOnAPhone: Story = {
  ...atViewport('lenseMobile'),
  args: { display: { mobile: 'none', tablet: 'block' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Story' })).toBeNull();
  },
};

/** Right to left: the padding at the start of the line is on the right. */
export const RightToLeft: Story = {
  ...atViewport('lenseDesktop'),
  decorators: [rightToLeft],
  args: { paddingInline: undefined, paddingBlock: undefined, padding: 2 },
};
