import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage } from '../src/rules/locale.ts';

describe('the language an Accept-Language header prefers', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sw', 'sw'],
    ['sw-KE', 'sw'],
    ['SW-ke', 'sw'],
    ['sw-KE,sw;q=0.9,en-US;q=0.8,en;q=0.7', 'sw'],
    ['en-KE,en;q=0.9,sw;q=0.8', 'en'],
    ['fr-FR, fr;q=0.9, sw;q=0.5', 'sw'],
    ['en;q=0.5, sw;q=0.8', 'sw'],
    ['sw;q=0, en', 'en'],
    ['fr, de', 'en'],
    ['*', 'en'],
    ['sw;q=abc', 'en'],
  ])('%j speaks %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });
});
