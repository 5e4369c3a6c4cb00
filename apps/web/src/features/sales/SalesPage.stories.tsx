import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandler } from '../../testing/requests';
import { atLayout, type ScreenParameters, screenMeta } from '../../testing/screen';
import { SalesPage } from './SalesPage';

/** The sales page as the app routes it, so it reads the space of its address. */
function SalesScreen() {
  return (
    <Routes>
      <Route path={paths.space.sales.path} element={<SalesPage />} />
    </Routes>
  );
}

const at = (handlers: MockHandler[] = []): ScreenParameters => ({
  route: paths.space.sales('00000000-0000-4000-8000-000000000101'),
  session: SIGNED_IN,
  handlers,
});

const meta = {
  title: 'Screens/Sales',
  component: SalesScreen,
  ...screenMeta,
  parameters: { ...screenMeta.parameters, screen: at() },
} satisfies Meta<typeof SalesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The space's orders, newest first, with what the paid and refunded ones add up to. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: /Sales/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark refunded: order TKA9B2C3D4' })).toBeVisible();
  },
};

/** No orders yet. */
export const Empty: Story = {
  parameters: { screen: at([lenseMocks.spaceSales({ variant: 'empty' })]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No sales yet')).toBeVisible();
  },
};

/** The paid order marked refunded after the confirmation: its row and the totals change. */
export const Refunded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark refunded: order TKA9B2C3D4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order refunded?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    await expect(await screen.findByText('Order marked refunded: its downloads have ended')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Mark refunded/ })).toBeNull();
  },
};

/** The owner has no M-Pesa connected: the page says so and links to Settings. */
export const MpesaNotConnected: Story = {
  parameters: { screen: at([lenseMocks.mpesaAccount({ variant: 'empty' })]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Connect M-Pesa in Settings' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: /Sales/ })).toBeVisible();
  },
};

/** The orders cannot be read. */
export const LoadFailed: Story = {
  parameters: { screen: at([lenseMocks.spaceSales({ variant: 'error' })]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch sales')).toBeVisible();
  },
};

/** A phone: the table scrolls sideways. */
export const Mobile: Story = {
  ...atLayout('mobile', at()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: /Sales/ })).toBeVisible();
  },
};
