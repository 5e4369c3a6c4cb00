import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { CollectionSpace, requireOwnCollection } from '../collections/collection.ts';
import { declareCollectionChanged } from '../collections/declare-changes.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { StatusOnly, status, Uuid } from '../http/schemas.ts';
import { ownedSpace } from '../spaces/space.ts';

/** Links between the signed-in user's spaces and collections. */
export const collectionSpaceRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const ownCollections = (userId: string) =>
    db.selectFrom('collections').select('id').where('user_id', '=', userId);

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
    async (request) => {
      const user = currentUser(request);
      let query = db
        .selectFrom('collection_spaces')
        .select(['id', 'space_id', 'collection_id'])
        .where('collection_id', 'in', ownCollections(user.id));
      if (request.query.collection_id) query = query.where('collection_id', '=', request.query.collection_id);
      return { collection_spaces: await query.orderBy('created_at').orderBy('id').execute() };
    },
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
      const user = currentUser(request);
      const space = await ownedSpace(db, request.body.space_id, user);
      const collection = await requireOwnCollection(db, request.body.collection_id, user.id);
      const inserted = await db
        .insertInto('collection_spaces')
        .values({ space_id: space.id, collection_id: collection.id })
        .onConflict((oc) => oc.columns(['space_id', 'collection_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      const row = await db
        .selectFrom('collection_spaces')
        .select(['id', 'space_id', 'collection_id'])
        .where('space_id', '=', space.id)
        .where('collection_id', '=', collection.id)
        .executeTakeFirstOrThrow();
      if (inserted) await declareCollectionChanged(db, request.changes, collection.id);
      else request.changes.nothingPublic();
      return reply.status(inserted ? 201 : 200).send({ collection_space: row });
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
      const user = currentUser(request);
      const deleted = await db
        .deleteFrom('collection_spaces')
        .where('id', '=', request.params.id)
        .where('collection_id', 'in', ownCollections(user.id))
        .returning('collection_id')
        .executeTakeFirst();
      if (!deleted) throw new HttpError(404, 'collection space not found');
      await declareCollectionChanged(db, request.changes, deleted.collection_id);
      return { status: status(200, 'Space removed from collection') };
    },
  );
};
