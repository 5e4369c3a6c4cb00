import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH } from '../constants';
import { RULES } from '../generated/rules.gen';
import { MESSAGES } from '../messages';
import { isValidPhone, normalisePhone, phoneError } from './phone';
import { PHONE_CASES } from './phoneCases';

describe('phone numbers, by the rule the API publishes', () => {
  it.each(PHONE_CASES)('keep %j as %j', (input, kept) => {
    expect(normalisePhone(input)).toBe(kept);
    expect(isValidPhone(input)).toBe(kept !== null);
    expect(phoneError(input)).toBe(kept === null ? MESSAGES.invalidPhone : undefined);
  });

  it('refuse a number longer than the API’s field, even if its digits would do', () => {
    const padded = `0712345678${' '.repeat(PHONE_MAX_LENGTH)}`;
    expect(normalisePhone(padded)).toBe('254712345678');
    expect(isValidPhone(padded)).toBe(false);
  });

  it('come from the contract', () => {
    expect(PHONE_MAX_LENGTH).toBe(RULES.phone.maxLength);
    expect(RULES.phone.countryCode).toBe('254');
  });
});
