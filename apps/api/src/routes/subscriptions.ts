import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import {
  FREE_TRIAL_DAYS,
  ownSubscriptions,
  Subscription,
  SubscriptionType,
  subscribe,
  subscriptionTypes,
} from '../subscriptions/subscriptions.ts';

const SubscriptionBody = Type.Object({ subscription: Subscription });

/** Plans and the signed-in user's subscriptions to them. */
export const subscriptionRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/subscription_types',
    {
      schema: {
        tags: ['plans'],
        summary: 'Every plan',
        response: { 200: Type.Object({ subscription_types: Type.Array(SubscriptionType) }) },
      },
    },
    async () => subscriptionTypes(ctx.db),
  );

  app.get(
    '/subscriptions',
    {
      schema: {
        tags: ['plans'],
        summary: "The signed-in user's subscriptions",
        security: [{ bearer: [] }],
        response: { 200: Type.Object({ subscriptions: Type.Array(Subscription) }), ...errorResponses(401) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => ownSubscriptions(ctx.db, currentUser(request)),
  );

  app.post(
    '/subscriptions',
    {
      schema: {
        tags: ['plans'],
        summary: `Subscribe to a plan; starts a ${FREE_TRIAL_DAYS}-day free trial (200 when already subscribed)`,
        security: [{ bearer: [] }],
        body: Type.Object({ subscription_type_id: Uuid }),
        response: { 200: SubscriptionBody, 201: SubscriptionBody, ...errorResponses(400, 401, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request, reply) => {
      const { created, subscription } = await subscribe(
        ctx.db,
        request.changes,
        currentUser(request),
        request.body.subscription_type_id,
      );
      return reply.status(created ? 201 : 200).send({ subscription });
    },
  );
};
