import { defineMessages } from '../i18n/defineMessages';
import english from '../i18n/en/spaces.json';

/**
 * The texts of a space's screens (list, new, edit, view, details, QR code) and of the shared pieces they are
 * built from (the space form, its delete confirmation, the unknown-space page).
 */
export const useSpacesMessages = defineMessages('spaces', english);
