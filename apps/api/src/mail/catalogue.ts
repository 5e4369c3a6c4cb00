import IntlMessageFormat from 'intl-messageformat';
import type { Locale } from '../rules/locale.ts';
import en from './catalogues/en.json' with { type: 'json' };
import sw from './catalogues/sw.json' with { type: 'json' };

/** The name of a mail text: a key of the catalogues. */
export type MailKey = keyof typeof en;

/** Every mail text in ICU message syntax, one flat catalogue a language; English is the specification's. */
export const MAIL_CATALOGUES: Record<Locale, Record<MailKey, string>> = { en, sw };

/** The Intl locale numbers, amounts and dates are written in for each language. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-KE', sw: 'sw-KE' };

/** Writes one mail text of a language with its placeholders filled in. */
export type MailTexts = (key: MailKey, values?: Record<string, string | number>) => string;

const compiled = new Map<string, IntlMessageFormat>();

/** The mail texts of `locale`; each message is parsed once per process. */
export function mailTexts(locale: Locale): MailTexts {
  return (key, values) => {
    const id = `${locale}\u0000${key}`;
    let message = compiled.get(id);
    if (!message) {
      message = new IntlMessageFormat(MAIL_CATALOGUES[locale][key], INTL_LOCALES[locale]);
      compiled.set(id, message);
    }
    return String(message.format(values));
  };
}

/**
 * An amount in whole shillings as the language writes it: 'Ksh 1,500'. Intl puts a no-break space after
 * 'Ksh'; mail keeps the plain space it has always had, so an English receipt reads as it did.
 */
export const formatShillings = (locale: Locale, amount: number): string =>
  new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'KES',
    maximumFractionDigits: 0,
  })
    .format(amount)
    .replace(/\u00a0/g, ' ');
