import { TOKEN_EXPIRY_MARGIN_MS } from '../constants';
import type { Session } from './session';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * Reads a JWT's payload without verifying it (the server verifies; the client only needs the expiry).
 * Returns `undefined` when the token is not a readable JWT.
 */
export function readTokenPayload(token: string | null | undefined): Record<string, unknown> | undefined {
  if (!token) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const toMs = (now: Date | number) => (typeof now === 'number' ? now : now.getTime());

/**
 * Whether a token should be treated as expired at `now`: its `exp` (seconds since the epoch, read
 * from the payload) is less than 60 s away or already past, or the token cannot be read.
 */
export function isTokenExpired(token: string | null | undefined, now: Date | number = Date.now()): boolean {
  const exp = readTokenPayload(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 - toMs(now) < TOKEN_EXPIRY_MARGIN_MS;
}

/** A session is active when it has a token that is not expired and a user. */
export function isSessionActive(
  session: Pick<Session, 'token' | 'user'> | null | undefined,
  now: Date | number = Date.now(),
): boolean {
  return Boolean(session?.token && session.user && !isTokenExpired(session.token, now));
}
