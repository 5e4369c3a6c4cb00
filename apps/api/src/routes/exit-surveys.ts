import { Type } from 'typebox';
import { EXIT_REASONS, recordExitSurvey } from '../accounts/exit-survey.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { StatusOnly, status } from '../http/schemas.ts';

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
      await recordExitSurvey(ctx.db, request.changes, request.user ?? null, request.body);
      return reply
        .status(201)
        .send({ status: status(201, 'Thanks for providing us with valuable feedback!') });
    },
  );
};
