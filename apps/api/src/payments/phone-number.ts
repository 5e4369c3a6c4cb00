import { PHONE_COUNTRY_CODE, PHONE_IGNORED_CHARACTERS, PHONE_PATTERN } from '../rules/input-rules.ts';

const IGNORED = new RegExp(PHONE_IGNORED_CHARACTERS, 'g');
const PHONE = new RegExp(PHONE_PATTERN);

/** What a buyer sees when the number is not a Kenyan mobile number. */
export const INVALID_PHONE =
  'Enter an M-Pesa phone number such as 0712345678, 0112345678, +254712345678 or 254712345678';

/**
 * A Kenyan mobile number as M-Pesa takes it, 2547XXXXXXXX or 2541XXXXXXXX, from 07XXXXXXXX, 01XXXXXXXX,
 * +254… or 254… (spaces and dashes ignored); null for anything else. The rule is published to clients
 * (`phone` in the contract's rules), which apply it the same way.
 */
export function normalisePhone(input: string): string | null {
  const match = PHONE.exec(input.replace(IGNORED, ''));
  return match ? `${PHONE_COUNTRY_CODE}${match[1]}` : null;
}

/** A number shown to organisers: 2547••••••78. */
export const maskPhone = (phone: string): string =>
  phone.length > 6 ? `${phone.slice(0, 4)}${'•'.repeat(phone.length - 6)}${phone.slice(-2)}` : '••••';
