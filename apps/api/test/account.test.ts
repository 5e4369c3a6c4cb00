import { expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';

describeBackends('password reset', (h) => {
  it('answers the same whether or not the e-mail exists, and mails only real accounts', async () => {
    const { email } = await h.signIn();
    const known = await h.request({
      method: 'POST',
      url: '/api/users/initiate_password_change',
      payload: { email },
    });
    const unknownEmail = h.uniqueEmail();
    const unknown = await h.request({
      method: 'POST',
      url: '/api/users/initiate_password_change',
      payload: { email: unknownEmail },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().status.message).toBe('Reset password instructions sent to your email');
    expect(await h.mailsTo(unknownEmail)).toHaveLength(0);
    const [mail] = await h.mailsTo(email);
    expect(mail?.text).toContain('http://web.test/password/edit?reset_password_token=');
  });

  it('validates, uses once and ends existing sessions', async () => {
    const { email, token: session } = await h.signIn();
    await h.request({ method: 'POST', url: '/api/users/initiate_password_change', payload: { email } });
    const token = await h.mailedToken(email, /reset_password_token=(\S+)/);

    const valid = await h.request({
      method: 'GET',
      url: `/api/users/valid_reset_password_token?reset_password_token=${token}`,
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true });

    const mismatch = await h.request({
      method: 'PATCH',
      url: '/api/me/password',
      payload: { reset_password_token: token, password: 'new password 1', password_confirmation: 'other' },
    });
    expect(mismatch.statusCode).toBe(422);

    // Let a second pass so the new cut-off is strictly after the session's issue time.
    await new Promise((r) => setTimeout(r, 1100));
    const change = await h.request({
      method: 'PATCH',
      url: '/api/me/password',
      payload: {
        reset_password_token: token,
        password: 'new password 1',
        password_confirmation: 'new password 1',
      },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().status.message).toBe('Password changed successfully!');

    const reuse = await h.request({
      method: 'PATCH',
      url: '/api/me/password',
      payload: {
        reset_password_token: token,
        password: 'new password 2',
        password_confirmation: 'new password 2',
      },
    });
    expect(reuse.statusCode).toBe(404);
    const stale = await h.request({
      method: 'GET',
      url: `/api/users/valid_reset_password_token?reset_password_token=${token}`,
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ error: 'invalid token' });

    const old = await h.request({ method: 'GET', url: '/api/me', token: session });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: 'revoked token' });

    const oldPassword = await h.request({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email, password: 'correct horse battery' } },
    });
    expect(oldPassword.statusCode).toBe(401);
    const login = await h.request({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email, password: 'new password 1' } },
    });
    expect(login.statusCode).toBe(200);
  });

  it('rejects unknown, missing and oversized tokens with 4xx', async () => {
    expect(
      (
        await h.request({
          method: 'GET',
          url: '/api/users/valid_reset_password_token?reset_password_token=nope',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await h.request({ method: 'GET', url: '/api/users/valid_reset_password_token' })).statusCode,
    ).toBe(400);
    const huge = await h.request({
      method: 'GET',
      url: `/api/users/valid_reset_password_token?reset_password_token=${'x'.repeat(5000)}`,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toContain('reset_password_token');
  });

  it('only lets a newer link replace an older one', async () => {
    const { email } = await h.signIn();
    await h.request({ method: 'POST', url: '/api/users/initiate_password_change', payload: { email } });
    const first = await h.mailedToken(email, /reset_password_token=(\S+)/);
    await new Promise((r) => setTimeout(r, 5));
    await h.request({ method: 'POST', url: '/api/users/initiate_password_change', payload: { email } });
    const second = await h.mailedToken(email, /reset_password_token=(\S+)/);
    expect(second).not.toBe(first);
    expect(
      (
        await h.request({
          method: 'GET',
          url: `/api/users/valid_reset_password_token?reset_password_token=${first}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await h.request({
          method: 'GET',
          url: `/api/users/valid_reset_password_token?reset_password_token=${second}`,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describeBackends('confirmation e-mail and token expiry', (h) => {
  it('resends the confirmation e-mail to unconfirmed accounts only, with the same answer for anyone', async () => {
    const email = h.uniqueEmail();
    await h.request({
      method: 'POST',
      url: '/api/signup',
      payload: {
        user: {
          email,
          password: 'secret123',
          first_name: 'R',
          last_name: 'S',
          accepted_terms_of_service: true,
        },
      },
    });
    const first = await h.mailedToken(email, /confirmation_token=(\S+)/);
    const resend = await h.request({ method: 'POST', url: '/api/users/confirmation', payload: { email } });
    const unknown = await h.request({
      method: 'POST',
      url: '/api/users/confirmation',
      payload: { email: h.uniqueEmail() },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual(unknown.json());
    expect(await h.mailsTo(email)).toHaveLength(2);
    const second = await h.mailedToken(email, /confirmation_token=(\S+)/);
    expect(
      (await h.request({ method: 'GET', url: `/api/users/confirmation?confirmation_token=${first}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await h.request({ method: 'GET', url: `/api/users/confirmation?confirmation_token=${second}` }))
        .statusCode,
    ).toBe(200);
    await h.request({ method: 'POST', url: '/api/users/confirmation', payload: { email } });
    expect(await h.mailsTo(email)).toHaveLength(2);
  });

  it('refuses expired tokens', async () => {
    const { email } = await h.signIn();
    await h.request({ method: 'POST', url: '/api/users/initiate_password_change', payload: { email } });
    const token = await h.mailedToken(email, /reset_password_token=(\S+)/);
    await h.app.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'reset_password')
      .execute();
    expect(
      (
        await h.request({
          method: 'GET',
          url: `/api/users/valid_reset_password_token?reset_password_token=${token}`,
        })
      ).statusCode,
    ).toBe(404);
    const change = await h.request({
      method: 'PATCH',
      url: '/api/me/password',
      payload: {
        reset_password_token: token,
        password: 'new password 1',
        password_confirmation: 'new password 1',
      },
    });
    expect(change.statusCode).toBe(404);
  });
});

describeBackends('account deletion and exit survey', (h) => {
  it('mails a link to the exit survey, validates it and deletes the account once', async () => {
    const { email, token } = await h.signIn();
    expect(
      (await h.request({ method: 'POST', url: '/api/users/initiate_account_deletion' })).statusCode,
    ).toBe(401);
    const start = await h.request({ method: 'POST', url: '/api/users/initiate_account_deletion', token });
    expect(start.statusCode).toBe(200);
    const deletion = await h.mailedToken(email, /http:\/\/web\.test\/exit-survey\/(\S+)/);

    const valid = await h.request({
      method: 'GET',
      url: `/api/users/valid_deletion_token?deletion_token=${deletion}`,
    });
    expect(valid.json()).toEqual({ valid: true });

    const survey = await h.request({
      method: 'POST',
      url: '/api/exit_surveys',
      token,
      payload: { reason: 'too expensive', feedback: 'Great, but costly.' },
    });
    expect(survey.statusCode).toBe(201);
    expect(survey.json().status.message).toBe('Thanks for providing us with valuable feedback!');

    const anonymous = await h.request({ method: 'DELETE', url: `/api/me?deletion_token=${deletion}` });
    expect(anonymous.statusCode).toBe(401);

    const other = await h.signIn();
    const wrongUser = await h.request({
      method: 'DELETE',
      url: `/api/me?deletion_token=${deletion}`,
      token: other.token,
    });
    expect(wrongUser.statusCode).toBe(403);

    const gone = await h.request({ method: 'DELETE', url: `/api/me?deletion_token=${deletion}`, token });
    expect(gone.statusCode).toBe(200);
    const me = await h.request({ method: 'GET', url: '/api/me', token });
    expect(me.json()).toEqual({ error: 'nil user' });
    expect(
      (await h.request({ method: 'GET', url: `/api/users/valid_deletion_token?deletion_token=${deletion}` }))
        .statusCode,
    ).toBe(404);
    expect((await h.request({ method: 'GET', url: '/api/me', token: other.token })).statusCode).toBe(200);

    // The survey outlives the account.
    const surveys = await h.app.db
      .selectFrom('exit_surveys')
      .selectAll()
      .where('feedback', '=', 'Great, but costly.')
      .execute();
    expect(surveys).toHaveLength(1);
    expect(surveys[0]?.user_id).toBeNull();
  });

  it('needs a deletion token', async () => {
    const { token } = await h.signIn();
    expect((await h.request({ method: 'DELETE', url: '/api/me', token })).statusCode).toBe(400);
    expect(
      (await h.request({ method: 'DELETE', url: '/api/me?deletion_token=forged', token })).statusCode,
    ).toBe(404);
  });

  it("accepts only the spec's reasons and a non-empty feedback", async () => {
    for (const reason of ['too expensive', 'missing features', 'poor service', 'privacy concerns', 'other']) {
      const ok = await h.request({
        method: 'POST',
        url: '/api/exit_surveys',
        payload: { reason, feedback: 'x' },
      });
      expect(ok.statusCode).toBe(201);
    }
    const bad = [
      { reason: 'bored', feedback: 'x' },
      { reason: 'other', feedback: '' },
      { reason: 'other' },
      { feedback: 'x' },
      { reason: 3, feedback: 'x' },
      { reason: 'other', feedback: 'x'.repeat(6000) },
    ];
    for (const payload of bad) {
      const res = await h.request({ method: 'POST', url: '/api/exit_surveys', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });
});
