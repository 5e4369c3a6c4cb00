import { addCartPhoto, isStoredCartPhoto, removeCartPhoto, type StoredCartPhoto } from './cart';
import { addRememberedOrder, isRememberedOrder, type RememberedOrder } from './rememberedOrders';

/** The part of a Web Storage area the checkout store uses (`localStorage` fits). */
export type CheckoutStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A visitor's carts (one per space) and the orders this browser placed, kept in a storage area so they
 * survive a reload. Reads answer the same array until the stored value changes, so they can feed React's
 * `useSyncExternalStore` with {@link CheckoutStore.subscribe}.
 */
export interface CheckoutStore {
  /** The cart of the space `spaceId`, in the order the photos were added. */
  cart(spaceId: string): readonly StoredCartPhoto[];
  /** Adds a photo to the space's cart (nothing changes when it is in it already); answers the cart. */
  addToCart(spaceId: string, photo: StoredCartPhoto): readonly StoredCartPhoto[];
  /** Takes a photo out of the space's cart; answers the cart. */
  removeFromCart(spaceId: string, photoId: string): readonly StoredCartPhoto[];
  /** Empties the space's cart (after its order is placed). */
  clearCart(spaceId: string): void;
  /** The orders this browser placed, newest first. */
  orders(): readonly RememberedOrder[];
  /** Remembers an order this browser placed (`token`, `spaceId`, `createdAt` of the API's answer). */
  rememberOrder(order: RememberedOrder): void;
  /** Calls `listener` after each change made through this store; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

const CART_PREFIX = 'lense.cart:';
const ORDERS_KEY = 'lense.orders';

/**
 * A {@link CheckoutStore} in `storage` (`localStorage` in the app; `undefined` or a failing storage keeps
 * nothing, and the checkout still works for the page's life).
 */
export function createCheckoutStore(storage: CheckoutStorage | null | undefined): CheckoutStore {
  const listeners = new Set<() => void>();
  // The last value read per key, with the text it was read from: the same text answers the same array.
  const snapshots = new Map<string, { text: string | null; value: readonly unknown[] }>();
  // What was written when the storage refused it (quota, privacy mode), so the page still sees it.
  const unsaved = new Map<string, string | null>();

  const readText = (key: string): string | null => {
    if (unsaved.has(key)) return unsaved.get(key) ?? null;
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  function readList<T>(key: string, isEntry: (value: unknown) => value is T): readonly T[] {
    const text = readText(key);
    const cached = snapshots.get(key);
    if (cached && cached.text === text) return cached.value as readonly T[];
    let value: readonly T[] = [];
    try {
      const parsed: unknown = text === null ? [] : JSON.parse(text);
      value = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      // An unreadable value is an empty list: the next write replaces it.
    }
    snapshots.set(key, { text, value });
    return value;
  }

  const writeList = (key: string, value: readonly unknown[]) => {
    const text = value.length === 0 ? null : JSON.stringify(value);
    try {
      if (text === null) storage?.removeItem(key);
      else storage?.setItem(key, text);
      unsaved.delete(key);
    } catch {
      unsaved.set(key, text);
    }
    if (!storage) unsaved.set(key, text);
    snapshots.set(key, { text, value });
    for (const listener of listeners) listener();
  };

  const cartKey = (spaceId: string) => CART_PREFIX + spaceId;
  const cart = (spaceId: string) => readList(cartKey(spaceId), isStoredCartPhoto);
  const changeCart = (
    spaceId: string,
    change: (current: readonly StoredCartPhoto[]) => StoredCartPhoto[],
  ) => {
    const current = cart(spaceId);
    const next = change(current);
    if (next !== current) writeList(cartKey(spaceId), next);
    return cart(spaceId);
  };

  return {
    cart,
    addToCart: (spaceId, photo) => changeCart(spaceId, (current) => addCartPhoto(current, photo)),
    removeFromCart: (spaceId, photoId) => changeCart(spaceId, (current) => removeCartPhoto(current, photoId)),
    clearCart: (spaceId) => {
      if (cart(spaceId).length > 0) writeList(cartKey(spaceId), []);
    },
    orders: () => readList(ORDERS_KEY, isRememberedOrder),
    rememberOrder: (order) =>
      writeList(ORDERS_KEY, addRememberedOrder(readList(ORDERS_KEY, isRememberedOrder), order)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
