/**
 * Business constants and limits of the product that the client applies or that describe the API's
 * behaviour. Layout (breakpoints, masonry widths) belongs to the design system and the app, and route
 * paths to the app. Durations are in milliseconds unless the name says otherwise.
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

/** Time after which a completed upload status returns to idle. */
export const UPLOAD_STATUS_RESET_MS = 3_000;

/** Time after which a 'copied' copy-link status returns to idle. */
export const COPY_STATUS_RESET_MS = 3_000;

/** Delay before redirecting after a delete. */
export const REDIRECT_AFTER_DELETE_MS = 1_000;

/** Delay before redirecting to the login page after a password change. */
export const REDIRECT_AFTER_PASSWORD_CHANGE_MS = 2_000;

/** Delay before submit buttons are enabled again after a response. */
export const BUTTON_REENABLE_MS = 1_000;

/** Toasts close themselves after this time. */
export const TOAST_AUTO_CLOSE_MS = 5_000;

/** Fraction of a toast's width it must be dragged to be dismissed by a swipe. */
export const TOAST_SWIPE_CLOSE_FRACTION = 0.8;

/** At most this many notifications are shown at once. */
export const MAX_VISIBLE_NOTIFICATIONS = 3;

/** Largest file accepted for upload, in bytes (30 MB). */
export const MAX_UPLOAD_BYTES = 31_457_280;

/** Every uploaded file's MIME type must start with this prefix. */
export const UPLOAD_TYPE_PREFIX = 'image/';

/** Fraction of the page height past which the next page of a feed is loaded. */
export const SCROLL_PAGING_THRESHOLD = 0.7;

/** Length of the free trial stated in the FAQ, in days. */
export const FREE_TRIAL_DAYS = 30;

/** Longest accepted e-mail address. */
export const EMAIL_MAX_LENGTH = 254;

/** Longest accepted local part (before the @) of an e-mail address. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/** Subscription plan name used for plan gating. */
export const BASIC_PLAN_NAME = 'basic';
