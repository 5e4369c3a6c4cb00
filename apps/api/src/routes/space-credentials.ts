import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../errors.ts';
import { StatusOnly, status, Uuid } from '../schemas.ts';
import { ownedSpace } from '../spaces/model.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The space credential (`X-Lense-Key`) that authenticated the request, on routes that accept one. */
    spaceGrant: SpaceCredentialGrant | null;
  }
}

/** The request header that carries a space credential: `<key id>.<secret>`. */
export const SPACE_KEY_HEADER = 'x-lense-key';
/** Most active credentials one space may have. */
export const MAX_CREDENTIALS_PER_SPACE = 20;

const KEY_PATTERN = /^(lk_[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;
const digest = (secret: string) => createHash('sha256').update(secret).digest();

const Credential = Type.Object({
  id: Type.String(),
  key_id: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
const NewCredential = Type.Object({
  id: Type.String(),
  key_id: Type.String(),
  secret: Type.String({ description: 'Shown once; only its hash is stored.' }),
  key: Type.String({ description: 'The X-Lense-Key header value: `<key_id>.<secret>`.' }),
  created_at: Type.String({ format: 'date-time' }),
});

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
  const ok = timingSafeEqual(expected, digest(match[2]!)) && row !== undefined;
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

const SpaceParams = Type.Object({ space_id: Uuid });

/**
 * API credentials of a space (the "automatic sync" of uploads): the owner creates a key — its secret is
 * shown once and only its hash kept — lists the active keys and revokes them.
 */
export const spaceCredentialRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    '/spaces/:space_id/credentials',
    {
      schema: {
        tags: ['spaces'],
        summary: 'Create an API credential for uploads into the space (owner only)',
        description: 'The secret is in this answer only. Send `X-Lense-Key: <key_id>.<secret>` with uploads.',
        security: [{ bearer: [] }],
        params: SpaceParams,
        response: {
          201: Type.Object({ credential: NewCredential }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request, reply) => {
      request.changes.nothingPublic();
      const space = await ownedSpace(db, request.params.space_id, currentUser(request));
      const active = await db
        .selectFrom('space_api_credentials')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('space_id', '=', space.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(active.n) >= MAX_CREDENTIALS_PER_SPACE)
        throw new HttpError(422, `a space may have at most ${MAX_CREDENTIALS_PER_SPACE} active credentials`);
      const keyId = `lk_${randomBytes(12).toString('base64url')}`;
      const secret = randomBytes(32).toString('base64url');
      const row = await db
        .insertInto('space_api_credentials')
        .values({ space_id: space.id, key_id: keyId, secret_hash: digest(secret).toString('hex') })
        .returning(['id', 'key_id', 'created_at'])
        .executeTakeFirstOrThrow();
      return reply.status(201).send({
        credential: {
          id: row.id,
          key_id: row.key_id,
          secret,
          key: `${row.key_id}.${secret}`,
          created_at: row.created_at.toISOString(),
        },
      });
    },
  );

  app.get(
    '/spaces/:space_id/credentials',
    {
      schema: {
        tags: ['spaces'],
        summary: "The space's active API credentials, without secrets (owner only)",
        security: [{ bearer: [] }],
        params: SpaceParams,
        response: {
          200: Type.Object({ credentials: Type.Array(Credential) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      const space = await ownedSpace(db, request.params.space_id, currentUser(request));
      const rows = await db
        .selectFrom('space_api_credentials')
        .select(['id', 'key_id', 'created_at'])
        .where('space_id', '=', space.id)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return { credentials: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
    },
  );

  app.delete(
    '/spaces/:space_id/credentials/:credential_id',
    {
      schema: {
        tags: ['spaces'],
        summary: 'Revoke an API credential (owner only)',
        security: [{ bearer: [] }],
        params: Type.Object({ space_id: Uuid, credential_id: Uuid }),
        response: { 200: StatusOnly, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      request.changes.nothingPublic();
      const space = await ownedSpace(db, request.params.space_id, currentUser(request));
      const revoked = await db
        .updateTable('space_api_credentials')
        .set({ revoked_at: sql`now()` })
        .where('id', '=', request.params.credential_id)
        .where('space_id', '=', space.id)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!revoked) throw new HttpError(404, 'credential not found');
      return { status: status(200, 'Credential revoked') };
    },
  );
};

/** 403 for a space credential used outside its one space (or for anything but photo uploads). */
export const KEY_NOT_FOR_THIS = 'This API key only allows uploading photos into its own space';
