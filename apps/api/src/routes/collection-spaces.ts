import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { CollectionSpace } from '../collections/collection.ts';
import {
  collectionLinks,
  linkSpaceToCollection,
  unlinkSpaceFromCollection,
} from '../collections/collection-links.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { StatusOnly, status, Uuid } from '../http/schemas.ts';

/** Links between the signed-in user's spaces and collections. */
export const collectionSpaceRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/collection_spaces',
    {
      schema: {
        tags: ['collections'],
        summary: "Links of the signed-in user's collections; `collection_id` keeps one collection's",
        security: [{ bearer: [] }],
        querystring: Type.Object({ collection_id: Type.Optional(Uuid) }),
        response: {
          200: Type.Object({ collection_spaces: Type.Array(CollectionSpace) }),
          ...errorResponses(400, 401),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => ({
      collection_spaces: await collectionLinks(db, currentUser(request), request.query.collection_id),
    }),
  );

  const Body = Type.Object({ collection_space: CollectionSpace });
  app.post(
    '/collection_spaces',
    {
      schema: {
        tags: ['collections'],
        summary:
          "Put one of the signed-in user's spaces in one of their collections (200 when already in it)",
        security: [{ bearer: [] }],
        body: Type.Object({ space_id: Uuid, collection_id: Uuid }),
        response: { 200: Body, 201: Body, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request, reply) => {
      const { link, created } = await linkSpaceToCollection(
        db,
        request.changes,
        currentUser(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ collection_space: link });
    },
  );

  app.delete(
    '/collection_spaces/:id',
    {
      schema: {
        tags: ['collections'],
        summary: 'Take a space out of a collection',
        security: [{ bearer: [] }],
        params: Type.Object({ id: Uuid }),
        response: { 200: StatusOnly, ...errorResponses(400, 401, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      await unlinkSpaceFromCollection(db, request.changes, currentUser(request), request.params.id);
      return { status: status(200, 'Space removed from collection') };
    },
  );
};
