import { lenseMocks, ORDER_TOKEN } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../config/paths';
import { orderReadsAs } from '../features/checkout/orderMocks';
import { renderWithApp } from '../testing/renderApp';
import { AppRoutes } from './routes';

const path = paths.order(ORDER_TOKEN);
// Read again at once while pending: the test waits for the reads, not for a clock.
const timing = { orderPendingRefreshMs: 5 };

describe('order page', () => {
  it('turns from "check your phone" to the paid order without a reload', async () => {
    renderWithApp(<AppRoutes />, { path, timing, handlers: [orderReadsAs('pending', 'pending', 'paid')] });
    expect(await screen.findByText('Check your phone and enter your M-Pesa PIN')).toBeInTheDocument();
    expect(await screen.findByText('TKA9B2C3D4')).toBeInTheDocument();
    expect(screen.queryByText('Check your phone and enter your M-Pesa PIN')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Guests dancing at sunset' })).toHaveAttribute(
      'href',
      `/api/orders/${ORDER_TOKEN}/photos/photo-1/original`,
    );
    expect(screen.getByRole('link', { name: 'Download Photo 2' })).toHaveAttribute(
      'href',
      `/api/orders/${ORDER_TOKEN}/photos/photo-2/original`,
    );
    expect(screen.getByRole('link', { name: 'Download all' })).toHaveAttribute(
      'href',
      `/api/orders/${ORDER_TOKEN}/zip`,
    );
    expect(screen.getByText('Downloads work until 9 Aug 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Summer Festival' })).toHaveAttribute(
      'href',
      paths.space('space-1'),
    );
  });

  it('tries a cancelled payment again with the same order, then waits for the PIN', async () => {
    renderWithApp(<AppRoutes />, {
      path,
      handlers: [orderReadsAs('cancelled'), lenseMocks.retryOrder()],
    });
    expect(await screen.findByText('You cancelled the payment on your phone')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Check your phone and enter your M-Pesa PIN')).toBeInTheDocument();
  });

  it('says a refunded order’s downloads have ended and offers none', async () => {
    renderWithApp(<AppRoutes />, { path, handlers: [orderReadsAs('refunded')] });
    expect(
      await screen.findByText('This order was refunded, so its downloads have ended.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('says so kindly for a link that leads to no order', async () => {
    renderWithApp(<AppRoutes />, {
      path: paths.order('no-such-order-token-at-all'),
      handlers: [lenseMocks.order({ variant: 'error', error: { status: 404, error: 'Order not found' } })],
    });
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover events' })).toHaveAttribute('href', '/discover');
  });

  it('offers a reload when the order cannot be read', async () => {
    renderWithApp(<AppRoutes />, { path, handlers: [lenseMocks.order({ variant: 'error' })] });
    expect(await screen.findByText('Failed to load your order')).toBeInTheDocument();
  });

  it('is public: no sign-in is asked for', async () => {
    const app = renderWithApp(<AppRoutes />, { path, handlers: [orderReadsAs('paid')] });
    expect(await screen.findByText('TKA9B2C3D4')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe(path));
  });

  it("lists this browser's other orders, each linking to its page", async () => {
    const other = 'Zx9earlierOrderTokenOfThisBrowser0000000001';
    window.localStorage.setItem(
      'lense.orders',
      JSON.stringify([
        { token: ORDER_TOKEN, spaceId: 'space-1', createdAt: '2026-07-10T12:00:00.000Z' },
        { token: other, spaceId: 'space-1', createdAt: '2026-07-09T12:00:00.000Z' },
      ]),
    );
    try {
      const app = renderWithApp(<AppRoutes />, { path, handlers: [orderReadsAs('paid')] });
      const list = await screen.findByRole('region', { name: 'Your other orders' });
      const links = within(list).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName(/^Order of 9 Jul 2026/);
      fireEvent.click(links[0]!);
      await waitFor(() => expect(app.location()).toBe(paths.order(other)));
    } finally {
      window.localStorage.removeItem('lense.orders');
    }
  });
});
