import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/manage.json';

/**
 * The texts of a space's management: its page and panels, the organiser's upload page and a photo's details.
 * Guests' photos (the guest link and the review queue) have their own area, `review`.
 */
export const useManageMessages = defineMessages('manage', english);

/** Formats the manage area's messages in one language. */
export type ManageMessages = ReturnType<typeof useManageMessages>;

/**
 * The tag dates are written in: Kiswahili's, and for English the day format the app has always shown
 * ('12 – 14 Dec 2026', where en-KE writes '12–14 Dec 2026').
 */
export const dateTag = (t: { locale: string }): string => (t.locale === 'sw' ? 'sw-KE' : 'en-GB');
