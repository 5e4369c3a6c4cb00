/** Longest accepted address. */
export const MAX_EMAIL_LENGTH = 254;
/** Longest accepted part before the @. */
export const MAX_EMAIL_LOCAL_LENGTH = 64;
/** Shown under the newsletter field for a bad address. */
export const INVALID_EMAIL_MESSAGE = 'Please use a valid email';

// Local part of printable characters; domain of dot-separated labels, no leading/trailing hyphens.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Standard e-mail format check: at most 254 characters, local part at most 64. */
export function isValidEmail(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > MAX_EMAIL_LOCAL_LENGTH) return false;
  return EMAIL_PATTERN.test(email);
}
