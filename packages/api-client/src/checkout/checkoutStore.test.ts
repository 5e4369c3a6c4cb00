import { describe, expect, it, vi } from 'vitest';
import type { StoredCartPhoto } from './cart';
import { type CheckoutStorage, createCheckoutStore } from './checkoutStore';

const memoryStorage = (): CheckoutStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

const lake: StoredCartPhoto = { photoId: 'photo-1', price: '500.00', thumbUrl: '/thumbs/1.webp' };
const stage: StoredCartPhoto = { photoId: 'photo-2', price: '500.00', thumbUrl: '/thumbs/2.webp' };

describe('the checkout store', () => {
  it('keeps a cart per space that survives a reload', () => {
    const storage = memoryStorage();
    const store = createCheckoutStore(storage);
    store.addToCart('space-1', lake);
    store.addToCart('space-1', stage);
    store.addToCart('space-2', stage);
    expect(store.addToCart('space-1', lake)).toEqual([lake, stage]);

    const reloaded = createCheckoutStore(storage);
    expect(reloaded.cart('space-1')).toEqual([lake, stage]);
    expect(reloaded.cart('space-2')).toEqual([stage]);
    expect(reloaded.cart('space-3')).toEqual([]);

    expect(reloaded.removeFromCart('space-1', 'photo-1')).toEqual([stage]);
    reloaded.clearCart('space-2');
    const again = createCheckoutStore(storage);
    expect(again.cart('space-1')).toEqual([stage]);
    expect(again.cart('space-2')).toEqual([]);
    expect(storage.items.has('lense.cart:space-2')).toBe(false);
  });

  it('remembers the orders this browser placed, newest first, across a reload', () => {
    const storage = memoryStorage();
    const store = createCheckoutStore(storage);
    store.rememberOrder({ token: 'old', spaceId: 'space-1', createdAt: '2026-07-10T12:00:00.000Z' });
    store.rememberOrder({ token: 'new', spaceId: 'space-2', createdAt: '2026-07-11T12:00:00.000Z' });
    expect(createCheckoutStore(storage).orders()).toEqual([
      { token: 'new', spaceId: 'space-2', createdAt: '2026-07-11T12:00:00.000Z' },
      { token: 'old', spaceId: 'space-1', createdAt: '2026-07-10T12:00:00.000Z' },
    ]);
  });

  it('answers the same array until the stored value changes, and tells subscribers of changes', () => {
    const store = createCheckoutStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const empty = store.cart('space-1');
    expect(store.cart('space-1')).toBe(empty);
    const one = store.addToCart('space-1', lake);
    expect(store.cart('space-1')).toBe(one);
    expect(listener).toHaveBeenCalledTimes(1);
    store.addToCart('space-1', lake); // already in it: nothing written, nobody told
    store.removeFromCart('space-1', 'photo-9');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.clearCart('space-1');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads a damaged value as empty and drops malformed entries', () => {
    const storage = memoryStorage();
    storage.setItem('lense.cart:space-1', '{not json');
    storage.setItem('lense.cart:space-2', JSON.stringify([lake, { photoId: 'x' }, 'y']));
    storage.setItem('lense.orders', JSON.stringify({ token: 'a' }));
    const store = createCheckoutStore(storage);
    expect(store.cart('space-1')).toEqual([]);
    expect(store.cart('space-2')).toEqual([lake]);
    expect(store.orders()).toEqual([]);
    expect(store.addToCart('space-1', stage)).toEqual([stage]);
  });

  it('still holds the cart for the page when the storage refuses writes or there is none', () => {
    const full: CheckoutStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    for (const storage of [full, undefined]) {
      const store = createCheckoutStore(storage);
      expect(store.addToCart('space-1', lake)).toEqual([lake]);
      expect(store.cart('space-1')).toEqual([lake]);
      store.clearCart('space-1');
      expect(store.cart('space-1')).toEqual([]);
    }
  });
});
