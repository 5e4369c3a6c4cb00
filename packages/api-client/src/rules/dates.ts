const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a date as the API sends it. A calendar date (`YYYY-MM-DD`) means local midnight of that day,
 * not UTC midnight, so that a space starts when the day starts where the user is.
 * Anything else is handed to `Date`. Returns `undefined` when the date cannot be read.
 */
export function parseLocalDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const calendar = CALENDAR_DATE.exec(value);
  const date = calendar
    ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The last millisecond (23:59:59.999 local) of the day `date` falls on. */
export function endOfLocalDay(date: Date): Date {
  const end = new Date(date.getTime());
  end.setHours(23, 59, 59, 999);
  return end;
}

/** Formats a date as a local calendar date, `YYYY-MM-DD`. */
export function formatLocalDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** The same local time `days` calendar days later (daylight-saving safe). */
export function addLocalDays(date: Date, days: number): Date {
  const next = new Date(date.getTime());
  next.setDate(next.getDate() + days);
  return next;
}
