/** The languages Lense speaks. */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's name, written in that language (the switcher lists them so). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

/** The BCP 47 tag dates, numbers and amounts are formatted in: Kenyan usage of each language. */
export const FORMAT_TAGS: Record<Locale, string> = { en: 'en-KE', sw: 'sw-KE' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The first of the browser's languages (`navigator.languages`, best first) that Lense speaks; else English. */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return 'en';
}
