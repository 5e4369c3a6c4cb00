import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';

const CLIENT_ID = 'lense-test.apps.googleusercontent.com';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwks = JSON.stringify({
  keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }],
});

const idToken = (claims: Record<string, unknown>, options: { key?: typeof privateKey; aud?: string } = {}) =>
  new SignJWT({ email_verified: true, given_name: 'Alan', family_name: 'Turing', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.aud ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(options.key ?? privateKey);

describeBackends(
  'Google sign-in',
  (h) => {
    it('creates a confirmed account on first sign-in and signs the same account in again', async () => {
      const email = h.uniqueEmail();
      const first = await h.request({
        method: 'POST',
        url: '/api/users/auth/google_oauth2',
        payload: { token: await idToken({ sub: `g-${email}`, email }) },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().user).toMatchObject({ email, first_name: 'Alan', confirmed: true });
      expect(first.headers.authorization).toMatch(/^Bearer /);
      const again = await h.request({
        method: 'POST',
        url: '/api/users/auth/google_oauth2',
        payload: { token: await idToken({ sub: `g-${email}`, email }) },
      });
      expect(again.json().user.id).toBe(first.json().user.id);
    });

    it("gives a new account the language it asks for, else the browser's, and keeps an existing one's", async () => {
      const signIn = async (
        email: string,
        body: Record<string, unknown>,
        headers: Record<string, string> = {},
      ) => {
        const res = await h.request({
          method: 'POST',
          url: '/api/users/auth/google_oauth2',
          headers,
          payload: { token: await idToken({ sub: `g-${email}`, email }), ...body },
        });
        expect(res.statusCode).toBe(200);
        return res.json().user.locale;
      };
      expect(await signIn(h.uniqueEmail(), { locale: 'sw' })).toBe('sw');
      const browser = h.uniqueEmail();
      expect(await signIn(browser, {}, { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' })).toBe('sw');
      expect(await signIn(browser, { locale: 'en' })).toBe('sw');
      expect(await signIn(h.uniqueEmail(), {})).toBe('en');
      const wrong = await h.request({
        method: 'POST',
        url: '/api/users/auth/google_oauth2',
        payload: { token: 'abc', locale: 'fr' },
      });
      expect(wrong.statusCode).toBe(400);
    });

    it('keeps a picture only when it is an https address', async () => {
      for (const [picture, kept] of [
        ['javascript:alert(1)', null],
        ['data:image/svg+xml;base64,PHN2Zz4=', null],
        ['http://pics.example.com/a.jpg', null],
        ['https://lh3.googleusercontent.com/a/x', 'https://lh3.googleusercontent.com/a/x'],
      ] as const) {
        const email = h.uniqueEmail();
        const res = await h.request({
          method: 'POST',
          url: '/api/users/auth/google_oauth2',
          payload: { token: await idToken({ sub: `g-${email}`, email, picture }) },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().user.profile_picture_url, picture).toBe(kept);
      }
    });

    it('links to an existing password account with the same e-mail', async () => {
      const { email, id } = await h.signIn();
      const res = await h.request({
        method: 'POST',
        url: '/api/users/auth/google_oauth2',
        payload: { token: await idToken({ sub: 'g-linked', email }) },
      });
      expect(res.json().user.id).toBe(id);
    });

    it("answers 'Login failed' for foreign keys, other audiences, unverified e-mails and garbage", async () => {
      const email = h.uniqueEmail();
      const tokens = [
        await idToken({ sub: 'x', email }, { key: stranger.privateKey }),
        await idToken({ sub: 'x', email }, { aud: 'someone-else' }),
        await idToken({ sub: 'x', email, email_verified: false }),
        'garbage',
      ];
      for (const token of tokens) {
        const res = await h.request({
          method: 'POST',
          url: '/api/users/auth/google_oauth2',
          payload: { token },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'Login failed' });
      }
      const missing = await h.request({ method: 'POST', url: '/api/users/auth/google_oauth2', payload: {} });
      expect(missing.statusCode).toBe(400);
    });
  },
  { googleClientId: CLIENT_ID, googleJwks: jwks },
);

describeBackends('Google sign-in unconfigured', (h) => {
  it('answers 501 with a clear error', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/users/auth/google_oauth2',
      payload: { token: 'abc' },
    });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ error: 'Google sign-in is not configured on this server' });
  });
});
