import { buildOrder, buildPhoto, HttpResponse, http, lenseMocks, ORDER_TOKEN } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../config/paths';
import { checkoutStore } from '../lib/checkoutStore';
import { renderWithApp } from '../testing/renderApp';
import { SPACE_ID, spaceHandler } from '../testing/spaces';
import { AppRoutes } from './routes';

const VISITOR_SPACE = { owner: false, user_id: 'organiser' };
const priced = buildPhoto({ id: 'photo-priced', space_id: SPACE_ID, price: '500.00', state: 'visible' });

afterEach(() => {
  checkoutStore().clearCart(SPACE_ID);
});

const fillCart = () =>
  checkoutStore().addToCart(SPACE_ID, { photoId: priced.id, price: '500.00', thumbUrl: null });

const phoneField = () => screen.getByRole('textbox', { name: 'M-Pesa phone number' });

describe('buying from a space', () => {
  it("adds a priced photo to the space's cart from the viewer and counts it on the space's view", async () => {
    renderWithApp(<AppRoutes />, {
      path: `${paths.space(SPACE_ID)}?photo=${priced.id}`,
      handlers: [spaceHandler(VISITOR_SPACE, [priced])],
    });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy · Ksh 500' }));
    expect(await within(dialog).findByText('In cart')).toBeInTheDocument();
    expect(
      checkoutStore()
        .cart(SPACE_ID)
        .map((entry) => entry.photoId),
    ).toEqual([priced.id]);
    expect(screen.getByRole('link', { name: 'Cart (1)', hidden: true })).toHaveAttribute(
      'href',
      paths.space.checkout(SPACE_ID),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('button', { name: 'Buy · Ksh 500' })).toBeInTheDocument();
    // The viewer's code loads on first use: a cold start may take a few seconds.
  }, 15_000);

  it('says sales are not open yet in the viewer while the organiser has no M-Pesa', async () => {
    renderWithApp(<AppRoutes />, {
      path: `${paths.space(SPACE_ID)}?photo=${priced.id}`,
      handlers: [spaceHandler(VISITOR_SPACE, [priced], false, false)],
    });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Sales are not open yet')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
  }, 15_000);
});

describe('checkout', () => {
  it('leads back to the space when the cart is empty', async () => {
    renderWithApp(<AppRoutes />, {
      path: paths.space.checkout(SPACE_ID),
      handlers: [spaceHandler(VISITOR_SPACE, [priced])],
    });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the photos' })).toHaveAttribute(
      'href',
      paths.space(SPACE_ID),
    );
  });

  it('says a bad phone number under the field and orders nothing', async () => {
    fillCart();
    let ordered = false;
    renderWithApp(<AppRoutes />, {
      path: paths.space.checkout(SPACE_ID),
      handlers: [
        spaceHandler(VISITOR_SPACE, [priced]),
        http.post('*/api/orders', () => {
          ordered = true;
          return HttpResponse.json(buildOrder(), { status: 201 });
        }),
      ],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'M-Pesa phone number' }), '0812345678');
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(ordered).toBe(false);
    expect(checkoutStore().cart(SPACE_ID)).toHaveLength(1);
  });

  it("pays, remembers the order, empties the cart and opens the order's page", async () => {
    fillCart();
    const app = renderWithApp(<AppRoutes />, {
      path: paths.space.checkout(SPACE_ID),
      handlers: [spaceHandler(VISITOR_SPACE, [priced]), lenseMocks.createOrder()],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'M-Pesa phone number' }), '0712345678');
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    await waitFor(() => expect(app.location()).toBe(paths.order(ORDER_TOKEN)));
    expect(checkoutStore().cart(SPACE_ID)).toEqual([]);
    expect(checkoutStore().orders()[0]?.token).toBe(ORDER_TOKEN);
  });

  it('shows a refusal (sales not open) under the form and keeps the cart and the number', async () => {
    fillCart();
    const app = renderWithApp(<AppRoutes />, {
      path: paths.space.checkout(SPACE_ID),
      handlers: [
        spaceHandler(VISITOR_SPACE, [priced]),
        lenseMocks.createOrder({
          variant: 'error',
          error: { status: 409, error: 'Sales are not open yet for this event' },
        }),
      ],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'M-Pesa phone number' }), '0712345678');
    await userEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByText('Sales are not open yet for this event')).toBeInTheDocument();
    expect(phoneField()).toHaveValue('0712345678');
    expect(checkoutStore().cart(SPACE_ID)).toHaveLength(1);
    expect(app.location()).toBe(paths.space.checkout(SPACE_ID));
  });
});
