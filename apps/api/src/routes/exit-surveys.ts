import { Type } from 'typebox';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { StatusOnly, status } from '../http/schemas.ts';

/** The reasons the exit survey offers, verbatim. */
export const EXIT_REASONS = [
  'too expensive',
  'missing features',
  'poor service',
  'privacy concerns',
  'other',
] as const;

/** Exit surveys: feedback left on the way out (signed in or not). */
export const exitSurveyRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '/exit_surveys',
    {
      schema: {
        tags: ['account'],
        summary: 'Record why a user leaves',
        body: Type.Object({
          reason: Type.Union(EXIT_REASONS.map((r) => Type.Literal(r))),
          feedback: Type.String({ minLength: 1, maxLength: 5000 }),
        }),
        response: { 201: StatusOnly, ...errorResponses(400, 429) },
      },
      preHandler: ctx.auth.optional,
      config: { rateLimit: { max: ctx.config.authRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      request.changes.nothingPublic();
      await ctx.db
        .insertInto('exit_surveys')
        .values({
          user_id: request.user?.id ?? null,
          reason: request.body.reason,
          feedback: request.body.feedback,
        })
        .execute();
      return reply
        .status(201)
        .send({ status: status(201, 'Thanks for providing us with valuable feedback!') });
    },
  );
};
