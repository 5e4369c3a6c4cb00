import { normalisePhone as apiNormalisePhone } from '@lense/api/src/payments/phone-number.ts';
import { describe, expect, it } from 'vitest';
import { isValidPhone, normalisePhone } from '../../src';
import { PHONE_CASES } from '../../src/rules/phoneCases';

// The client applies the phone rule the API publishes; the API applies its own. Both read every case alike.
describe('phone numbers, client and API', () => {
  it.each(PHONE_CASES)('agree on %j', (input, kept) => {
    expect(apiNormalisePhone(input)).toBe(kept);
    expect(normalisePhone(input)).toBe(kept);
    expect(isValidPhone(input)).toBe(kept !== null);
  });
});
