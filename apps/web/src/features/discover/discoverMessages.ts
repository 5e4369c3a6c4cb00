import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/discover.json';

/** The public feed's texts: its heading and search, its loading, empty and failed states, its photos' names. */
export const useDiscoverMessages = defineMessages('discover', english);
