import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { Page, Uuid } from '../http/schemas.ts';
import { PhotoBody } from '../photos/photo.ts';
import { decideReview, MAX_REVIEW_BATCH, reviewQueuePage } from '../photos/review-queue.ts';

const SpaceParams = Type.Object({ space_id: Uuid });
const Ids = Type.Array(Uuid, { maxItems: MAX_REVIEW_BATCH, uniqueItems: true });

/** The review queue of a space (`photos/review-queue.ts`): its pages and the owner's decisions. */
export const reviewRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/spaces/:space_id/review',
    {
      schema: {
        tags: ['guests'],
        summary: "Guests' photos waiting for review, oldest first, 60 a page (owner only)",
        security: [{ bearer: [] }],
        params: SpaceParams,
        querystring: Type.Object({ page: Type.Optional(Page) }),
        response: {
          200: Type.Object({
            photos: Type.Array(PhotoBody),
            total: Type.Integer(),
            has_more: Type.Boolean(),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request) =>
      reviewQueuePage(ctx, currentUser(request), request.params.space_id, request.query.page ?? 1),
  );

  app.post(
    '/spaces/:space_id/review',
    {
      schema: {
        tags: ['guests'],
        summary: 'Approve (show) and reject (delete) photos waiting for review (owner only)',
        description:
          'Ids of photos that are not waiting for review in this space are left alone (and not counted): a photo decided in another tab is not decided twice.',
        security: [{ bearer: [] }],
        params: SpaceParams,
        body: Type.Object(
          { approve: Type.Optional(Ids), reject: Type.Optional(Ids) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ approved: Type.Integer(), rejected: Type.Integer() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request) =>
      decideReview(
        ctx,
        request.changes,
        request.log,
        currentUser(request),
        request.params.space_id,
        request.body,
      ),
  );
};
