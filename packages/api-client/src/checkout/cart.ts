/** A photo in a visitor's cart, with the price, thumbnail and caption shown when it was added. */
export interface StoredCartPhoto {
  photoId: string;
  /** Decimal Ksh as the API writes prices ('500.00'); the order freezes the price of the moment. */
  price: string;
  /** The thumbnail's address, to show the cart without reading the photos again; null when there was none. */
  thumbUrl: string | null;
  /**
   * The photo's caption (its comment) when added, to name its line; absent when it had none (and in carts
   * kept before captions were).
   */
  caption?: string | null | undefined;
}

/**
 * The cart with `photo` added at the end; the same cart (the same array) when the photo is in it already,
 * since one order buys each photo once.
 */
export function addCartPhoto(cart: readonly StoredCartPhoto[], photo: StoredCartPhoto): StoredCartPhoto[] {
  if (cart.some((entry) => entry.photoId === photo.photoId)) return cart as StoredCartPhoto[];
  const caption = photo.caption?.trim();
  return [
    ...cart,
    { photoId: photo.photoId, price: photo.price, thumbUrl: photo.thumbUrl, ...(caption ? { caption } : {}) },
  ];
}

/** The cart without the photo `photoId` (the same array when it was not in it). */
export function removeCartPhoto(cart: readonly StoredCartPhoto[], photoId: string): StoredCartPhoto[] {
  return cart.some((entry) => entry.photoId === photoId)
    ? cart.filter((entry) => entry.photoId !== photoId)
    : (cart as StoredCartPhoto[]);
}

const cents = (price: string): number => {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
};

/**
 * The sum of the cart's prices as the API writes a total ('1500.00'), summed in cents so decimal prices
 * add up exactly. What M-Pesa is asked is the order's `amount`, rounded up to the shilling by the API.
 */
export function cartTotal(cart: readonly StoredCartPhoto[]): string {
  const total = cart.reduce((sum, entry) => sum + cents(entry.price), 0);
  return `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
}

/** Whether `value` read back from storage is a cart entry (a stale or edited one is dropped). */
export function isStoredCartPhoto(value: unknown): value is StoredCartPhoto {
  const entry = value as Partial<StoredCartPhoto> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.photoId === 'string' &&
    typeof entry.price === 'string' &&
    /^\d+(\.\d+)?$/.test(entry.price) &&
    (entry.thumbUrl === null || typeof entry.thumbUrl === 'string') &&
    (entry.caption === undefined || entry.caption === null || typeof entry.caption === 'string')
  );
}
