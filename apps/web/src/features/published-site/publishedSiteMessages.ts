import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/published-site.json';

/** The texts of a published site as its visitors see it: the page, its spaces, contacts and states. */
export const usePublishedSiteMessages = defineMessages('published-site', english);

/** The formatter of the published site's texts. */
export type PublishedSiteMessages = ReturnType<typeof usePublishedSiteMessages>;
