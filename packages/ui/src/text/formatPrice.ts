/** How {@link formatPrice} writes a price. */
export interface PriceFormat {
  /** Written before the amount. Default 'Ksh'. */
  label?: string | undefined;
  /** A BCP 47 locale for digit grouping. Default 'en-KE'. */
  locale?: string | undefined;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The number formatter of `locale` with `fractionDigits` decimals, made once (a grid prices every tile). */
function numberFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale} ${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, format);
  }
  return format;
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
  const digits = numberFormat(locale, whole ? 0 : 2).format(safe);
  return `${label} ${digits}`;
}
