import { describe, expect, it } from 'vitest';
import { displayTitle, titleCase } from './titles';

describe('titleCase', () => {
  it('capitalises each word and lower-cases the rest', () => {
    expect(titleCase('sUMMER party at the BEACH')).toBe('Summer Party At The Beach');
  });

  it('capitalises after hyphens and brackets but not after apostrophes', () => {
    expect(titleCase("tech-week (nairobi) don't")).toBe("Tech-Week (Nairobi) Don't");
  });

  it('handles letters beyond ASCII', () => {
    expect(titleCase('école été')).toBe('École Été');
  });
});

describe('displayTitle', () => {
  it('keeps a title of exactly 50 characters whole', () => {
    const title = 'a'.repeat(50);
    expect(displayTitle(title)).toBe(`A${'a'.repeat(49)}`);
  });

  it("cuts a longer title to 50 characters and appends '...'", () => {
    const title = 'b'.repeat(51);
    const shown = displayTitle(title);
    expect(shown).toBe(`B${'b'.repeat(49)}...`);
    expect(shown).toHaveLength(53);
  });

  it('title-cases before cutting', () => {
    expect(displayTitle('the long annual general meeting of the photographers society')).toBe(
      'The Long Annual General Meeting Of The Photographe...',
    );
  });

  it('never splits a character outside the basic plane', () => {
    const title = `${'x'.repeat(49)}📷📷`;
    expect(displayTitle(title)).toBe(`X${'x'.repeat(48)}📷...`);
  });

  it('gives an empty title for a missing one', () => {
    expect(displayTitle(undefined)).toBe('');
    expect(displayTitle(null)).toBe('');
  });
});
