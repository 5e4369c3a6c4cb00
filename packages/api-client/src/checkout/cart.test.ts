import { describe, expect, it } from 'vitest';
import { addCartPhoto, cartTotal, isStoredCartPhoto, removeCartPhoto, type StoredCartPhoto } from './cart';
import { addRememberedOrder, REMEMBERED_ORDERS_MAX, type RememberedOrder } from './rememberedOrders';

const lake: StoredCartPhoto = {
  photoId: 'photo-1',
  price: '500.00',
  thumbUrl: '/thumbs/1.webp',
  caption: 'Sunset over the lake',
};
const stage: StoredCartPhoto = { photoId: 'photo-2', price: '250.50', thumbUrl: null };

describe('a cart', () => {
  it('adds photos in order, each once, keeping the price and thumbnail shown when added', () => {
    const one = addCartPhoto([], lake);
    const two = addCartPhoto(one, stage);
    expect(two).toEqual([lake, stage]);
    const again = addCartPhoto(two, { ...lake, price: '900.00' });
    expect(again).toBe(two);
    expect(again.map((entry) => entry.price)).toEqual(['500.00', '250.50']);
  });

  it('keeps the caption shown when added, trimmed, and none for a blank or missing one', () => {
    const cart = addCartPhoto([], { ...lake, caption: '  Sunset over the lake ' });
    expect(cart[0]?.caption).toBe('Sunset over the lake');
    expect(addCartPhoto([], { ...stage, caption: '   ' })).toEqual([stage]);
    expect(addCartPhoto([], { ...stage, caption: null })[0]).not.toHaveProperty('caption');
  });

  it('removes a photo, and stays the same cart when the photo is not in it', () => {
    const cart = [lake, stage];
    expect(removeCartPhoto(cart, 'photo-1')).toEqual([stage]);
    expect(removeCartPhoto(cart, 'photo-9')).toBe(cart);
  });

  it('totals its prices exactly, as the API writes a total', () => {
    expect(cartTotal([])).toBe('0.00');
    expect(cartTotal([lake, stage])).toBe('750.50');
    expect(
      cartTotal([
        { ...lake, price: '0.1' },
        { ...stage, price: '0.2' },
      ]),
    ).toBe('0.30');
    expect(cartTotal([{ ...lake, price: '1500' }])).toBe('1500.00');
  });

  it('keeps only well-formed entries read back from storage', () => {
    expect(isStoredCartPhoto(lake)).toBe(true);
    expect(isStoredCartPhoto(stage)).toBe(true);
    expect(isStoredCartPhoto({ photoId: 'x', price: 'free', thumbUrl: null })).toBe(false);
    expect(isStoredCartPhoto({ photoId: 'x', price: '5' })).toBe(false);
    // A cart kept before captions were still reads; a caption of another type does not.
    expect(isStoredCartPhoto({ photoId: 'x', price: '5', thumbUrl: null })).toBe(true);
    expect(isStoredCartPhoto({ photoId: 'x', price: '5', thumbUrl: null, caption: 7 })).toBe(false);
    expect(isStoredCartPhoto({ photoId: 'x', price: '5', thumbUrl: null, caption: 'Toast' })).toBe(true);
    expect(isStoredCartPhoto(null)).toBe(false);
  });
});

describe('remembered orders', () => {
  const order = (token: string, createdAt: string): RememberedOrder => ({
    token,
    spaceId: 'space-1',
    createdAt,
  });

  it('are newest first, each token once', () => {
    const first = addRememberedOrder([], order('a', '2026-07-10T12:00:00.000Z'));
    const second = addRememberedOrder(first, order('b', '2026-07-11T12:00:00.000Z'));
    expect(second.map((o) => o.token)).toEqual(['b', 'a']);
    const again = addRememberedOrder(second, order('a', '2026-07-10T12:00:00.000Z'));
    expect(again.map((o) => o.token)).toEqual(['b', 'a']);
  });

  it(`keep the newest ${REMEMBERED_ORDERS_MAX}`, () => {
    let orders: RememberedOrder[] = [];
    for (let day = 0; day < REMEMBERED_ORDERS_MAX + 5; day++)
      orders = addRememberedOrder(
        orders,
        order(`t${day}`, new Date(Date.UTC(2026, 0, 1 + day)).toISOString()),
      );
    expect(orders).toHaveLength(REMEMBERED_ORDERS_MAX);
    expect(orders[0]?.token).toBe(`t${REMEMBERED_ORDERS_MAX + 4}`);
    expect(orders.at(-1)?.token).toBe('t5');
  });
});
