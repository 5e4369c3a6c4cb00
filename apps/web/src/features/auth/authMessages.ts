import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/auth.json';

/** Sign-in, sign-up and the password screens. */
export const useAuthMessages = defineMessages('auth', english);
