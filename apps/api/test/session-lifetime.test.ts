import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createOneTimeToken } from '../src/auth/one-time-tokens.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { backends, freshDatabase, testConfig } from './helpers/harness.ts';

const PASSWORD = 'correct horse battery';
const HOUR = 3600;

for (const backend of backends) {
  describe(`session lifetime [${backend}]`, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lense-session-'));
    // A clock the test moves: nothing here waits for real time to pass.
    let now = Date.parse('2026-11-24T12:00:00.250Z');
    let app: FastifyInstance;
    let drop: () => Promise<void> = async () => {};

    beforeAll(async () => {
      const db = await freshDatabase(backend);
      drop = db.drop;
      const config = testConfig(db.config, dataDir, {
        tokenTtlSeconds: HOUR,
        tokenRefreshSeconds: 60,
        tokenMaxAgeSeconds: 2 * HOUR,
      });
      app = await buildApp(config, { clock: () => now });
    });
    afterAll(async () => {
      await app?.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const newUser = async () => {
      const email = `s-${Math.random().toString(36).slice(2)}@example.com`;
      const user = await app.db
        .insertInto('users')
        .values({
          email,
          password_hash: await hashPassword(PASSWORD),
          first_name: 'S',
          last_name: 'L',
          accepted_terms_of_service: true,
          confirmed_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { email, id: user.id };
    };
    const login = async (email: string, password = PASSWORD) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { user: { email, password } },
      });
      expect(res.statusCode).toBe(200);
      return String(res.headers.authorization).replace(/^Bearer /, '');
    };
    const me = (token: string) =>
      app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

    it('ends a token issued in the same millisecond as a password reset', async () => {
      const { email, id } = await newUser();
      const before = await login(email);
      expect((await me(before)).statusCode).toBe(200);
      // Same clock reading for the token and the reset: a time comparison cannot tell them apart.
      const resetToken = await createOneTimeToken(app.db, id, 'reset_password');
      const reset = await app.inject({
        method: 'PATCH',
        url: '/api/me/password',
        payload: {
          reset_password_token: resetToken,
          password: 'a new passphrase',
          password_confirmation: 'a new passphrase',
        },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await me(before)).statusCode).toBe(401);
      const after = await login(email, 'a new passphrase');
      expect((await me(after)).statusCode).toBe(200);
    });

    it("refreshes a token near its end but never past the session's absolute end", async () => {
      const start = now;
      const { email } = await newUser();
      let token = await login(email);
      // Near the end of the first token: a fresh one comes back, keeping the sign-in time.
      now = start + (HOUR - 30) * 1000;
      const refreshed = await me(token);
      expect(refreshed.statusCode).toBe(200);
      const fresh = String(refreshed.headers.authorization ?? '').replace(/^Bearer /, '');
      expect(fresh).not.toBe('');
      const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
      const signedIn = Math.floor(start / 1000);
      expect(claimsOf(fresh)).toMatchObject({ auth_time: signedIn, exp: signedIn + 2 * HOUR - 30 });
      // Refreshed again near its end: the new token ends with the session, not an hour later.
      now = start + (2 * HOUR - 60) * 1000;
      const capped = String((await me(fresh)).headers.authorization ?? '').replace(/^Bearer /, '');
      expect(claimsOf(capped)).toMatchObject({ auth_time: signedIn, exp: signedIn + 2 * HOUR });
      token = capped;
      // Near the session's end: still valid, but no token that would outlive it.
      now = start + (2 * HOUR - 10) * 1000;
      const late = await me(token);
      expect(late.statusCode).toBe(200);
      expect(late.headers.authorization).toBeUndefined();
      // Past it: signed out, however the token was refreshed.
      now = start + (2 * HOUR + 1) * 1000;
      expect((await me(token)).statusCode).toBe(401);
      now = start;
    });
  });
}
