import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from './locales';

// Every catalogue of the app in every language: the same keys, and each message the same arguments and tags.
const folder = (locale: string) => join(import.meta.dirname, locale);
const read = (locale: string, file: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder(locale), file), 'utf8'));
const areas = readdirSync(folder('en')).filter((file) => file.endsWith('.json'));

/** The argument and tag names a message uses, sorted. */
function namesIn(elements: MessageFormatElement[], names = new Set<string>()): string[] {
  for (const element of elements) {
    if ('value' in element && element.type !== 0) names.add(String(element.value));
    if (element.type === 8) names.add(`<${element.value}>`);
    if (element.type === 5 || element.type === 6)
      for (const option of Object.values(element.options)) namesIn(option.value, names);
    if (element.type === 8) namesIn(element.children, names);
  }
  return [...names].sort();
}

describe('message catalogues', () => {
  it('has an area for each language that English has, and no other', () => {
    for (const locale of LOCALES) {
      expect(readdirSync(folder(locale)).sort(), locale).toEqual([...areas].sort());
    }
  });

  it.each(areas)('%s has the same keys in every language', (area) => {
    const english = Object.keys(read('en', area)).sort();
    for (const locale of LOCALES) expect(Object.keys(read(locale, area)).sort(), locale).toEqual(english);
  });

  it.each(areas)('%s: every message parses and uses the same arguments and tags as the English', (area) => {
    const english = read('en', area);
    for (const locale of LOCALES) {
      for (const [key, message] of Object.entries(read(locale, area))) {
        const names = namesIn(parse(message));
        expect(names, `${locale}/${area} ${key}`).toEqual(namesIn(parse(english[key] ?? '')));
      }
    }
  });

  it.each(areas)('%s: Kiswahili is translated, not copied', (area) => {
    const english = read('en', area);
    const copied = Object.entries(read('sw', area)).filter(
      ([key, message]) => message === english[key] && /[a-z]{3}/.test(message) && !SAME_IN_BOTH.has(message),
    );
    expect(copied).toEqual([]);
  });
});

/** Words written the same in both languages (names, loan words). */
const SAME_IN_BOTH = new Set(['English', 'Kiswahili', 'Lense', 'M-Pesa']);
