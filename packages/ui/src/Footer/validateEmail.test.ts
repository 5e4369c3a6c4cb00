import { defaultValidateEmail } from './validateEmail';

describe('defaultValidateEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(defaultValidateEmail('amina@lense.example')).toBe(true);
    expect(defaultValidateEmail('first.last+news@mail.co.ke')).toBe(true);
  });

  it('rejects malformed addresses', () => {
    for (const bad of ['', 'amina', 'amina@', '@lense.example', 'a@b', 'a b@lense.example', 'a@-x.com']) {
      expect(defaultValidateEmail(bad)).toBe(false);
    }
  });

  it('caps the local part at 64 and the whole at 254 characters', () => {
    expect(defaultValidateEmail(`${'a'.repeat(64)}@lense.example`)).toBe(true);
    expect(defaultValidateEmail(`${'a'.repeat(65)}@lense.example`)).toBe(false);
    const domain = `${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.com`; // 185 characters
    expect(defaultValidateEmail(`${'a'.repeat(64)}@${domain}`)).toBe(true); // 250
    expect(defaultValidateEmail(`${'a'.repeat(64)}@${'e'.repeat(5)}.${domain}`)).toBe(false); // 256
  });
});
