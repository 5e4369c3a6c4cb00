import { defaultValidatePhone } from './validatePhone';

describe('defaultValidatePhone', () => {
  it('accepts the four ways of writing a Kenyan mobile number', () => {
    for (const phone of [
      '0712345678',
      '0112345678',
      '+254712345678',
      '254112345678',
      '0712 345 678',
      '0712-345-678',
    ])
      expect(defaultValidatePhone(phone)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const phone of ['', '0812345678', '071234567', '07123456789', '+255712345678', '712345678', 'phone'])
      expect(defaultValidatePhone(phone)).toBe(false);
  });
});
