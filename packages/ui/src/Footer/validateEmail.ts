/** Shown under the newsletter field for a bad address. */
export const INVALID_EMAIL_MESSAGE = 'Please use a valid email';

// The e-mail rule is the API client's (`isValidEmail`), which apps pass as `validateEmail`. This copy is
// only the newsletter form's default, so that the form works on its own: not in the package's exports.
const MAX_EMAIL_LENGTH = 254;
const MAX_EMAIL_LOCAL_LENGTH = 64;

// Local part of printable characters; domain of dot-separated labels, no leading/trailing hyphens.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Standard e-mail format check: at most 254 characters, local part at most 64. */
export function defaultValidateEmail(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > MAX_EMAIL_LOCAL_LENGTH) return false;
  return EMAIL_PATTERN.test(email);
}
