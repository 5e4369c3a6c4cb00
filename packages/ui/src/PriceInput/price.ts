/** Digits with an optional decimal part, e.g. '150' or '99.50'. */
export const PRICE_PATTERN = /^\d+(\.\d+)?$/;

/** The message shown for a price that does not match {@link PRICE_PATTERN}. */
export const INVALID_PRICE = 'Invalid price';

/** Whether a typed price is well formed: digits with an optional decimal part. */
export function isValidPrice(value: string): boolean {
  return PRICE_PATTERN.test(value);
}

/** Drops every character but digits and dots (applied while typing and on paste). */
export function sanitizePrice(raw: string): string {
  return raw.replace(/[^\d.]/g, '');
}
