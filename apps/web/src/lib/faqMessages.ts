import { defineMessages } from '../i18n/defineMessages';
import english from '../i18n/en/faq.json';

/** The FAQ: its page and the accordion the landing page shows too (the entries come from the API). */
export const useFaqMessages = defineMessages('faq', english);
