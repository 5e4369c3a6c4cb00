import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The web app's texts in a language, read from its catalogues: a journey in Kiswahili finds the controls by
 * the words a Kiswahili reader sees, and stays right when a translation is reworded.
 */
export const catalogue = (locale: 'en' | 'sw', area: string) =>
  formatter(locale, new URL(`../../apps/web/src/i18n/${locale}/${area}.json`, import.meta.url));

/** The API's mail texts in a language. */
export const mailCatalogue = (locale: 'en' | 'sw') =>
  formatter(locale, new URL(`../../apps/api/src/mail/catalogues/${locale}.json`, import.meta.url));

function formatter(locale: 'en' | 'sw', file: URL) {
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return (key: string, values: Record<string, string | number> = {}): string => {
    const message = messages[key];
    if (message === undefined) throw new Error(`No "${key}" in ${file.pathname}`);
    // Tags (<strong>…</strong>) read as their text.
    const tags = (chunks: unknown[]) => chunks.join('');
    const parts = new IntlMessageFormat(message, `${locale}-KE`).format<string>(
      new Proxy(values, { get: (target, name) => (name in target ? target[name as string] : tags) }),
    );
    return Array.isArray(parts) ? parts.join('') : String(parts);
  };
}
