import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { keySecretDigest } from '../auth/space-keys.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { StatusOnly, status, Uuid } from '../http/schemas.ts';
import { ownedSpace } from '../spaces/space.ts';

/** Most active credentials one space may have. */
export const MAX_CREDENTIALS_PER_SPACE = 20;

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
        .values({ space_id: space.id, key_id: keyId, secret_hash: keySecretDigest(secret).toString('hex') })
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
