import { formatTag } from '../i18n/formatTag';
import type { DisplayLocale } from '../i18n/messageTypes';

/**
 * The tag `formatDateRange` writes a screen's dates in: Kiswahili's for a Kiswahili reader; none (the design
 * system's British English) otherwise, since Kenyan English writes '14–16 Jul' where English screens have
 * always shown '14 – 16 Jul'.
 */
export const dateLocale = (locale: DisplayLocale): string | undefined =>
  locale === 'sw' ? formatTag(locale) : undefined;
