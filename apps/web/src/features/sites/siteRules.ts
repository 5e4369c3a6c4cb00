import { isApiError, MESSAGES, siteNameError } from '@lense/api-client';
import english from '../../i18n/en/sites.json';
import { publishedSitesHost } from '../../lib/siteHost';
import { CARD_TITLE_FONT, CARD_TITLE_LINE_HEIGHT, lineCount, SMALL_LINE_HEIGHT } from '../../lib/textLines';
import type { SitesKey } from './sitesMessages';

/** The API's answers the create-site form tells apart, as the API words them. */
const API_ERRORS = {
  planGate: 'Please upgrade your plan to perform this action',
  invalidName: MESSAGES.invalidSiteName,
  collectionRequired: 'Please select a collection',
} as const;

/** The words a rule writes its messages in: the screen's `t`. */
export type SiteWords = (key: SitesKey) => string;

// Without the screen's words a rule speaks English (its messages have no arguments, so they are plain texts).
const inEnglish: SiteWords = (key) => String(english[key]);

/**
 * The error of a site name, or `undefined` when it can be used: the API's rule (the client's
 * `siteNameError`: one DNS label of 3 to 63 letters, digits and inner hyphens, not a reserved name), on the
 * name without its surrounding spaces.
 */
export function siteNameProblem(name: string, say: SiteWords = inEnglish): string | undefined {
  return siteNameError(name.trim()) === undefined ? undefined : say('create.error.invalidName');
}

/** The create-site form. */
export interface CreateSiteForm {
  name: string;
  collectionId: string;
}

/** The errors of the create-site form, per field. */
export interface CreateSiteErrors {
  name?: string;
  collection?: string;
}

/** The errors that stop the create-site form from being sent (empty when it can be sent). */
export function createSiteErrors(form: CreateSiteForm, say: SiteWords = inEnglish): CreateSiteErrors {
  const errors: CreateSiteErrors = {};
  const name = siteNameProblem(form.name, say);
  if (name) errors.name = name;
  if (!form.collectionId) errors.collection = say('create.error.collectionRequired');
  return errors;
}

/** Where a failed POST /sites is reported: beside a field, or as a toast. */
export type CreateSiteFailure = { field: keyof CreateSiteErrors; message: string } | { toast: string };

/**
 * How a failed site creation is shown: a taken or invalid name and a missing collection beside their
 * field, the plan gate with the server's wording, anything else as 'Failed to create site, please try
 * again'.
 */
export function createSiteFailure(error: unknown, say: SiteWords = inEnglish): CreateSiteFailure {
  if (!isApiError(error)) return { toast: say('create.error.failed') };
  if (error.status === 403 && error.error === API_ERRORS.planGate)
    return { toast: say('create.error.planGate') };
  if (error.status === 409) return { field: 'name', message: say('create.error.nameTaken') };
  if (error.error === API_ERRORS.invalidName)
    return { field: 'name', message: say('create.error.invalidName') };
  if (error.error === API_ERRORS.collectionRequired) {
    return { field: 'collection', message: say('create.error.collectionRequired') };
  }
  return { toast: say('create.error.failed') };
}

/**
 * Height of a site card's tile `width` wide (480px, narrower on a phone): header, then either the banner
 * (3:1) and description or, while its options menu shows, the menu (Settings, Delete) in their place. The
 * title and the address beside the icon take more lines as the column narrows.
 */
export function siteTileHeight(
  site: { name?: string; title?: string | null; description?: string | null },
  hasBanner: boolean,
  width: number,
  menuOpen = false,
  host: string = publishedSitesHost(),
): number {
  // Beside the title: the card's borders and padding, the 44px icon, the options button and their gaps.
  const headingWidth = width - 2 - 32 - 44 - 12 - 36 - 12;
  const titleLines = lineCount(site.title || site.name || '', headingWidth, CARD_TITLE_FONT) || 1;
  const addressLines = site.name ? lineCount(`${site.name}.${host}`, headingWidth) : 1;
  // One line of each fits beside the icon; more push the card down.
  const extraLines = (titleLines - 1) * CARD_TITLE_LINE_HEIGHT + (addressLines - 1) * SMALL_LINE_HEIGHT;
  const header = 16 + 44 + Math.ceil(extraLines) + 16;
  if (menuOpen) return header + 12 + 2 * 40 + 8;
  const banner = hasBanner ? Math.round(width / 3) : 0;
  const descriptionLines = site.description ? lineCount(site.description, width - 2 - 32) : 0;
  const description = site.description ? 12 + Math.max(44, SMALL_LINE_HEIGHT * descriptionLines + 2) : 0;
  return header + banner + description;
}
