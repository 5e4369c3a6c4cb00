import { Type } from 'typebox';

/** The languages Lense speaks: English and Kiswahili. */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];

/** A language Lense speaks, as a schema (anything else is a 400), described as what it is the language of. */
export const LocaleSchema = (description = "A language Lense speaks: 'en' (English) or 'sw' (Kiswahili).") =>
  Type.Union([Type.Literal('en'), Type.Literal('sw')], { description });

/** A language tag's primary subtag, lower-cased: 'sw' of 'sw-KE'. */
const primary = (tag: string) => tag.trim().split('-')[0]!.toLowerCase();

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The language Lense speaks that an `Accept-Language` header prefers most (its q-values weigh, earlier wins
 * a tie): 'sw' for `sw` or `sw-KE`, 'en' when nothing it names is spoken here or there is no header.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => /^\s*q\s*=(.*)$/i.exec(p)?.[1]).find((v) => v !== undefined);
      // A weight that is not a number counts as none: that language is not asked for.
      const weight = q === undefined ? 1 : /^\s*[\d.]+\s*$/.test(q) ? Number(q) : 0;
      return { language: primary(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? 'en';
}
