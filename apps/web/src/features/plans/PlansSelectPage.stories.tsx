import { buildSubscription, lenseMocks, mockEndpoint } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClockProvider } from '../../lib/clock';
import { SIGNED_IN } from '../../testing/fakes';
import { atLayout, screenMeta } from '../../testing/screen';
import { PlansSelectPage } from './PlansSelectPage';

// A fixed day, so whether a trial is still running never depends on the calendar.
const TODAY = () => new Date('2026-01-15T12:00:00Z');

/** A new user: no subscription, so on the basic plan every account has. */
const NEW_USER = [mockEndpoint('get', '/subscriptions', { populated: { subscriptions: [] } })];
/** A user on a premium trial that runs until 14 February 2026. */
const ON_PREMIUM_TRIAL = [
  mockEndpoint('get', '/subscriptions', {
    populated: {
      subscriptions: [
        buildSubscription({
          subscription_type_id: 'subscription-type-premium',
          subscription_type_name: 'premium',
          trial_ends_at: '2026-02-14T00:00:00.000Z',
        }),
      ],
    },
  }),
];

const screen = { route: '/plans/select', session: SIGNED_IN, handlers: NEW_USER };

const meta = {
  title: 'Screens/Plans/Select',
  component: PlansSelectPage,
  ...screenMeta,
  decorators: [
    (Story) => (
      <ClockProvider value={TODAY}>
        <Story />
      </ClockProvider>
    ),
    ...screenMeta.decorators,
  ],
  // Signed out by default: each signed-in story names its session (story parameters merge into these).
  parameters: { ...screenMeta.parameters, screen: { route: '/plans/select' } },
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

/**
 * A new user (no subscription): Basic, free, is marked as the current plan; Premium shows its price and
 * offers the upgrade, which opens its subscribe page.
 */
export const Populated: Story = {
  parameters: { screen },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Plans' });
    const basic = within(within(list).getByRole('listitem', { name: 'Basic' }));
    const premium = within(within(list).getByRole('listitem', { name: 'Premium' }));
    await expect(basic.getByText('Current plan')).toBeVisible();
    await expect(basic.getByText('Free')).toBeVisible();
    await expect(basic.getByText('You are on this plan')).toBeVisible();
    await expect(premium.queryByText('Current plan')).toBeNull();
    await expect(premium.getByText('Ksh 1,500')).toBeVisible();
    await expect(premium.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/plans/subscription-type-premium/subscribe',
    );
  },
};

/** On a premium trial that has not ended: Premium is marked; Basic is included in it. */
export const PremiumCurrent: Story = {
  parameters: { screen: { ...screen, handlers: ON_PREMIUM_TRIAL } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Plans' });
    const premium = within(within(list).getByRole('listitem', { name: 'Premium' }));
    await expect(premium.getByText('Current plan')).toBeVisible();
    await expect(
      within(within(list).getByRole('listitem', { name: 'Basic' })).getByText(
        'Included in your Premium plan',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Upgrade/ })).toBeNull();
  },
};

/**
 * Signed out (the route sends visitors to /login first; the page itself asks nothing of the session): no
 * plan is marked, Basic signs up, Premium opens its subscribe page.
 */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Plans' });
    await expect(canvas.queryByText('Current plan')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
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

/** A phone (375px): the plans stacked, the current one marked, nothing wider than the screen. */
export const Mobile: Story = {
  // Tall enough for both cards: the snapshot only shows the viewport.
  parameters: {
    screen,
    viewport: {
      options: { page: { name: 'Whole page, mobile', styles: { width: '375px', height: '1400px' } } },
    },
  },
  globals: { viewport: { value: 'page', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Plans' })).toBeVisible();
    await expect(canvas.getByText('Current plan')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Kiswahili on a phone (375px): the plans stacked, their prices and actions in Kiswahili. */
export const KiswahiliMobile: Story = {
  // Tall enough for both cards: the snapshot only shows the viewport.
  parameters: {
    screen: { ...screen, locale: 'sw' },
    viewport: {
      options: { page: { name: 'Whole page, mobile', styles: { width: '375px', height: '1500px' } } },
    },
  },
  globals: { viewport: { value: 'page', isRotated: false } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Mipango' });
    await expect(within(list).getByText('Mpango wa sasa')).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Panda hadi Premium' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Kiswahili on a desktop (1280px): the two plans side by side. */
export const KiswahiliDesktop: Story = {
  ...atLayout('desktop', { ...screen, locale: 'sw' }),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Mipango' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chagua mpango wako' })).toBeVisible();
    await expect(within(list).getByText('Ksh 1,500')).toBeVisible();
  },
};
