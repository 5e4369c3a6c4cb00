import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { SessionClaims, TokenSigner } from './jwt.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the route authenticated the request. */
    user: User | null;
    /** Claims of the request's session token. */
    session: SessionClaims | null;
  }
}

/** Message of a 401 when a route needs a signed-in user and no token came. */
export const SIGN_IN_REQUIRED = 'You need to sign in or sign up before continuing.';

const bearer = (header: string | undefined): string | null => {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
};

/** Puts a freshly issued token in the response's Authorization header. */
export async function sendToken(
  reply: FastifyReply,
  signer: TokenSigner,
  user: Pick<User, 'id' | 'session_epoch'>,
  authTime?: number,
): Promise<SessionClaims> {
  const { token, claims } = await signer.issue(user.id, {
    epoch: user.session_epoch,
    ...(authTime === undefined ? {} : { authTime }),
  });
  reply.header('authorization', `Bearer ${token}`);
  return claims;
}

/**
 * Creates the authentication pre-handlers. `required` rejects anonymous requests; `optional` lets
 * them through (an unusable token then counts as anonymous).
 */
export function authenticators(db: Kysely<Database>, signer: TokenSigner, refreshSeconds: number) {
  const resolve = async (request: FastifyRequest, reply: FastifyReply, required: boolean) => {
    request.user = null;
    request.session = null;
    const token = bearer(request.headers.authorization);
    if (!token) {
      if (required) throw new HttpError(401, SIGN_IN_REQUIRED);
      return;
    }
    const claims = await signer.verify(token);
    if (!claims) {
      if (required) throw new HttpError(401, 'invalid token');
      return;
    }
    const revoked = await db
      .selectFrom('revoked_tokens')
      .select('jti')
      .where('jti', '=', claims.jti)
      .executeTakeFirst();
    if (revoked) {
      if (required) throw new HttpError(401, 'revoked token');
      return;
    }
    const user = await db.selectFrom('users').selectAll().where('id', '=', claims.sub).executeTakeFirst();
    if (!user) {
      if (required) throw new HttpError(401, 'nil user');
      return;
    }
    // Exact, unlike a time comparison: a token issued a moment before a password reset ends with it.
    if (claims.epoch !== user.session_epoch) {
      if (required) throw new HttpError(401, 'revoked token');
      return;
    }
    request.user = user;
    request.session = claims;
    // A fresh token near the end of this one, never past the session's absolute end (the signer caps it).
    const left = claims.exp - signer.now() / 1000;
    if (left < refreshSeconds && claims.exp < claims.auth_time + signer.maxAgeSeconds)
      await sendToken(reply, signer, user, claims.auth_time);
  };
  return {
    required: (request: FastifyRequest, reply: FastifyReply) => resolve(request, reply, true),
    optional: (request: FastifyRequest, reply: FastifyReply) => resolve(request, reply, false),
  };
}

/** The signed-in user of a request that passed the `required` authenticator. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, SIGN_IN_REQUIRED);
  return request.user;
}
