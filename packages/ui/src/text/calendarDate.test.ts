import { addCalendarDays, endOfCalendarDay, formatCalendarDate, parseCalendarDate } from './calendarDate';
import { formatDateRange } from './formatDateRange';

// Calendar dates must mean the same day in every time zone. These run in zones on both sides of UTC
// whose offsets put UTC midnight on another local day: a reading at UTC midnight would show the 11th
// in Los Angeles, and a local midnight formatted in UTC would show the 11th in Auckland.
const ZONES = ['UTC', 'America/Los_Angeles', 'Pacific/Auckland', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];

describe.each(ZONES)('calendar dates in %s', (zone) => {
  const original = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    // Assigning undefined would set the string 'undefined'.
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('reads YYYY-MM-DD as local midnight of that day', () => {
    const date = parseCalendarDate('2026-12-12');
    expect(date).toBeDefined();
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2026, 11, 12, 0,
    ]);
    expect(date?.getTime()).toBe(new Date(2026, 11, 12).getTime());
  });

  it('round-trips a calendar date', () => {
    for (const day of ['2026-01-01', '2026-03-29', '2026-10-25', '2026-12-31', '2024-02-29']) {
      const date = parseCalendarDate(day);
      expect(date && formatCalendarDate(date)).toBe(day);
    }
  });

  it('shows a calendar date as its own day', () => {
    expect(formatDateRange('2026-12-12')).toBe('12 Dec 2026');
    expect(formatDateRange('2026-12-31', '2027-01-01')).toMatch(/^31 Dec 2026\s?–\s?1 Jan 2027$/);
    expect(formatDateRange(new Date(2026, 11, 12))).toBe('12 Dec 2026');
  });

  it('shows an instant as the day it falls on in the viewer’s zone', () => {
    const instant = '2026-03-01T21:30:00Z';
    const local = new Date(instant);
    const expected = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(local);
    expect(formatDateRange(instant)).toBe(expected);
    // In Auckland that evening in UTC is already the next morning.
    if (zone === 'Pacific/Auckland') expect(expected).toBe('2 Mar 2026');
    if (zone === 'America/Los_Angeles') expect(expected).toBe('1 Mar 2026');
  });

  it('ends a day at 23:59:59.999 local', () => {
    const end = endOfCalendarDay(parseCalendarDate('2026-12-12') as Date);
    expect([
      end.getDate(),
      end.getHours(),
      end.getMinutes(),
      end.getSeconds(),
      end.getMilliseconds(),
    ]).toEqual([12, 23, 59, 59, 999]);
    expect(end.getTime() + 1).toBe(parseCalendarDate('2026-12-13')?.getTime());
  });

  it('adds calendar days across a daylight-saving change', () => {
    const start = parseCalendarDate('2026-03-28') as Date;
    expect(formatCalendarDate(addCalendarDays(start, 7))).toBe('2026-04-04');
    const autumn = parseCalendarDate('2026-10-30') as Date;
    expect(formatCalendarDate(addCalendarDays(autumn, 7))).toBe('2026-11-06');
  });
});

describe('parseCalendarDate', () => {
  it('gives undefined for nothing, unreadable text and days that do not exist', () => {
    expect(parseCalendarDate(undefined)).toBeUndefined();
    expect(parseCalendarDate(null)).toBeUndefined();
    expect(parseCalendarDate('')).toBeUndefined();
    expect(parseCalendarDate('next tuesday')).toBeUndefined();
    expect(parseCalendarDate('2026-02-31')).toBeUndefined();
    expect(parseCalendarDate(new Date(Number.NaN))).toBeUndefined();
  });

  it('keeps a Date as it is', () => {
    const date = new Date(2026, 5, 6, 15, 30);
    expect(parseCalendarDate(date)).toBe(date);
  });

  it('formats nothing for an unreadable start, and the start alone for an unreadable or earlier end', () => {
    expect(formatDateRange('soon')).toBe('');
    expect(formatDateRange('2026-12-12', 'later')).toBe('12 Dec 2026');
    expect(formatDateRange('2026-12-12', '2026-12-01')).toBe('12 Dec 2026');
  });
});
