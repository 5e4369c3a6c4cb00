import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/settings.json';

/** The settings page: profile, appearance, language, password, M-Pesa and account deletion. */
export const useSettingsMessages = defineMessages('settings', english);
