import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** The claims of a session token. */
export interface SessionClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
}

/** Signs and verifies HS256 session tokens with one secret. */
export class TokenSigner {
  readonly #key: Uint8Array;
  readonly ttlSeconds: number;

  constructor(secret: string, ttlSeconds: number) {
    this.#key = new TextEncoder().encode(secret);
    this.ttlSeconds = ttlSeconds;
  }

  /** Issues a token for `userId`. */
  async issue(userId: string): Promise<{ token: string; claims: SessionClaims }> {
    const iat = Math.floor(Date.now() / 1000);
    const claims: SessionClaims = { sub: userId, jti: randomUUID(), iat, exp: iat + this.ttlSeconds };
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(this.#key);
    return { token, claims };
  }

  /** Verifies signature and expiry; returns null for any invalid token. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
      if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
      return { sub: payload.sub, jti: payload.jti, iat: payload.iat, exp: payload.exp };
    } catch {
      return null;
    }
  }
}
