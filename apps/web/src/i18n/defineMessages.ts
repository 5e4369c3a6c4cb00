import type { IntlMessageFormat, PrimitiveType } from 'intl-messageformat';
import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { messageIn, registerEnglish } from './catalogues';
import { formatTag } from './formatTag';
import { messageFormatter } from './formatter';
import { useLocale } from './LocaleScope';
import type { Catalogue, CompiledMessage, DisplayLocale } from './messageTypes';
import { pseudoMessage } from './pseudo';

/** Values of a message's arguments; a rich text's tags are functions of their content. */
export type MessageValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** Formats an area's messages in one language. */
export interface Translate<Key extends string> {
  /** The message `key` as text, its arguments filled in. */
  (key: Key, values?: Record<string, PrimitiveType>): string;
  /** The message `key` with React elements: its tags (`<link>…</link>`) rendered by the functions of `values`. */
  rich(key: Key, values: MessageValues): ReactNode;
  /** The language it formats in. */
  locale: DisplayLocale;
}

const formats = new Map<string, IntlMessageFormat>();

function compiled(locale: DisplayLocale, area: string, key: string): CompiledMessage {
  const message = messageIn(locale, area, key);
  if (message === undefined) throw new Error(`No message "${key}" in the catalogue "${area}"`);
  return import.meta.env.DEV && locale === 'pseudo' ? pseudoMessage(message) : message;
}

function format(
  locale: DisplayLocale,
  area: string,
  key: string,
  values?: MessageValues,
): string | ReactNode[] {
  const message = compiled(locale, area, key);
  if (typeof message === 'string') return message;
  const id = `${locale}\u0000${area}\u0000${key}`;
  let formatter = formats.get(id);
  if (!formatter) {
    const Formatter = messageFormatter();
    formatter = new Formatter(message, formatTag(locale));
    formats.set(id, formatter);
  }
  return formatter.format(values as Record<string, PrimitiveType>) as string | ReactNode[];
}

function translator<Key extends string>(locale: DisplayLocale, area: string): Translate<Key> {
  const translate = ((key: Key, values?: Record<string, PrimitiveType>) => {
    const text = format(locale, area, key, values);
    return Array.isArray(text) ? text.join('') : text;
  }) as Translate<Key>;
  translate.rich = (key, values) => {
    const parts = format(locale, area, key, values);
    // Spread as children, the parts need no keys.
    return Array.isArray(parts) ? createElement(Fragment, null, ...parts) : parts;
  };
  translate.locale = locale;
  return translate;
}

/**
 * Registers an area's English catalogue (`src/i18n/en/{area}.json`, imported by the module that calls this so
 * that it travels with the screens using it) and returns the hook its components format messages with. The
 * area's Kiswahili is `src/i18n/sw/{area}.json`; the tests fail when the two do not have the same keys.
 */
export function defineMessages<Key extends string>(
  area: string,
  english: Record<Key, string>,
): () => Translate<Key> {
  registerEnglish(area, english as unknown as Catalogue);
  return () => useAreaMessages<Key>(area);
}

function useAreaMessages<Key extends string>(area: string): Translate<Key> {
  const locale = useLocale();
  return useMemo(() => translator<Key>(locale, area), [locale, area]);
}
