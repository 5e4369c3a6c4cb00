import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design system/Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: {
    asChild: true,
    children: <h2>Photos</h2>,
  },
  render: (args) => (
    <Stack gap={2} padding={4}>
      <VisuallyHidden {...args} />
      <p>
        The heading above is read by screen readers and not shown: the grid of photos already says what this
        is.
      </p>
    </Stack>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A heading that keeps the outline in order without showing. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Photos' });
    await expect(heading.getBoundingClientRect().width).toBe(1);
  },
};
