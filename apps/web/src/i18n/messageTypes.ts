import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locales';

/** A compiled message: its text, or its ICU syntax tree when it has arguments (see the build's catalogue plugin). */
export type CompiledMessage = string | MessageFormatElement[];
export type Catalogue = Readonly<Record<string, CompiledMessage>>;

/** The locales messages can be shown in: the languages, and a pseudo-language that shows which texts are translated. */
export type DisplayLocale = Locale | 'pseudo';
