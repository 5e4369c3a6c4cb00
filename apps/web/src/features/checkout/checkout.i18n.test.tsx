import { buildPhoto, lenseMocks, ORDER_TOKEN } from '@lense/api-client/mocks';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { BuyAction } from '../../components/BuyAction';
import { CartLink } from '../../components/CartLink';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { checkoutStore } from '../../lib/checkoutStore';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { SPACE_ID, spaceHandler } from '../../testing/spaces';
import { untranslatedTexts } from '../../testing/untranslated';
import { CheckoutPage } from './CheckoutPage';
import { OrderPage } from './OrderPage';
import { orderReadsAs } from './orderMocks';

const VISITOR_SPACE = { owner: false, user_id: 'organiser' };
const priced = buildPhoto({ id: 'photo-priced', space_id: SPACE_ID, price: '1500.00', state: 'visible' });

const fillCart = () =>
  checkoutStore().addToCart(SPACE_ID, { photoId: priced.id, price: '1500.00', thumbUrl: null });

afterEach(() => {
  checkoutStore().clearCart(SPACE_ID);
  localStorage.removeItem('lense.orders');
});

function renderCheckout(handlers: MockHandlers, locale: DisplayLocale = 'pseudo') {
  return renderWithApp(
    <Routes>
      <Route path={paths.space.checkout.path} element={<CheckoutPage />} />
    </Routes>,
    { path: paths.space.checkout(SPACE_ID), handlers, locale },
  );
}

function renderOrder(handlers: MockHandlers, locale: DisplayLocale = 'pseudo') {
  return renderWithApp(
    <Routes>
      <Route path={paths.order.path} element={<OrderPage />} />
    </Routes>,
    { path: paths.order(ORDER_TOKEN), handlers, locale },
  );
}

/** The fixture space's title as the page shows it. */
const SPACE_TITLE = 'Summer Festival';
/** The cart's data: its space, and the photo's price and total, amounts written by the design system. */
const CART_DATA = [SPACE_TITLE, 'Ksh 1,500'];
/**
 * The fixture order's own data: its space, its photo's caption, receipt number, M-Pesa's own words on a
 * cancelled payment, and what the design system writes from numbers (amounts, the payment's day).
 */
const ORDER_DATA = [
  SPACE_TITLE,
  'Guests dancing at sunset',
  'TKA9B2C3D4',
  'Request cancelled by user',
  'Ksh 500',
  'Ksh 1,000',
  '10 Jul 2026',
];

describe('buying comes from the catalogues', () => {
  it('the checkout with a photo in the cart', async () => {
    fillCart();
    renderCheckout([spaceHandler(VISITOR_SPACE, [priced])]);
    await screen.findAllByRole('textbox');
    expect(untranslatedTexts(document.body, CART_DATA)).toEqual([]);
    // The cart calls a photo by its alternative text: 'Photo 1', from the catalogue.
    expect(screen.getByRole('button', { name: /Phõtõ 1/ })).toBeInTheDocument();
  });

  it('the checkout refusing the order, and while sales are not open', async () => {
    fillCart();
    const { unmount } = renderCheckout([
      spaceHandler(VISITOR_SPACE, [priced]),
      lenseMocks.createOrder({ variant: 'error', error: { status: 500, error: 'Failed to fetch data' } }),
    ]);
    const [phone] = await screen.findAllByRole('textbox');
    await userEvent.type(phone as HTMLElement, '0712345678');
    fireEvent.submit(phone?.closest('form') as HTMLFormElement);
    await screen.findByRole('alert');
    expect(untranslatedTexts(document.body, CART_DATA)).toEqual([]);
    unmount();
    renderCheckout([spaceHandler(VISITOR_SPACE, [priced], false, false)]);
    await screen.findByRole('heading', { level: 1 });
    expect(untranslatedTexts(document.body, CART_DATA)).toEqual([]);
  });

  it('the empty cart', async () => {
    renderCheckout([spaceHandler(VISITOR_SPACE, [priced])]);
    await screen.findByRole('link');
    expect(untranslatedTexts(document.body, CART_DATA)).toEqual([]);
  });

  it('the paid order, with the other orders of this browser', async () => {
    checkoutStore().rememberOrder({ token: 'earlier', spaceId: SPACE_ID, createdAt: '2026-07-09T11:05:00Z' });
    renderOrder([orderReadsAs('paid')]);
    await screen.findByText('TKA9B2C3D4');
    const placed = new Intl.DateTimeFormat('en-KE', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date('2026-07-09T11:05:00Z'));
    // The other order's day is written by `Intl`: data, not a message.
    expect(untranslatedTexts(document.body, [...ORDER_DATA, placed])).toEqual([]);
    expect(screen.getByRole('link', { name: `⟦Õrdér õf ${placed}⟧` })).toBeInTheDocument();
  });

  it('the order waiting for the PIN, and cancelled', async () => {
    const { unmount } = renderOrder([orderReadsAs('pending')]);
    await screen.findByRole('link');
    expect(untranslatedTexts(document.body, ORDER_DATA)).toEqual([]);
    unmount();
    renderOrder([orderReadsAs('cancelled')]);
    await screen.findByRole('button');
    // '!' is the status's icon, a glyph in every language.
    expect(untranslatedTexts(document.body, [...ORDER_DATA, '!'])).toEqual([]);
  });

  it('an order that loads, is not found or does not load', async () => {
    const loading = renderOrder([lenseMocks.order({ variant: 'slow' })]);
    await screen.findByRole('status');
    expect(untranslatedTexts(document.body)).toEqual([]);
    loading.unmount();
    const missing = renderOrder([lenseMocks.order({ variant: 'error', error: { status: 404, error: 'x' } })]);
    await screen.findByRole('heading');
    expect(untranslatedTexts(document.body)).toEqual([]);
    missing.unmount();
    renderOrder([lenseMocks.order({ variant: 'error' })]);
    await waitFor(() => expect(document.querySelector('[data-ui="ErrorView"]')).not.toBeNull());
    // '!' is the error view's icon, a glyph in every language.
    expect(untranslatedTexts(document.body, ['!'])).toEqual([]);
  });

  it("the viewer's Buy and the cart's link", async () => {
    renderWithApp(
      <>
        <BuyAction photo={priced} salesOpen />
        <CartLink spaceId={SPACE_ID} />
      </>,
      { locale: 'pseudo' },
    );
    expect(screen.getByRole('button')).toHaveTextContent('⟦Bûý · Ksh 1,500⟧');
    expect(untranslatedTexts(document.body)).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(await screen.findByRole('link')).toHaveTextContent('⟦Çàrt (1)⟧');
    expect(untranslatedTexts(document.body)).toEqual([]);
  });

  it("the viewer's note while sales are not open", () => {
    renderWithApp(<BuyAction photo={priced} salesOpen={false} />, { locale: 'pseudo' });
    expect(untranslatedTexts(document.body)).toEqual([]);
    expect(document.body).toHaveTextContent('⟦Šàléš àré ñõt õpéñ ýét⟧');
  });
});

describe('buying in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('the checkout', async () => {
    fillCart();
    renderCheckout([spaceHandler(VISITOR_SPACE, [priced])], 'sw');
    expect(await screen.findByRole('heading', { name: 'Malipo', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Picha 1$/ })).toBeInTheDocument();
  });

  it('the paid order', async () => {
    renderOrder([orderReadsAs('paid')], 'sw');
    expect(await screen.findByRole('link', { name: `Rudi kwenye ${SPACE_TITLE}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Picha 2$/ })).toBeInTheDocument();
  });

  it("the viewer's Buy, in the cart, and the cart's link", async () => {
    renderWithApp(
      <>
        <BuyAction photo={priced} salesOpen />
        <CartLink spaceId={SPACE_ID} />
      </>,
      { locale: 'sw' },
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nunua · Ksh 1,500' })));
    expect(screen.getByText('Iko kikapuni')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ondoa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kikapu (1)' })).toBeInTheDocument();
  });
});
