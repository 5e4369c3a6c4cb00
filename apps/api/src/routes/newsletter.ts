import { Type } from 'typebox';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { Email, Uuid } from '../http/schemas.ts';
import { EmailList, EmailListSubscription, emailLists, subscribeToList } from '../newsletter/email-lists.ts';

const SubscriptionBody = Type.Object({ email_list_subscription: EmailListSubscription });

/** E-mail lists (the newsletter) and subscribing an address to one. */
export const newsletterRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/email_lists',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Every e-mail list',
        response: { 200: Type.Object({ email_lists: Type.Array(EmailList) }) },
      },
    },
    async () => emailLists(ctx.db),
  );

  app.post(
    '/email_list_subscriptions',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address to a list; subscribing twice is harmless (200 the second time)',
        body: Type.Object({ email_list_id: Uuid, email: Email }),
        response: { 200: SubscriptionBody, 201: SubscriptionBody, ...errorResponses(400, 404, 429) },
      },
      config: { rateLimit: { max: Math.max(ctx.config.authRateLimit, 30), timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { created, email_list_subscription } = await subscribeToList(
        ctx.db,
        request.changes,
        request.body.email_list_id,
        request.body.email,
      );
      return reply.status(created ? 201 : 200).send({ email_list_subscription });
    },
  );
};
