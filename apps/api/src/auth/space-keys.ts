import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The space credential (`X-Lense-Key`) that authenticated the request, on routes that accept one. */
    spaceGrant: SpaceCredentialGrant | null;
  }
}

/** The request header that carries a space credential: `<key id>.<secret>`. */
export const SPACE_KEY_HEADER = 'x-lense-key';

const KEY_PATTERN = /^(lk_[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;
/** The hash a key's secret is kept and compared as. */
export const keySecretDigest = (secret: string) => createHash('sha256').update(secret).digest();

/** What a valid space credential grants: uploads into one space, on behalf of its owner. */
export interface SpaceCredentialGrant {
  credentialId: string;
  spaceId: string;
  /** The space owner's id (uploaded photos are theirs). */
  userId: string;
}

/**
 * Authenticates a request by its `X-Lense-Key: <key id>.<secret>` header (automatic sync from a camera
 * or an app): returns the space the key may upload into, or throws a 401 when the header is missing,
 * malformed, unknown, revoked or wrong. Secrets are compared by hash in constant time.
 */
export async function authenticateSpaceCredential(request: FastifyRequest): Promise<SpaceCredentialGrant> {
  const header = request.headers[SPACE_KEY_HEADER];
  if (typeof header !== 'string' || header.length === 0) throw new HttpError(401, 'API key required');
  const match = KEY_PATTERN.exec(header.trim());
  if (!match) throw new HttpError(401, 'invalid API key');
  const row = await request.server.db
    .selectFrom('space_api_credentials')
    .innerJoin('spaces', 'spaces.id', 'space_api_credentials.space_id')
    .select([
      'space_api_credentials.id',
      'space_api_credentials.space_id',
      'space_api_credentials.secret_hash',
      'spaces.user_id',
    ])
    .where('space_api_credentials.key_id', '=', match[1]!)
    .where('space_api_credentials.revoked_at', 'is', null)
    .executeTakeFirst();
  const expected = row ? Buffer.from(row.secret_hash, 'hex') : Buffer.alloc(32);
  const ok = timingSafeEqual(expected, keySecretDigest(match[2]!)) && row !== undefined;
  if (!ok || !row) throw new HttpError(401, 'invalid API key');
  return { credentialId: row.id, spaceId: row.space_id, userId: row.user_id };
}

/** The OpenAPI security scheme of the space credential header. */
export const spaceKeySecurityScheme = {
  type: 'apiKey',
  in: 'header',
  name: 'X-Lense-Key',
  description:
    'A space API credential, `<key_id>.<secret>` (see `POST /spaces/{space_id}/credentials`). It allows uploads into that one space, on behalf of its owner, and nothing else.',
} as const;

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A pre-handler for routes that accept a space credential beside a user's token. When the request
 * carries `X-Lense-Key`, the key alone decides (401 when it is unknown, revoked or malformed, whatever
 * token comes with it) and `request.spaceGrant` is set; otherwise `userAuth` authenticates the request.
 */
export function userOrSpaceKey(userAuth: PreHandler): PreHandler {
  return async (request, reply) => {
    request.spaceGrant = null;
    if (request.headers[SPACE_KEY_HEADER] === undefined) return userAuth(request, reply);
    request.user = null;
    request.session = null;
    request.spaceGrant = await authenticateSpaceCredential(request);
  };
}

/** 403 for a space credential used outside its one space (or for anything but photo uploads). */
export const KEY_NOT_FOR_THIS = 'This API key only allows uploading photos into its own space';
