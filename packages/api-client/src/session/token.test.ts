import { describe, expect, it } from 'vitest';
import { makeToken, tokenExpiringIn } from './testTokens';
import { isSessionActive, isTokenExpired, readTokenPayload } from './token';

const NOW = Date.UTC(2026, 4, 10, 12, 0, 0);
const user = {
  id: '1',
  first_name: 'Ada',
  last_name: 'L',
  email: 'a@b.co',
  accepted_terms_of_service: true,
  profile_picture_url: null,
  confirmed: true,
  locale: 'en' as const,
};

describe('readTokenPayload', () => {
  it('reads the payload of a JWT', () => {
    expect(readTokenPayload(makeToken({ sub: 'u', exp: 10 }))).toEqual({ sub: 'u', exp: 10 });
  });

  it('reads base64url characters and UTF-8 text', () => {
    const payload = { name: 'Zoë ~~~???>>>', exp: 1 };
    const json = new TextEncoder().encode(JSON.stringify(payload));
    const encoded = btoa(String.fromCharCode(...json))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(encoded).toMatch(/[-_]/);
    expect(readTokenPayload(`h.${encoded}.s`)).toEqual(payload);
  });

  it.each([undefined, null, '', 'abc', 'a.b', 'a.!!!.c', `a.${btoa('[1]')}.c`, `a.${btoa('nope')}.c`])(
    'gives undefined for %j',
    (token) => {
      expect(readTokenPayload(token)).toBeUndefined();
    },
  );
});

describe('isTokenExpired', () => {
  it('is not expired when the expiry is 60 s or more away', () => {
    expect(isTokenExpired(tokenExpiringIn(60, NOW), NOW)).toBe(false);
    expect(isTokenExpired(tokenExpiringIn(3600, NOW), new Date(NOW))).toBe(false);
  });

  it('is expired when the expiry is under 60 s away', () => {
    expect(isTokenExpired(tokenExpiringIn(59, NOW), NOW)).toBe(true);
  });

  it('is expired when the expiry has passed', () => {
    expect(isTokenExpired(tokenExpiringIn(-1, NOW), NOW)).toBe(true);
  });

  it('is expired when the token cannot be read or has no numeric exp', () => {
    expect(isTokenExpired('garbage', NOW)).toBe(true);
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired(makeToken({ sub: 'u' }), NOW)).toBe(true);
    expect(isTokenExpired(makeToken({ exp: '9999999999' }), NOW)).toBe(true);
  });
});

describe('isSessionActive', () => {
  const token = tokenExpiringIn(3600, NOW);

  it('is active with a user and a token not about to expire', () => {
    expect(isSessionActive({ user, token }, NOW)).toBe(true);
  });

  it('is inactive without a user, without a token, or with an expiring token', () => {
    expect(isSessionActive({ user: null, token }, NOW)).toBe(false);
    expect(isSessionActive({ user, token: null }, NOW)).toBe(false);
    expect(isSessionActive({ user, token: tokenExpiringIn(30, NOW) }, NOW)).toBe(false);
    expect(isSessionActive(null, NOW)).toBe(false);
  });
});
