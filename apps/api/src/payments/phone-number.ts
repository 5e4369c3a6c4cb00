/** What a buyer sees when the number is not a Kenyan mobile number. */
export const INVALID_PHONE =
  'Enter an M-Pesa phone number such as 0712345678, 0112345678, +254712345678 or 254712345678';

/**
 * A Kenyan mobile number as M-Pesa takes it, 2547XXXXXXXX or 2541XXXXXXXX, from 07XXXXXXXX, 01XXXXXXXX,
 * +254… or 254… (spaces and dashes ignored); null for anything else.
 */
export function normalisePhone(input: string): string | null {
  const digits = input.trim().replace(/[\s-]/g, '');
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(digits);
  return match ? `254${match[1]}` : null;
}

/** A number shown to organisers: 2547••••••78. */
export const maskPhone = (phone: string): string =>
  phone.length > 6 ? `${phone.slice(0, 4)}${'•'.repeat(phone.length - 6)}${phone.slice(-2)}` : '••••';
