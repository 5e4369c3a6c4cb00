/**
 * Business constants and limits of the product that the client applies or that describe the API's
 * behaviour. Layout (breakpoints, masonry widths) belongs to the design system and the app, and route
 * paths and the delays of screens (toasts, redirects, copied and uploaded statuses) to them too. Durations are in milliseconds unless the name says otherwise.
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

/** Largest file accepted for upload, in bytes (30 MB). */
export const MAX_UPLOAD_BYTES = 31_457_280;

/** Most photos a guest may start sending in a minute, and so in one request. */
export const GUEST_PHOTOS_PER_MINUTE = 60;

/** Every uploaded file's MIME type must start with this prefix. */
export const UPLOAD_TYPE_PREFIX = 'image/';

/** Length of the free trial stated in the FAQ, in days. */
export const FREE_TRIAL_DAYS = 30;

/** Longest accepted e-mail address. */
export const EMAIL_MAX_LENGTH = 254;

/** Longest accepted local part (before the @) of an e-mail address. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/** Subscription plan name used for plan gating. */
export const BASIC_PLAN_NAME = 'basic';
