import { formatPrice } from './formatPrice';

/** The currency label prices carry (Kenya shillings). */
export const CURRENCY_LABEL = 'Ksh';

/**
 * A price in Kenya shillings, e.g. `formatKsh(1500)` gives 'Ksh 1,500' and `formatKsh(99.5)`
 * gives 'Ksh 99.50'. Digits are grouped by the locale; cents show only when there are any.
 * For another currency label use {@link formatPrice}.
 *
 * @param amount - the price as a number or a decimal string (as the API sends it).
 * @param locale - a BCP 47 locale for digit grouping. Default 'en-KE'.
 */
export function formatKsh(amount: number | string, locale = 'en-KE'): string {
  return formatPrice(amount, { label: CURRENCY_LABEL, locale });
}
