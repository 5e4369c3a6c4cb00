import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/guest.json';

/** The page a guest link's QR code opens: the event, who is sending, the upload and its outcome. */
export const useGuestMessages = defineMessages('guest', english);

/** A message of the guest page. */
export type GuestMessageKey = keyof typeof english;
