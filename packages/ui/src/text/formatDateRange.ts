import { parseCalendarDate } from './calendarDate';

/**
 * A compact date range such as '12 – 14 Dec 2026', in the viewer's time zone. Calendar dates
 * (`YYYY-MM-DD`) are read by {@link parseCalendarDate} as local days, so they show as the same day in
 * every time zone; an instant (an ISO date-time) shows as the day it falls on where the viewer is.
 *
 * @param start - first day, as 'YYYY-MM-DD', an ISO date-time or a Date.
 * @param end - last day; omitted gives the start date alone.
 * @param locale - a BCP 47 locale. Default 'en-GB'.
 * @returns the range, or '' when the start cannot be read (an unreadable end gives the start alone).
 */
export function formatDateRange(start: string | Date, end?: string | Date, locale = 'en-GB'): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const from = parseCalendarDate(start);
  if (!from) return '';
  const to = end === undefined ? undefined : parseCalendarDate(end);
  return !to || to < from ? format.format(from) : format.formatRange(from, to);
}
