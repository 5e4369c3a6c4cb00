import { defineMessages } from './defineMessages';
import english from './en/language.json';

/** The language switcher (in the footer's chunk and Settings). */
export const useLanguageMessages = defineMessages('language', english);
