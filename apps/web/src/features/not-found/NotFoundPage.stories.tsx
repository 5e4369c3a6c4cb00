import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenMeta } from '../../testing/screen';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Screens/NotFound',
  component: NotFoundPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { route: '/no-such-page' } },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error 404')).toBeVisible();
    await expect(canvas.getByText('Page not found!')).toBeVisible();
    // Not a dead end: the ways back into the product.
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('link', { name: 'Discover events' })).toHaveAttribute('href', '/discover');
  },
};
