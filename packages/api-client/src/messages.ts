/**
 * User-facing strings produced by the client's rules, verbatim from the product specification
 * (including its spelling). The app decides where they are shown.
 */
export const MESSAGES = {
  /** A call took longer than the request time-out. */
  requestTimedOut: 'Request timed out',
  /** An upload was started with no file. */
  nothingSelected: 'Nothing selected for upload',
  /** An upload list held a non-image or a file over 30 MB. */
  invalidUploadList: 'Please ensure you are uploading actual photos and each of their size is at most 30mbs',
  /** A newsletter e-mail that failed the format check. */
  invalidEmail: 'Please use a valid email',
  /** A site name that does not match the name pattern. */
  invalidSiteName: 'invalid site name',
  /** A collection name that does not match the name pattern. */
  invalidCollectionName: 'invalid collection name',
  /** A checkout phone number that is not a Kenyan mobile number (the API's own words). */
  invalidPhone: 'Enter an M-Pesa phone number such as 0712345678, 0112345678, +254712345678 or 254712345678',
  /** Generic failure. */
  genericError: 'An error occurred, please try again later',
} as const;

/** Server `error` strings on a 401 that mean the session is no longer valid. */
export const SESSION_ENDING_ERRORS: readonly string[] = ['revoked token', 'nil user'];
