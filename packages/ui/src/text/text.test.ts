import { displayTitle, titleCase } from './displayTitle';
import { formatDateRange } from './formatDateRange';
import { formatKsh } from './formatKsh';

describe('titleCase', () => {
  it('capitalises each word and lower-cases the rest', () => {
    expect(titleCase('sUMMER party at the BEACH')).toBe('Summer Party At The Beach');
  });

  it('capitalises after hyphens, slashes and brackets but not after apostrophes', () => {
    expect(titleCase("tech-week (nairobi) don't a/b")).toBe("Tech-Week (Nairobi) Don't A/B");
  });

  it('cases letters beyond ASCII', () => {
    expect(titleCase('école été')).toBe('École Été');
  });
});

describe('displayTitle', () => {
  it('title-cases every word', () => {
    expect(displayTitle('wedding of ANNA and tom')).toBe('Wedding Of Anna And Tom');
  });

  it('title-cases a slug-like title word by word', () => {
    expect(displayTitle('kamau-family reunion')).toBe('Kamau-Family Reunion');
  });

  it('trims the title before cutting it', () => {
    expect(displayTitle('  summer party  ')).toBe('Summer Party');
  });

  it('never splits a character outside the basic plane', () => {
    expect(displayTitle(`${'x'.repeat(49)}📷📷`)).toBe(`X${'x'.repeat(48)}📷...`);
  });

  it('keeps titles of exactly 50 characters whole', () => {
    const fifty = 'a'.repeat(50);
    expect(displayTitle(fifty)).toBe(`A${'a'.repeat(49)}`);
  });

  it("cuts longer titles to 50 characters and appends '...'", () => {
    const result = displayTitle('nairobi annual tech summit and founders gala dinner 2026');
    expect(result).toBe('Nairobi Annual Tech Summit And Founders Gala Dinne...');
    expect(result).toHaveLength(53);
  });

  it('gives an empty string for a missing title', () => {
    expect(displayTitle(undefined)).toBe('');
    expect(displayTitle(null)).toBe('');
  });
});

describe('formatKsh', () => {
  it('prefixes Ksh and groups thousands', () => {
    expect(formatKsh(1500)).toBe('Ksh 1,500');
    expect(formatKsh(1250000)).toBe('Ksh 1,250,000');
  });

  it('shows cents only when there are any', () => {
    expect(formatKsh(99.5)).toBe('Ksh 99.50');
    expect(formatKsh('250.00')).toBe('Ksh 250');
  });

  it('groups digits by the given locale', () => {
    expect(formatKsh(1500, 'de-DE')).toBe('Ksh 1.500');
  });

  it('treats an unreadable amount as zero', () => {
    expect(formatKsh('abc')).toBe('Ksh 0');
  });
});

describe('formatDateRange', () => {
  it('formats a range of calendar dates compactly', () => {
    expect(formatDateRange('2026-12-12', '2026-12-14')).toMatch(/^12\s?–\s?14 Dec 2026$/);
  });

  it('writes plain spaces around the dash, as browsers do, where Node writes thin ones', () => {
    // Server markup and the browser's first render must hold the same text, or hydration fails.
    expect(formatDateRange('2026-11-28', '2026-12-02')).toBe('28 Nov – 2 Dec 2026');
    expect(formatDateRange('2026-12-12', '2026-12-14')).toBe('12 – 14 Dec 2026');
  });

  it('names both months of a range across months, even where the locale data drops one', () => {
    expect(formatDateRange('2026-11-30', '2026-12-14', 'sw')).toBe('30 Nov 2026 – 14 Des 2026');
    expect(formatDateRange('2026-12-12', '2026-12-14', 'sw')).toBe('12 – 14 Des 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02', 'sw')).toBe('30 Des 2026 – 2 Jan 2027');
    expect(formatDateRange('2026-11-30', '2026-12-14', 'en-GB')).toBe('30 Nov – 14 Dec 2026');
  });

  it('formats a single day when the end is missing or equal', () => {
    expect(formatDateRange('2026-12-12')).toBe('12 Dec 2026');
    expect(formatDateRange('2026-12-12', '2026-12-12')).toBe('12 Dec 2026');
  });
});
