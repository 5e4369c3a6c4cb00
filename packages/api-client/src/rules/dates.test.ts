import { describe, expect, it } from 'vitest';
import { addLocalDays, endOfLocalDay, formatLocalDate, parseLocalDate } from './dates';

describe('parseLocalDate', () => {
  it('reads a calendar date as local midnight of that day', () => {
    const date = parseLocalDate('2026-05-10');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(4);
    expect(date?.getDate()).toBe(10);
    expect(date?.getHours()).toBe(0);
    expect(date?.getMinutes()).toBe(0);
  });

  it('hands full timestamps to Date', () => {
    expect(parseLocalDate('2026-05-10T12:00:00Z')?.toISOString()).toBe('2026-05-10T12:00:00.000Z');
  });

  it('gives undefined for missing or unreadable dates', () => {
    expect(parseLocalDate(undefined)).toBeUndefined();
    expect(parseLocalDate(null)).toBeUndefined();
    expect(parseLocalDate('')).toBeUndefined();
    expect(parseLocalDate('not a date')).toBeUndefined();
  });
});

describe('endOfLocalDay', () => {
  it('is 23:59:59.999 local on the same day', () => {
    const end = endOfLocalDay(new Date(2026, 4, 10, 8, 30));
    expect([
      end.getDate(),
      end.getHours(),
      end.getMinutes(),
      end.getSeconds(),
      end.getMilliseconds(),
    ]).toEqual([10, 23, 59, 59, 999]);
  });
});

describe('formatLocalDate and addLocalDays', () => {
  it('formats the local day with zero padding', () => {
    expect(formatLocalDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('adds calendar days across a month end', () => {
    expect(formatLocalDate(addLocalDays(new Date(2026, 0, 28, 10), 7))).toBe('2026-02-04');
  });
});
