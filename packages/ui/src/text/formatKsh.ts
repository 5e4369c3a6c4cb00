/** The currency label prices carry (Kenya shillings). */
export const CURRENCY_LABEL = 'Ksh';

/**
 * A price in Kenya shillings, e.g. `formatKsh(1500)` gives 'Ksh 1,500' and `formatKsh(99.5)`
 * gives 'Ksh 99.50'. Digits are grouped by the locale; cents show only when there are any.
 *
 * @param amount - the price as a number or a decimal string (as the API sends it).
 * @param locale - a BCP 47 locale for digit grouping. Default 'en-KE'.
 */
export function formatKsh(amount: number | string, locale = 'en-KE'): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  const safe = Number.isFinite(value) ? value : 0;
  const whole = Number.isInteger(safe);
  const digits = new Intl.NumberFormat(locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(safe);
  return `${CURRENCY_LABEL} ${digits}`;
}
