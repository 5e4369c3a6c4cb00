import { EMPTY_SESSION, type Session } from './session';

/*
 * The session is stored base64-encoded. This is ENCODING, NOT SECURITY: anyone with access to the
 * browser's storage can decode it. It only keeps the value from being read at a glance and from being
 * mangled by tools that expect plain text. The token's protection is its expiry and server-side revocation.
 */

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Encodes a session for storage: base64 of its JSON (UTF-8). Encoding, not encryption. */
export function encodeSession(session: Session): string {
  return toBase64(JSON.stringify(session));
}

/**
 * Decodes a stored session. Anything unreadable (missing, not base64, not JSON, wrong shape) gives the
 * empty session, so a corrupted entry signs the user out instead of breaking the app.
 */
export function decodeSession(stored: string | null | undefined): Session {
  if (!stored) return EMPTY_SESSION;
  try {
    const value: unknown = JSON.parse(fromBase64(stored));
    if (!value || typeof value !== 'object') return EMPTY_SESSION;
    const record = value as Partial<Record<keyof Session, unknown>>;
    return {
      user: record.user && typeof record.user === 'object' ? (record.user as Session['user']) : null,
      token: typeof record.token === 'string' && record.token ? record.token : null,
      profile_picture_url: typeof record.profile_picture_url === 'string' ? record.profile_picture_url : null,
      open_on_login:
        typeof record.open_on_login === 'string' && record.open_on_login
          ? record.open_on_login
          : EMPTY_SESSION.open_on_login,
    };
  } catch {
    return EMPTY_SESSION;
  }
}
