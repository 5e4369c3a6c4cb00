/** A photo being bought: in a cart, at checkout, in an order. */
export interface CheckoutPhoto {
  /** The photo's id, for keys and callbacks. */
  id: string;
  /** Its thumbnail (a watermarked preview is fine). */
  src: string;
  /** Alternative text of the thumbnail. */
  alt: string;
  /** What the photo is called in the list (its caption); the alternative text when absent. */
  name?: string | undefined;
  /** The price in the locale's currency, a number or a decimal string as the API sends it. */
  price: number | string;
}

/** Every status an order can have (the API's `status`). The failures can be tried again. */
export type OrderStatus =
  | 'pending'
  | 'paid'
  | 'cancelled'
  | 'insufficient_funds'
  | 'timed_out'
  | 'failed'
  | 'expired'
  | 'refunded';
