/** Under the phone field for a number M-Pesa cannot prompt (the API's own message). */
export const INVALID_PHONE_MESSAGE =
  'Enter an M-Pesa phone number such as 0712345678, 0112345678, +254712345678 or 254712345678';

// The phone rule is the API's; apps pass the client's check as `validatePhone`. This copy is only the
// form's default, so that it works on its own.
const KENYAN_MOBILE = /^(?:\+?254|0)[17]\d{8}$/;

/**
 * Whether `phone` is a Kenyan mobile number M-Pesa can prompt: 07XXXXXXXX, 01XXXXXXXX, +254… or 254…
 * (spaces and dashes ignored).
 */
export function defaultValidatePhone(phone: string): boolean {
  return KENYAN_MOBILE.test(phone.trim().replace(/[\s-]/g, ''));
}
