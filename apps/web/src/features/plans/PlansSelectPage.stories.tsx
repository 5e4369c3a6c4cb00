import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SIGNED_IN } from '../../testing/fakes';
import { atLayout, screenMeta } from '../../testing/screen';
import { PlansSelectPage } from './PlansSelectPage';

const screen = { route: '/plans/select', session: SIGNED_IN };

const meta = {
  title: 'Screens/Plans/Select',
  component: PlansSelectPage,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen },
} satisfies Meta<typeof PlansSelectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plans are loading. */
export const Loading: Story = {
  parameters: { screen: { ...screen, handlers: [lenseMocks.subscriptionTypes({ variant: 'slow' })] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
  },
};

/** Every plan; the current one is marked, choosing another opens its subscribe page. */
export const Populated: Story = {
  parameters: { screen },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Plans' })).toBeVisible();
    await expect(canvas.getByText('Your plan')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose Premium' })).toHaveAttribute(
      'href',
      '/plans/subscription-type-premium/subscribe',
    );
  },
};

/** No plan is offered. */
export const Empty: Story = {
  parameters: { screen: { ...screen, handlers: [lenseMocks.subscriptionTypes({ variant: 'empty' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No plans are offered at the moment.')).toBeVisible();
  },
};

/** The plans cannot be read: 'Failed to fetch sample subscription_types'. */
export const LoadError: Story = {
  parameters: { screen: { ...screen, handlers: [lenseMocks.subscriptionTypes({ variant: 'error' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch sample subscription_types')).toBeVisible();
  },
};

/** A phone: the plans stacked. */
export const Mobile: Story = {
  ...atLayout('mobile', screen),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Plans' })).toBeVisible();
  },
};
