import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenSigner } from './jwt.ts';

const lifetimes = { ttlSeconds: 600, maxAgeSeconds: 3600 };
const start = Date.UTC(2026, 0, 1);

describe('TokenSigner with a rotated list of secrets', () => {
  it('signs with the first secret and verifies with every one', async () => {
    const old = new TokenSigner('old-secret', lifetimes, () => start);
    const rotated = new TokenSigner(['new-secret', 'old-secret'], lifetimes, () => start);
    const { token, claims } = await old.issue('user-1', { epoch: 0 });
    expect(await rotated.verify(token)).toEqual(claims);

    const issued = await rotated.issue('user-1', { epoch: 0 });
    expect(await new TokenSigner('new-secret', lifetimes, () => start).verify(issued.token)).toEqual(
      issued.claims,
    );
    expect(await old.verify(issued.token)).toBeNull();
  });

  it('refuses an unknown key, and an expired or tampered token under any key', async () => {
    const rotated = new TokenSigner(['new-secret', 'old-secret'], lifetimes, () => start);
    const unknown = await new TokenSigner('unknown-secret', lifetimes, () => start).issue('user-1', {
      epoch: 0,
    });
    expect(await rotated.verify(unknown.token)).toBeNull();

    const { token } = await new TokenSigner('old-secret', lifetimes, () => start).issue('user-1', {
      epoch: 0,
    });
    const later = new TokenSigner(['new-secret', 'old-secret'], lifetimes, () => start + 601_000);
    expect(await later.verify(token)).toBeNull();
    const [header, , signature] = token.split('.');
    const body = Buffer.from(JSON.stringify({ sub: 'user-2' })).toString('base64url');
    expect(await rotated.verify(`${header}.${body}.${signature}`)).toBeNull();
    expect(await rotated.verify('not a token')).toBeNull();
    // Another algorithm is refused whatever the key.
    const none = await new SignJWT({ sub: 'user-1' })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode('old-secret'));
    expect(await rotated.verify(none)).toBeNull();
  });

  it('needs at least one non-empty secret', () => {
    expect(() => new TokenSigner([], lifetimes)).toThrow(/secret/);
    expect(() => new TokenSigner('', lifetimes)).toThrow(/secret/);
  });
});
