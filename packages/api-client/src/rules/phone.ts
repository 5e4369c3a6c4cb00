import { RULES } from '../generated/rules.gen';
import { MESSAGES } from '../messages';

// The API's phone rule from its contract (`RULES.phone`): the client normalises exactly as the API does, so a
// checkout refuses a number before any prompt is asked for and shows the number M-Pesa will ring.

const IGNORED = new RegExp(RULES.phone.ignoredCharacters, 'g');
const PHONE = new RegExp(RULES.phone.pattern);

/**
 * A Kenyan mobile number as M-Pesa takes it and the API keeps it, 2547XXXXXXXX or 2541XXXXXXXX, from
 * 07XXXXXXXX, 01XXXXXXXX, +254… or 254… (spaces and dashes ignored); `null` for anything else.
 */
export function normalisePhone(input: string): string | null {
  const match = PHONE.exec(input.replace(IGNORED, ''));
  return match ? `${RULES.phone.countryCode}${match[1]}` : null;
}

/** Whether the API takes `input` as the paying phone number of an order. */
export function isValidPhone(input: string): boolean {
  return input.length <= RULES.phone.maxLength && normalisePhone(input) !== null;
}

/** A checkout phone field's error, in the API's words, or `undefined` when the API would take the number. */
export function phoneError(input: string): string | undefined {
  return isValidPhone(input) ? undefined : MESSAGES.invalidPhone;
}
