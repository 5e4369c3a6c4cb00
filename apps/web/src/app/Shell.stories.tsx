import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SIGNED_IN } from '../testing/fakes';
import { screenMeta } from '../testing/screen';
import { AppRoutes } from './routes';

// The shell's header is a stand-in until the design system's NavBar replaces it.
const meta = {
  title: 'Screens/Shell',
  component: AppRoutes,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: { route: '/faq' } },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Discover']);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

export const SignedIn: Story = {
  parameters: { screen: { route: '/faq', session: SIGNED_IN } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Spaces',
      'Collections',
      'Sites',
      'Discover',
    ]);
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};
