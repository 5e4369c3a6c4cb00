import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/poster.json';

/** The printable poster of a space's guest link, and its toolbar. */
export const usePosterMessages = defineMessages('poster', english);
