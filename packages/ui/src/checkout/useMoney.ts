import { useLenseStrings } from '../locale';
import { formatPrice } from '../text';

/** Formats amounts in the currency and number locale of the enclosing LocaleProvider ('Ksh 1,300'). */
export function useMoney(locale?: string): (amount: number | string) => string {
  const strings = useLenseStrings();
  const format = { label: strings.currency.label, locale: locale ?? strings.formats.numbers };
  return (amount) => formatPrice(amount, format);
}

/** The sum of prices given as numbers or decimal strings, in cents to avoid float drift. */
export function sumPrices(prices: readonly (number | string)[]): number {
  let cents = 0;
  for (const price of prices) {
    const value = typeof price === 'string' ? Number.parseFloat(price) : price;
    if (Number.isFinite(value)) cents += Math.round(value * 100);
  }
  return cents / 100;
}
