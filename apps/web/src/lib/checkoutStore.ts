import { type CheckoutStore, createCheckoutStore, type StoredCartPhoto } from '@lense/api-client';
import { useSyncExternalStore } from 'react';

/** The browser's storage, when it offers one (privacy modes may refuse it). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

let store: CheckoutStore | undefined;

/** The app's one checkout store (carts per space, remembered orders), on localStorage, made when first used. */
export function checkoutStore(): CheckoutStore {
  store ??= createCheckoutStore(browserStorage());
  return store;
}

const NO_PHOTOS: readonly StoredCartPhoto[] = [];

/** The cart of the space `spaceId`, kept current as photos are added or removed anywhere in the app. */
export function useCart(spaceId: string): readonly StoredCartPhoto[] {
  const checkout = checkoutStore();
  return useSyncExternalStore(
    checkout.subscribe,
    () => checkout.cart(spaceId),
    () => NO_PHOTOS,
  );
}
