import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/live.json';

/** The live slideshow: its stage, controls, QR code and the words laid over each photo. */
export const useLiveMessages = defineMessages('live', english);

/** The live slideshow's messages in the reader's language. */
export type LiveMessages = ReturnType<typeof useLiveMessages>;
