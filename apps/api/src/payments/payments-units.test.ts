import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { darajaTimestamp, stkPassword } from './daraja-client.ts';
import { maskPhone, normalisePhone } from './phone-number.ts';
import { open, seal, secretBoxKey } from './secret-box.ts';

describe('phone numbers', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['+254712345678', '254712345678'],
    ['254112345678', '254112345678'],
    [' 0712 345-678 ', '254712345678'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    '',
    '0812345678',
    '071234567',
    '07123456789',
    '+255712345678',
    '712345678',
    'phone',
    '2540712345678',
  ])('refuses %j', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it('masks a number for organisers', () => {
    expect(maskPhone('254712345678')).toBe('2547••••••78');
  });
});

describe('sealed secrets', () => {
  const key = secretBoxKey('first');
  it('opens what it sealed, only in its own context', () => {
    const sealed = seal(key, 'passkey-123', 'mpesa:user-a:passkey');
    expect(sealed).not.toContain('passkey-123');
    expect(open([key], sealed, 'mpesa:user-a:passkey')).toBe('passkey-123');
    expect(() => open([key], sealed, 'mpesa:user-b:passkey')).toThrow();
    expect(() => open([secretBoxKey('other')], sealed, 'mpesa:user-a:passkey')).toThrow();
  });

  it('seals anew each time and opens with an older key of a rotation', () => {
    const one = seal(key, 'secret', 'c');
    expect(seal(key, 'secret', 'c')).not.toBe(one);
    expect(open([secretBoxKey('newer'), key], one, 'c')).toBe('secret');
  });

  it('refuses a tampered value', () => {
    const [v, iv, tag, data] = seal(key, randomBytes(16).toString('hex'), 'c').split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => open([key], [v, iv, tag, flipped.toString('base64url')].join('.'), 'c')).toThrow();
  });
});

describe("Daraja's password", () => {
  it('stamps Nairobi time (UTC+3) and encodes shortcode, passkey and timestamp', () => {
    expect(darajaTimestamp(new Date('2026-03-01T22:30:05Z'))).toBe('20260302013005');
    expect(Buffer.from(stkPassword('174379', 'key', '20260302013005'), 'base64').toString()).toBe(
      '174379key20260302013005',
    );
  });
});
