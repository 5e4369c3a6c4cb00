import { plainSpaces } from '../text/plainSpaces';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as '28 Nov 2026' (or with the time, '28 Nov 2026, 14:05'), in `locale`. ICU's thin spaces become
 * plain ones so server and browser write the same text. An unreadable value gives ''.
 */
export function formatOrderDate(value: string | Date, locale: string, withTime = false): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale} ${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    formats.set(key, format);
  }
  return plainSpaces(format.format(date));
}
