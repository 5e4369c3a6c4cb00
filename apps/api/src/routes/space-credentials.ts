import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { StatusOnly, status, Uuid } from '../http/schemas.ts';
import {
  createSpaceCredential,
  listSpaceCredentials,
  revokeSpaceCredential,
} from '../spaces/space-credentials.ts';

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
      const credential = await createSpaceCredential(
        db,
        request.changes,
        currentUser(request),
        request.params.space_id,
      );
      return reply.status(201).send({ credential });
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
      const credentials = await listSpaceCredentials(db, currentUser(request), request.params.space_id);
      return { credentials };
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
      const { space_id, credential_id } = request.params;
      await revokeSpaceCredential(db, request.changes, currentUser(request), space_id, credential_id);
      return { status: status(200, 'Credential revoked') };
    },
  );
};
