import { FORMAT_TAGS } from './locales';
import type { DisplayLocale } from './messageTypes';

/** The BCP 47 tag a display locale formats numbers, dates and plurals in (the pseudo-language as English). */
export const formatTag = (locale: DisplayLocale): string => FORMAT_TAGS[locale === 'pseudo' ? 'en' : locale];
