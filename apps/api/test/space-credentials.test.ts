import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { authenticateSpaceCredential } from '../src/auth/space-keys.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { createSpace } from './helpers/spaces.ts';

/** Runs the exported upload authenticator on a request carrying `key` (or no header). */
const authenticate = (h: Harness, key?: string) =>
  authenticateSpaceCredential({
    headers: key === undefined ? {} : { 'x-lense-key': key },
    server: h.app,
  } as unknown as Parameters<typeof authenticateSpaceCredential>[0]);

describeBackends('space API credentials', (h) => {
  it('creates a key whose secret is shown once and stored only as a hash', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const url = `/api/spaces/${space.id}/credentials`;
    const created = await h.request({ method: 'POST', url, token: owner.token });
    expect(created.statusCode).toBe(201);
    const { credential } = created.json();
    expect(credential.key_id).toMatch(/^lk_[\w-]{16}$/);
    expect(credential.secret).toMatch(/^[\w-]{43}$/);
    expect(credential.key).toBe(`${credential.key_id}.${credential.secret}`);

    const row = await h.app.db
      .selectFrom('space_api_credentials')
      .selectAll()
      .where('id', '=', credential.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).not.toContain(credential.secret);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);

    const list = await h.request({ method: 'GET', url, token: owner.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().credentials).toEqual([
      { id: credential.id, key_id: credential.key_id, created_at: credential.created_at },
    ]);
    expect(list.body).not.toContain(credential.secret);
  });

  it('authenticates uploads by X-Lense-Key until the key is revoked', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const url = `/api/spaces/${space.id}/credentials`;
    const { credential } = (await h.request({ method: 'POST', url, token: owner.token })).json();
    const second = (await h.request({ method: 'POST', url, token: owner.token })).json().credential;

    await expect(authenticate(h, credential.key)).resolves.toEqual({
      credentialId: credential.id,
      spaceId: space.id,
      userId: owner.id,
    });
    const wrongSecret = `${credential.key_id}.${second.secret}`;
    for (const key of [
      undefined,
      '',
      'nope',
      wrongSecret,
      `${credential.key}x`,
      `lk_${'a'.repeat(16)}.${second.secret}`,
    ])
      await expect(authenticate(h, key)).rejects.toMatchObject({ statusCode: 401 });

    const revoke = await h.request({ method: 'DELETE', url: `${url}/${credential.id}`, token: owner.token });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().status).toEqual({ code: 200, message: 'Credential revoked' });
    await expect(authenticate(h, credential.key)).rejects.toMatchObject({ statusCode: 401 });
    await expect(authenticate(h, second.key)).resolves.toMatchObject({ spaceId: space.id });
    const listed = (await h.request({ method: 'GET', url, token: owner.token })).json().credentials;
    expect(listed.map((c: { id: string }) => c.id)).toEqual([second.id]);

    const again = await h.request({ method: 'DELETE', url: `${url}/${credential.id}`, token: owner.token });
    expect(again.statusCode).toBe(404);
    const unknown = await h.request({ method: 'DELETE', url: `${url}/${randomUUID()}`, token: owner.token });
    expect(unknown.statusCode).toBe(404);
    const badId = await h.request({ method: 'DELETE', url: `${url}/42`, token: owner.token });
    expect(badId.statusCode).toBe(400);

    // A key of another space cannot be revoked through this one.
    const otherSpace = await createSpace(h, owner.token);
    const foreign = await h.request({
      method: 'DELETE',
      url: `/api/spaces/${otherSpace.id}/credentials/${second.id}`,
      token: owner.token,
    });
    expect(foreign.statusCode).toBe(404);

    // Deleting the space ends its keys.
    await h.request({ method: 'DELETE', url: `/api/spaces/${space.id}`, token: owner.token });
    await expect(authenticate(h, second.key)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('limits the active keys of a space', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const url = `/api/spaces/${space.id}/credentials`;
    for (let i = 0; i < 20; i += 1)
      expect((await h.request({ method: 'POST', url, token: owner.token })).statusCode).toBe(201);
    const over = await h.request({ method: 'POST', url, token: owner.token });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toContain('at most 20');
  });
});
