import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { Collection } from '../collections/collection.ts';
import {
  COLLECTION_NAME_TAKEN,
  createCollection,
  deleteCollection,
  INVALID_COLLECTION_NAME,
  isCollectionName,
  listCollections,
} from '../collections/own-collections.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { StatusOnly, status, Uuid } from '../http/schemas.ts';
import { rejectInvalidBody } from '../http/validation.ts';
import { COLLECTION_NAME_MAX_LENGTH, COLLECTION_NAME_PATTERN } from '../rules/input-rules.ts';

/** The signed-in user's collections. */
export const collectionRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  app.get(
    '/collections',
    {
      schema: {
        tags: ['collections'],
        summary: "The signed-in user's collections; `name` keeps the one with that name (any case)",
        security: [{ bearer: [] }],
        querystring: Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: {
          200: Type.Object({ collections: Type.Array(Collection) }),
          ...errorResponses(400, 401),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => ({
      collections: await listCollections(db, currentUser(request), request.query.name),
    }),
  );

  app.post(
    '/collections',
    {
      schema: {
        tags: ['collections'],
        summary: 'Create a collection',
        description: `\`name\`: 3 to 100 characters from letters, digits, underscore, space and hyphen (422 \`${INVALID_COLLECTION_NAME}\`), unique per user regardless of case (409 \`${COLLECTION_NAME_TAKEN}\`). Surrounding spaces are dropped.`,
        security: [{ bearer: [] }],
        body: Type.Object({
          name: Type.String({ pattern: COLLECTION_NAME_PATTERN, maxLength: COLLECTION_NAME_MAX_LENGTH }),
          description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
        }),
        response: {
          201: Type.Object({ collection: Collection }),
          ...errorResponses(400, 401, 409, 422),
        },
      },
      attachValidation: true,
      preHandler: ctx.auth.required,
    },
    async (request, reply) => {
      rejectInvalidBody(request, [
        { field: 'name', valid: isCollectionName, message: INVALID_COLLECTION_NAME },
      ]);
      const collection = await createCollection(db, request.changes, currentUser(request), request.body);
      return reply.status(201).send({ collection });
    },
  );

  app.delete(
    '/collections/:id',
    {
      schema: {
        tags: ['collections'],
        summary: "Delete one of the signed-in user's collections; its sites keep their other settings",
        security: [{ bearer: [] }],
        params: Type.Object({ id: Uuid }),
        response: { 200: StatusOnly, ...errorResponses(400, 401, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      await deleteCollection(db, request.changes, currentUser(request), request.params.id);
      return { status: status(200, 'Collection deleted') };
    },
  );
};
