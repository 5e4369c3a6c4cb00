import { defineMessages } from './defineMessages';
import english from './en/profile-menu.json';

/** The signed-in user's menu (its own chunk). */
export const useProfileMenuMessages = defineMessages('profile-menu', english);
