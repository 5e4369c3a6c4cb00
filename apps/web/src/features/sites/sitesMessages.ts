import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/sites.json';

/** The texts of the organiser's sites: the list, the create-site panel and a site's settings. */
export const useSitesMessages = defineMessages('sites', english);

/** A key of the sites area. */
export type SitesKey = keyof typeof english;

/** Formats the sites area's messages in one language. */
export type SitesMessages = ReturnType<typeof useSitesMessages>;
