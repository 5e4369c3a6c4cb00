import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/manage.json';

/**
 * The texts of a space's management: its page and panels, the organiser's upload page and a photo's details.
 * Guests' photos (the guest link and the review queue) have their own area, `review`.
 */
export const useManageMessages = defineMessages('manage', english);

/** Formats the manage area's messages in one language. */
export type ManageMessages = ReturnType<typeof useManageMessages>;
