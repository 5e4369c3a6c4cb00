import { NOT_BUYABLE, SALES_NOT_OPEN, TOO_MANY_PROMPTS } from '@lense/api/src/orders/checkout.ts';
import { ORDER_NOT_FOUND } from '@lense/api/src/orders/order.ts';
import { normalisePhone as apiNormalisePhone, INVALID_PHONE } from '@lense/api/src/payments/phone-number.ts';
import { describe, expect, it } from 'vitest';
import { isValidPhone, MESSAGES, normalisePhone } from '../../src';
import { checkoutErrors } from '../../src/mocks/fixtures';
import { PHONE_CASES } from '../../src/rules/phoneCases';

// The client applies the phone rule the API publishes; the API applies its own. Both read every case alike.
describe('phone numbers, client and API', () => {
  it.each(PHONE_CASES)('agree on %j', (input, kept) => {
    expect(apiNormalisePhone(input)).toBe(kept);
    expect(normalisePhone(input)).toBe(kept);
    expect(isValidPhone(input)).toBe(kept !== null);
  });
});

describe('the refusals the mocks and the client show', () => {
  it('are the API’s own words', () => {
    expect(MESSAGES.invalidPhone).toBe(INVALID_PHONE);
    expect(checkoutErrors.invalidPhone.error).toBe(INVALID_PHONE);
    expect(checkoutErrors.salesNotOpen.error).toBe(SALES_NOT_OPEN);
    expect(checkoutErrors.notBuyable.error).toBe(NOT_BUYABLE);
    expect(checkoutErrors.tooManyPrompts.error).toBe(TOO_MANY_PROMPTS);
    expect(checkoutErrors.orderNotFound.error).toBe(ORDER_NOT_FOUND);
  });
});
