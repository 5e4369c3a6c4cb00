import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Design system/Feedback/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 404 page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error 404')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Page not found!' })).toBeInTheDocument();
  },
};

/** With a way back home. */
export const WithAction: Story = {
  args: { action: <a href="/home">Go to the home page</a> },
};
