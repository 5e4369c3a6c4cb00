import { defineMessages } from '../i18n/defineMessages';
import english from '../i18n/en/event-language.json';

/** The choice of the language an event's pages (or a published site) speak. */
export const useEventLanguageMessages = defineMessages('event-language', english);
