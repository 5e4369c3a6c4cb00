import { sql } from 'kysely';
import { Type } from 'typebox';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../errors.ts';

/** Liveness and database reachability. */
export const healthRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Whether the API and its database answer',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }),
          ...errorResponses(503),
        },
      },
    },
    async () => {
      await sql`select 1`.execute(ctx.db);
      return { status: 'ok' as const, database: ctx.config.database.kind };
    },
  );
};
