import { defineMessages } from '../i18n/defineMessages';
import english from '../i18n/en/uploads.json';

/** The upload texts shared by the organiser's and the guests' upload screens: carrying on, refused photos. */
export const useUploadsMessages = defineMessages('uploads', english);
