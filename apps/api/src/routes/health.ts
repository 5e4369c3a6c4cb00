import { sql } from 'kysely';
import { Type } from 'typebox';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';

/** Liveness and database reachability. */
export const healthRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary:
          "Whether the API and its database answer, and how this process's cache of public answers does",
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            database: Type.String(),
            public_cache: Type.Object(
              { hits: Type.Integer(), misses: Type.Integer() },
              { description: 'Reads of cached public answers since this process started (per replica).' },
            ),
          }),
          ...errorResponses(503),
        },
      },
    },
    async () => {
      await sql`select 1`.execute(ctx.db);
      const { hits, misses } = ctx.cache.stats;
      return { status: 'ok' as const, database: ctx.config.database.kind, public_cache: { hits, misses } };
    },
  );
};
