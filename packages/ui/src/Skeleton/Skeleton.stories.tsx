import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { Skeleton } from './Skeleton';

// Story snapshots pause every animation at its first frame, so the sweep is the same still in every run.
const meta = {
  title: 'Design system/Feedback/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[data-ui="Skeleton"]');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Block: Story = { args: { shape: 'block' } };

export const Circle: Story = { args: { shape: 'circle', width: 56 } };

/** A space card still loading: cover, avatar and two lines of text. */
export const CardLoading: Story = {
  render: () => (
    <Stack gap={3} aria-busy="true">
      <Skeleton shape="block" height={160} />
      <Inline gap={3} align="center">
        <Skeleton shape="circle" width={40} />
        <Stack gap={0} style={{ flex: 1 }}>
          <Skeleton width="70%" />
          <Skeleton width="40%" />
        </Stack>
      </Inline>
    </Stack>
  ),
};

/** Right to left: a short line starts at the right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { width: '40%' },
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[data-ui="Skeleton"]') as Element;
    const container = placeholder.parentElement as Element;
    await expect(centreX(placeholder)).toBeGreaterThan(centreX(container));
  },
};
