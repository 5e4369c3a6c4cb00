import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/landing.json';

/** The landing page's texts: the hero, the gallery, problems and solutions, the key features, the photos' descriptions. */
export const useLandingMessages = defineMessages('landing', english);
