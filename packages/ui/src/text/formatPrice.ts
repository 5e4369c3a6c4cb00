/** How {@link formatPrice} writes a price. */
export interface PriceFormat {
  /** Written before the amount. Default 'Ksh'. */
  label?: string;
  /** A BCP 47 locale for digit grouping. Default 'en-KE'. */
  locale?: string;
}

/**
 * A price with its currency label, e.g. 'Ksh 1,500' or 'Ksh 99.50'. Digits are grouped by the locale;
 * cents show only when there are any. An unreadable amount counts as zero.
 *
 * @param amount - the price as a number or a decimal string (as the API sends it).
 */
export function formatPrice(
  amount: number | string,
  { label = 'Ksh', locale = 'en-KE' }: PriceFormat = {},
): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  const safe = Number.isFinite(value) ? value : 0;
  const whole = Number.isInteger(safe);
  const digits = new Intl.NumberFormat(locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(safe);
  return `${label} ${digits}`;
}
