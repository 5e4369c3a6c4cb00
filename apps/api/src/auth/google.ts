import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { HttpError } from '../http/errors.ts';

/** What a verified Google ID token tells us. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string | null;
}

/**
 * Verifies Google ID tokens offline against a configured JWKS (Google's published keys, provided through
 * GOOGLE_JWKS). Without client id and keys, sign-in with Google answers 501.
 */
export function googleVerifier(clientId: string | null, jwksJson: string | null) {
  if (!clientId || !jwksJson) {
    return async (_token: string): Promise<GoogleIdentity> => {
      throw new HttpError(501, 'Google sign-in is not configured on this server');
    };
  }
  const jwks = createLocalJWKSet(JSON.parse(jwksJson) as JSONWebKeySet);
  return async (token: string): Promise<GoogleIdentity> => {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        audience: clientId,
        issuer: ['accounts.google.com', 'https://accounts.google.com'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new Error('incomplete');
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      return {
        sub: payload.sub,
        email: payload.email.toLowerCase(),
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        firstName: str(payload.given_name),
        lastName: str(payload.family_name),
        // Shown as an image source: an https address or nothing.
        picture: /^https:\/\/\S+$/.test(str(payload.picture)) ? str(payload.picture) : null,
      };
    } catch {
      throw new HttpError(401, 'Login failed');
    }
  };
}
