import { sql } from 'kysely';
import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import { Collection, requireOwnCollection } from '../collections/collection.ts';
import { declareCollectionChanged } from '../collections/declare-changes.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { StatusOnly, status, Uuid } from '../http/schemas.ts';
import { rejectInvalidBody } from '../http/validation.ts';
import {
  COLLECTION_NAME_MAX_LENGTH,
  COLLECTION_NAME_MIN_LENGTH,
  COLLECTION_NAME_PATTERN,
} from '../rules/input-rules.ts';

/** Collection names (rules/input-rules.ts): 3 to 100 letters, digits, underscores, spaces and hyphens. */
export const COLLECTION_NAME = new RegExp(COLLECTION_NAME_PATTERN);
export const INVALID_COLLECTION_NAME = 'invalid collection name';
export const COLLECTION_NAME_TAKEN = 'Collection with that name already exists';

const isCollectionName = (value: unknown) =>
  typeof value === 'string' &&
  COLLECTION_NAME.test(value) &&
  value.trim().length >= COLLECTION_NAME_MIN_LENGTH;

const present = (row: { id: string; name: string; description: string | null }) => ({
  id: row.id,
  name: row.name,
  description: row.description,
});

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
    async (request) => {
      const user = currentUser(request);
      let query = db
        .selectFrom('collections')
        .select(['id', 'name', 'description'])
        .where('user_id', '=', user.id);
      const { name } = request.query;
      if (name !== undefined) query = query.where(sql`lower(name)`, '=', name.trim().toLowerCase());
      const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
      return { collections: rows.map(present) };
    },
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
      const user = currentUser(request);
      const name = request.body.name.trim();
      if (!isCollectionName(name)) throw new HttpError(422, INVALID_COLLECTION_NAME);
      const taken = await db
        .selectFrom('collections')
        .select('id')
        .where('user_id', '=', user.id)
        .where(sql`lower(name)`, '=', name.toLowerCase())
        .executeTakeFirst();
      if (taken) throw new HttpError(409, COLLECTION_NAME_TAKEN);
      try {
        const row = await db
          .insertInto('collections')
          .values({ user_id: user.id, name, description: request.body.description?.trim() || null })
          .returning(['id', 'name', 'description'])
          .executeTakeFirstOrThrow();
        // No site or space points at a new collection yet.
        request.changes.nothingPublic();
        return reply.status(201).send({ collection: present(row) });
      } catch (error) {
        // A simultaneous request with the same name won the race.
        if ((error as { code?: string }).code === '23505') throw new HttpError(409, COLLECTION_NAME_TAKEN);
        throw error;
      }
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
      const user = currentUser(request);
      const collection = await requireOwnCollection(db, request.params.id, user.id);
      await declareCollectionChanged(db, request.changes, collection.id);
      await db.deleteFrom('collections').where('id', '=', collection.id).execute();
      return { status: status(200, 'Collection deleted') };
    },
  );
};
