import { RULES } from './generated/rules.gen';

/**
 * Business constants and limits of the product that the client applies or that describe the API's
 * behaviour. Layout (breakpoints, masonry widths) belongs to the design system and the app, and route
 * paths and the delays of screens (toasts, redirects, copied and uploaded statuses) to them too. Durations are in milliseconds unless the name says otherwise.
 * The rules of what may be sent come from the API's contract (`src/generated/rules.gen.ts`), never typed here.
 */

/** Time after which a call to the API is abandoned with 'Request timed out'. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** A token whose expiry is closer than this is treated as already expired. */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000;

/** How often an open session is checked for expiry. */
export const SESSION_RECHECK_INTERVAL_MS = 60_000;

/** How often a token's validity is re-checked. */
export const TOKEN_RECHECK_INTERVAL_MS = 60_000;

/** Debounce before a site name's availability is checked. */
export const SITE_NAME_DEBOUNCE_MS = 1_000;

/** Largest file accepted for upload, in bytes (30 MB): the API's rule. */
export const MAX_UPLOAD_BYTES: number = RULES.upload.maxBytes;

/** The MIME types an upload may declare (the API refuses any other), e.g. for a file input's `accept`. */
export const ACCEPTED_UPLOAD_TYPES: readonly string[] = RULES.upload.acceptedTypes;

/** Most photos a guest may start sending in a minute, and so in one request. */
export const GUEST_PHOTOS_PER_MINUTE = 60;

/** Length of the free trial stated in the FAQ, in days. */
export const FREE_TRIAL_DAYS = 30;

/** Longest accepted e-mail address: the API's rule. */
export const EMAIL_MAX_LENGTH: number = RULES.email.maxLength;

/** Longest accepted local part (before the @) of an e-mail address: the API's rule. */
export const EMAIL_LOCAL_PART_MAX_LENGTH: number = RULES.email.localPartMaxLength;

/** Longest site name (one DNS label): the API's rule. */
export const SITE_NAME_MAX_LENGTH: number = RULES.siteName.maxLength;

/** Names a site may never have, in any case (the product's own subdomains): the API's rule. */
export const RESERVED_SITE_NAMES: readonly string[] = RULES.siteName.reserved;

/** Longest collection name: the API's rule. */
export const COLLECTION_NAME_MAX_LENGTH: number = RULES.collectionName.maxLength;

/** Longest space slug: the API's rule. */
export const SLUG_MAX_LENGTH: number = RULES.slug.maxLength;

/** Longest photo price, in characters: the API's rule. */
export const PHOTO_PRICE_MAX_LENGTH: number = RULES.price.maxLength;

/** Most photos one batch edit or deletion may name (`PATCH /spaces/{space_id}/photos`): the API's rule. */
export const PHOTO_BATCH_MAX: number = RULES.photoBatch.maxItems;

/** Longest M-Pesa phone number field the API takes, spaces included (`RULES.phone.maxLength`). */
export const PHONE_MAX_LENGTH: number = RULES.phone.maxLength;

/**
 * The `sizes` of a photo grid's tile image. The server preloads the first tile's image with the same text,
 * so both pick the same file.
 */
export const PHOTO_COLUMN_SIZES: string = RULES.imageSizes.photoColumn;

/** The `sizes` of a space gallery's tile image (two columns or more), as the server's preload assumes them. */
export const GALLERY_PHOTO_SIZES: string = RULES.imageSizes.gallery;

/** The `sizes` of a published site's tile image, as the server's preload assumes them. */
export const SITE_PHOTO_SIZES: string = RULES.imageSizes.sitePhoto;

/** Subscription plan name used for plan gating. */
export const BASIC_PLAN_NAME = 'basic';
