const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a date as the API sends it. A calendar date (`YYYY-MM-DD`, a day without a time or a zone) is
 * a day of the viewer's own calendar, so it means **local** midnight of that day: an event dated the
 * 12th starts when the 12th starts where the viewer is, and is shown as the 12th in every time zone.
 * Anything else (an instant such as `2026-03-01T21:30:00Z`) is handed to `Date`. A `Date` is returned
 * as it is. `undefined` when the value cannot be read.
 *
 * This is the one reading of calendar dates in Lense: space states, the space form and every date
 * shown go through it.
 */
export function parseCalendarDate(value: string | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const calendar = CALENDAR_DATE.exec(value);
  let date: Date;
  if (calendar) {
    const [year, month, day] = [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])];
    date = new Date(year, month - 1, day);
    // Date rolls 2026-02-31 over into March: a day that does not exist is unreadable.
    if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
      return undefined;
  } else {
    date = new Date(value);
  }
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The last millisecond (23:59:59.999, local) of the day `date` falls on. */
export function endOfCalendarDay(date: Date): Date {
  const end = new Date(date.getTime());
  end.setHours(23, 59, 59, 999);
  return end;
}

/** The local calendar date of `date`, as `YYYY-MM-DD`. */
export function formatCalendarDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The same local time `days` calendar days later (safe across daylight-saving changes). */
export function addCalendarDays(date: Date, days: number): Date {
  const next = new Date(date.getTime());
  next.setDate(next.getDate() + days);
  return next;
}
