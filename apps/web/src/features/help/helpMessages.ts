import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/help.json';

/** The help page: its topics and the links to the FAQ, support and the policies. */
export const useHelpMessages = defineMessages('help', english);
