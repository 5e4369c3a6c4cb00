import { lenseMocks, ORDER_TOKEN } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { paths } from '../../config/paths';
import { atLayout, type ScreenParameters, screenMeta } from '../../testing/screen';
import { OrderPage } from './OrderPage';
import { orderReadsAs } from './orderMocks';

const route = paths.order(ORDER_TOKEN);

// The page reads its token from the route.
const render = () => (
  <Routes>
    <Route path={paths.order.path} element={<OrderPage />} />
  </Routes>
);

const meta = {
  title: 'Screens/Checkout/Order',
  component: OrderPage,
  render,
  ...screenMeta,
  // No other story's remembered orders: the list under the order is this page's own tests' subject.
  beforeEach: () => {
    screenMeta.beforeEach();
    window.localStorage.removeItem('lense.orders');
  },
  parameters: { ...screenMeta.parameters, screen: { route, handlers: [orderReadsAs('pending')] } },
} satisfies Meta<typeof OrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const answering = (handlers: ScreenParameters['handlers']) => ({
  parameters: { screen: { route, handlers } },
});

/** The order is being read. */
export const Loading: Story = {
  ...answering([lenseMocks.order({ variant: 'slow' })]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your order' })).toBeInTheDocument();
  },
};

/** The PIN prompt is on the buyer's phone: the page reads the order again until it settles. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Check your phone and enter your M-Pesa PIN')).toBeVisible();
  },
};

/** Paid: each original downloads, all of them as a zip, and until when. */
export const Paid: Story = {
  ...answering([orderReadsAs('paid')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Download all' })).toHaveAttribute(
      'href',
      `/api/orders/${ORDER_TOKEN}/zip`,
    );
    await expect(canvas.getByRole('link', { name: 'Download Guests dancing at sunset' })).toBeVisible();
  },
};

/** The buyer cancelled the prompt: 'Try again' sends a new one for the same order. */
export const Cancelled: Story = {
  ...answering([orderReadsAs('cancelled')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Not enough money in M-Pesa. */
export const InsufficientFunds: Story = {
  ...answering([orderReadsAs('insufficient_funds')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not enough money in M-Pesa')).toBeVisible();
  },
};

/** The PIN was not entered in time. */
export const TimedOut: Story = {
  ...answering([orderReadsAs('timed_out')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The M-Pesa prompt timed out')).toBeVisible();
  },
};

/** M-Pesa could not complete the payment. */
export const Failed: Story = {
  ...answering([orderReadsAs('failed')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The payment did not go through')).toBeVisible();
  },
};

/** Refunded: the receipt stays, the downloads have ended. */
export const Refunded: Story = {
  ...answering([orderReadsAs('refunded')]),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This order was refunded, so its downloads have ended.'),
    ).toBeVisible();
  },
};

/** A link that leads to no order. */
export const NotFound: Story = {
  ...answering([lenseMocks.order({ variant: 'error', error: { status: 404, error: 'Order not found' } })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'We could not find this order' })).toBeVisible();
  },
};

/** The order could not be read. */
export const LoadError: Story = {
  ...answering([lenseMocks.order({ variant: 'error' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load your order')).toBeVisible();
  },
};

/** A paid order on a 375 px phone. */
export const PaidMobile: Story = {
  ...atLayout('mobile', { route, handlers: [orderReadsAs('paid')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Download all' })).toBeVisible();
  },
};

/** A paid order in Kiswahili on a 375 px phone. */
export const PaidKiswahiliMobile: Story = {
  ...atLayout('mobile', { route, handlers: [orderReadsAs('paid')], locale: 'sw' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Rudi kwenye Summer Festival' })).toBeVisible();
  },
};
