import { defineMessages } from './defineMessages';
import english from './en/shell.json';

/** The frame of every page: the menu, the skip link, the profile menu's button and loading. */
export const useShellMessages = defineMessages('shell', english);
