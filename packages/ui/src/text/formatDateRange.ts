const toDate = (value: string | Date) =>
  value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

/**
 * A compact date range such as '12 – 14 Dec 2026', read in UTC so a calendar date
 * ('YYYY-MM-DD') never shifts a day with the viewer's time zone.
 *
 * @param start - first day, as 'YYYY-MM-DD', an ISO string or a Date.
 * @param end - last day; omitted gives the start date alone.
 * @param locale - a BCP 47 locale. Default 'en-GB'.
 */
export function formatDateRange(start: string | Date, end?: string | Date, locale = 'en-GB'): string {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const from = toDate(start);
  if (end === undefined) return format.format(from);
  const to = toDate(end);
  return to < from ? format.format(from) : format.formatRange(from, to);
}
