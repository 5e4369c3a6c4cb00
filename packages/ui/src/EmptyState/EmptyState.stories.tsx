import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default message. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing to see here yet' })).toBeInTheDocument();
  },
};

/** With a description and an action. */
export const WithAction: Story = {
  args: {
    description: 'Publish a collection as a site and it will show up here.',
    action: <Button>new site</Button>,
  },
};
