import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';

const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  user: {
    email,
    password: 'correct horse battery',
    first_name: 'Grace',
    last_name: 'Hopper',
    accepted_terms_of_service: true,
    ...overrides,
  },
});

describeBackends('sign up, confirm, sign in, sign out', (h) => {
  it('signs up, mails a confirmation link to the web app and refuses login until confirmed', async () => {
    const email = h.uniqueEmail();
    const signup = await h.request({ method: 'POST', url: '/api/signup', payload: signupBody(email) });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().user).toMatchObject({ email, first_name: 'Grace', confirmed: false });
    expect(signup.json().user.password_hash).toBeUndefined();
    expect(signup.headers.authorization).toBeUndefined();

    const [mail] = await h.mailsTo(email);
    expect(mail?.text).toMatch(/^.*http:\/\/web\.test\/confirmation\?confirmation_token=\S+/m);

    const early = await h.request({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email, password: 'correct horse battery' } },
    });
    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual({ error: 'You have to confirm your email address before continuing.' });

    const token = await h.mailedToken(email, /confirmation_token=(\S+)/);
    const confirm = await h.request({
      method: 'GET',
      url: `/api/users/confirmation?confirmation_token=${token}`,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().status.message).toBe('Your email address has been successfully confirmed.');
    expect(confirm.json().user.confirmed).toBe(true);

    const again = await h.request({
      method: 'GET',
      url: `/api/users/confirmation?confirmation_token=${token}`,
    });
    expect(again.statusCode).toBe(404);

    const login = await h.request({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email: email.toUpperCase(), password: 'correct horse battery' } },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().status.code).toBe(200);
    expect(login.json().user.email).toBe(email);
    expect(login.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('requires accepted terms and rejects duplicate e-mails', async () => {
    const email = h.uniqueEmail();
    const noTerms = await h.request({
      method: 'POST',
      url: '/api/signup',
      payload: signupBody(email, { accepted_terms_of_service: false }),
    });
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.json().error).toBe('You must accept the terms of service');
    const missingTerms = await h.request({
      method: 'POST',
      url: '/api/signup',
      payload: { user: { email, password: 'secret12', first_name: 'A', last_name: 'B' } },
    });
    expect(missingTerms.statusCode).toBe(400);
    expect(missingTerms.json().error).toContain('accepted_terms_of_service');

    expect(
      (await h.request({ method: 'POST', url: '/api/signup', payload: signupBody(email) })).statusCode,
    ).toBe(201);
    const dup = await h.request({
      method: 'POST',
      url: '/api/signup',
      payload: signupBody(email.toUpperCase()),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: 'Email has already been taken' });
  });

  it('rejects malformed sign-up input with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [signupBody('not-an-email'), 'email'],
      [signupBody(`${'a'.repeat(65)}@example.com`), 'email'],
      [signupBody(`a@${'b'.repeat(250)}.com`), 'email'],
      [signupBody(h.uniqueEmail(), { password: 'short' }), 'password'],
      [signupBody(h.uniqueEmail(), { first_name: 'x'.repeat(10_000) }), 'first_name'],
      [signupBody(h.uniqueEmail(), { first_name: 12 }), 'first_name'],
      [signupBody(h.uniqueEmail(), { accepted_terms_of_service: 'yes' }), 'accepted_terms_of_service'],
      [{ user: 'nope' }, 'user'],
      [{}, 'user'],
    ];
    for (const [payload, field] of cases) {
      const res = await h.request({ method: 'POST', url: '/api/signup', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error).toContain(field);
    }
  });

  it('rejects a wrong password and an unknown e-mail with the same answer', async () => {
    const { email } = await h.signIn();
    const wrong = await h.request({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email, password: 'nope-nope' } },
    });
    const unknown = await h.request({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email: h.uniqueEmail(), password: 'nope-nope' } },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('serves /me to the token holder only', async () => {
    const { token, email } = await h.signIn();
    const me = await h.request({ method: 'GET', url: '/api/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);

    const anonymous = await h.request({ method: 'GET', url: '/api/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'You need to sign in or sign up before continuing.' });

    const garbage = await h.request({ method: 'GET', url: '/api/me', token: 'not.a.jwt' });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toEqual({ error: 'invalid token' });

    const [head, , sig] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: 'x', jti: 'y', iat: 1, exp: 9e9 })).toString('base64url')}.${sig}`;
    expect((await h.request({ method: 'GET', url: '/api/me', token: forged })).statusCode).toBe(401);
  });

  it('revokes the token on logout for every replica (the database decides)', async () => {
    const { token } = await h.signIn();
    const logout = await h.request({ method: 'DELETE', url: '/api/logout', token });
    expect(logout.statusCode).toBe(200);
    const after = await h.request({ method: 'GET', url: '/api/me', token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'revoked token' });
    expect((await h.request({ method: 'DELETE', url: '/api/logout' })).statusCode).toBe(401);
  });

  it("answers 'nil user' for a token whose user is gone", async () => {
    const { token, id } = await h.signIn();
    await h.app.db.deleteFrom('users').where('id', '=', id).execute();
    const res = await h.request({ method: 'GET', url: '/api/me', token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'nil user' });
  });
});

describeBackends(
  'token refresh',
  (h) => {
    it('sends a fresh token in the response header when the current one is near expiry', async () => {
      const { token } = await h.signIn();
      const res = await h.request({ method: 'GET', url: '/api/me', token });
      expect(res.statusCode).toBe(200);
      const fresh = String(res.headers.authorization).replace(/^Bearer /, '');
      expect(fresh).not.toBe('undefined');
      expect(decodeJwt(fresh).jti).not.toBe(decodeJwt(token).jti);
      expect((await h.request({ method: 'GET', url: '/api/me', token: fresh })).statusCode).toBe(200);
    });
  },
  // Every token is "near expiry" when the refresh window is longer than its life.
  { tokenTtlSeconds: 600, tokenRefreshSeconds: 900 },
);

describeBackends(
  'rate limits',
  (h) => {
    it('limits login attempts per address with a JSON 429', async () => {
      const statuses: number[] = [];
      let last: { error?: string } = {};
      for (let i = 0; i < 4; i++) {
        const res = await h.request({
          method: 'POST',
          url: '/api/login',
          payload: { user: { email: 'x@example.com', password: 'whatever' } },
        });
        statuses.push(res.statusCode);
        last = res.json();
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(last.error).toMatch(/^Too many requests/);
    });

    it('limits password-reset requests too', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await h.request({
          method: 'POST',
          url: '/api/users/initiate_password_change',
          payload: { email: 'x@example.com' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  },
  { authRateLimit: 3 },
);

describeBackends(
  'rate limits behind a proxy',
  (h) => {
    it('counts each forwarded client address separately when TRUST_PROXY is set', async () => {
      const attempt = (ip: string) =>
        h.request({
          method: 'POST',
          url: '/api/login',
          headers: { 'x-forwarded-for': ip },
          payload: { user: { email: 'x@example.com', password: 'whatever' } },
        });
      expect((await attempt('203.0.113.1')).statusCode).toBe(401);
      expect((await attempt('203.0.113.1')).statusCode).toBe(429);
      expect((await attempt('203.0.113.2')).statusCode).toBe(401);
    });
  },
  { authRateLimit: 1, trustProxy: 1 },
);

describeBackends(
  'rate limits behind a proxy that is not trusted',
  (h) => {
    it('counts every client as the proxy when TRUST_PROXY is 0: they share one limit', async () => {
      const attempt = (ip: string) =>
        h.request({
          method: 'POST',
          url: '/api/login',
          headers: { 'x-forwarded-for': ip },
          payload: { user: { email: 'x@example.com', password: 'whatever' } },
        });
      expect((await attempt('203.0.113.1')).statusCode).toBe(401);
      // Another client behind the same proxy: its address is ignored, the proxy's (the socket's) counts.
      expect((await attempt('203.0.113.2')).statusCode).toBe(429);
    });
  },
  { authRateLimit: 1, trustProxy: 0 },
);
