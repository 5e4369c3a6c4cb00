import { parseCalendarDate } from './calendarDate';
import { plainSpaces } from './plainSpaces';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day formatter of `locale` in the viewer's time zone, made once: making one (and its first range)
 * takes a phone several milliseconds, and a page of spaces shows a range on every card. The zone is told
 * apart by its offsets in January and July, which is all a day's display depends on.
 */
function dayFormat(locale: string): Intl.DateTimeFormat {
  const year = new Date().getFullYear();
  const zone = `${new Date(year, 0, 1).getTimezoneOffset()}/${new Date(year, 6, 1).getTimezoneOffset()}`;
  const key = `${locale} ${zone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    dayFormats.set(key, format);
  }
  return format;
}

/**
 * A compact date range such as '12 – 14 Dec 2026', in the viewer's time zone. Calendar dates
 * (`YYYY-MM-DD`) are read by {@link parseCalendarDate} as local days, so they show as the same day in
 * every time zone; an instant (an ISO date-time) shows as the day it falls on where the viewer is.
 * Node and browsers write the same text (plain spaces, see {@link plainSpaces}), so server markup hydrates.
 *
 * @param start - first day, as 'YYYY-MM-DD', an ISO date-time or a Date.
 * @param end - last day; omitted gives the start date alone.
 * @param locale - a BCP 47 locale. Default 'en-GB'.
 * @returns the range, or '' when the start cannot be read (an unreadable end gives the start alone).
 */
export function formatDateRange(start: string | Date, end?: string | Date, locale = 'en-GB'): string {
  const format = dayFormat(locale);
  const from = parseCalendarDate(start);
  if (!from) return '';
  const to = end === undefined ? undefined : parseCalendarDate(end);
  if (!to || to < from) return plainSpaces(format.format(from));
  return plainSpaces(namesBothEnds(format, from, to) ?? `${format.format(from)} – ${format.format(to)}`);
}

/**
 * The locale's own compact range, unless it drops a field that differs between the ends. Some locales'
 * data do: Kiswahili writes 30 November – 14 December as '30 – 14 Des 2026', which reads as one month.
 */
function namesBothEnds(format: Intl.DateTimeFormat, from: Date, to: Date): string | undefined {
  const parts = format.formatRangeToParts(from, to);
  const differing: Intl.DateTimeFormatPartTypes[] = [];
  if (from.getFullYear() !== to.getFullYear()) differing.push('year');
  if (from.getMonth() !== to.getMonth() || differing.length > 0) differing.push('month');
  const named = (type: Intl.DateTimeFormatPartTypes, source: string) =>
    parts.some((part) => part.type === type && part.source === source);
  const dropped = differing.some((type) => !named(type, 'startRange') || !named(type, 'endRange'));
  return dropped ? undefined : parts.map((part) => part.value).join('');
}
