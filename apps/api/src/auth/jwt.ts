import { randomUUID } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** The claims of a session token. */
export interface SessionClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  /** When the user signed in (seconds): refreshed tokens keep it, so a session has an absolute end. */
  auth_time: number;
  /** The user's session epoch when the token was issued: a password reset moves it on, ending the session. */
  epoch: number;
}

/** What a new token carries over from its session. */
export interface SessionStart {
  /** The user's current session epoch. */
  epoch: number;
  /** The original sign-in of a refreshed session (seconds); now for a new sign-in. */
  authTime?: number;
}

/** Lifetimes of session tokens. */
export interface TokenLifetimes {
  /** Seconds one token lives. */
  ttlSeconds: number;
  /** Seconds a session lives from its sign-in, however often its token is refreshed. */
  maxAgeSeconds: number;
}

/**
 * Signs and verifies HS256 session tokens. Given a list of secrets (a rotation), the first signs and every one
 * verifies, so tokens signed with the previous secret stay valid until they expire.
 */
export class TokenSigner {
  readonly #keys: Uint8Array[];
  readonly ttlSeconds: number;
  readonly maxAgeSeconds: number;
  /** The clock, in milliseconds (tests move it). */
  readonly now: () => number;

  constructor(secret: string | readonly string[], lifetimes: TokenLifetimes, now: () => number = Date.now) {
    const secrets = typeof secret === 'string' ? [secret] : secret;
    if (secrets.length === 0 || secrets.some((s) => s.length === 0))
      throw new Error('Session tokens need a non-empty secret');
    this.#keys = secrets.map((s) => new TextEncoder().encode(s));
    this.ttlSeconds = lifetimes.ttlSeconds;
    this.maxAgeSeconds = lifetimes.maxAgeSeconds;
    this.now = now;
  }

  /** Issues a token for `userId`; it never outlives its session's `maxAgeSeconds`. */
  async issue(userId: string, session: SessionStart): Promise<{ token: string; claims: SessionClaims }> {
    const iat = Math.floor(this.now() / 1000);
    const authTime = session.authTime ?? iat;
    const exp = Math.min(iat + this.ttlSeconds, authTime + this.maxAgeSeconds);
    const claims: SessionClaims = {
      sub: userId,
      jti: randomUUID(),
      iat,
      exp,
      auth_time: authTime,
      epoch: session.epoch,
    };
    const token = await new SignJWT({ auth_time: authTime, epoch: session.epoch })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(this.#keys[0] as Uint8Array);
    return { token, claims };
  }

  /**
   * Verifies signature (with each secret in turn), expiry and the session's absolute end; returns null for any
   * invalid token.
   */
  async verify(token: string): Promise<SessionClaims | null> {
    const now = this.now();
    for (const key of this.#keys) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now),
        });
        return this.#claims(payload, now);
      } catch (error) {
        // Another secret may have signed it; anything else (expired, malformed) is final.
        if ((error as { code?: unknown } | null)?.code !== 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED')
          return null;
      }
    }
    return null;
  }

  #claims(payload: JWTPayload, now: number): SessionClaims | null {
    const { sub, jti, exp, iat, auth_time, epoch } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string') return null;
    if (typeof exp !== 'number' || typeof iat !== 'number') return null;
    if (typeof auth_time !== 'number' || typeof epoch !== 'number') return null;
    if (now / 1000 >= auth_time + this.maxAgeSeconds) return null;
    return { sub, jti, iat, exp, auth_time, epoch };
  }
}
