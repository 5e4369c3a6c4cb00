import { Type } from 'typebox';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { Email, Uuid } from '../http/schemas.ts';

const EmailList = Type.Object({ id: Type.String(), name: Type.String() });
const EmailListSubscription = Type.Object({
  id: Type.String(),
  email_list_id: Type.String(),
  email: Type.String(),
});
const SubscriptionBody = Type.Object({ email_list_subscription: EmailListSubscription });

/** E-mail lists (the newsletter) and subscribing an address to one. */
export const newsletterRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/email_lists',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Every e-mail list',
        response: { 200: Type.Object({ email_lists: Type.Array(EmailList) }) },
      },
    },
    async () => ({
      email_lists: await db.selectFrom('email_lists').select(['id', 'name']).orderBy('name').execute(),
    }),
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
      request.changes.nothingPublic();
      const email = request.body.email.trim().toLowerCase();
      const list = await db
        .selectFrom('email_lists')
        .select('id')
        .where('id', '=', request.body.email_list_id)
        .executeTakeFirst();
      if (!list) throw new HttpError(404, 'email list not found');
      const inserted = await db
        .insertInto('email_list_subscriptions')
        .values({ email_list_id: list.id, email })
        .onConflict((oc) => oc.columns(['email_list_id', 'email']).doNothing())
        .returning(['id', 'email_list_id', 'email'])
        .executeTakeFirst();
      if (inserted) return reply.status(201).send({ email_list_subscription: inserted });
      const existing = await db
        .selectFrom('email_list_subscriptions')
        .select(['id', 'email_list_id', 'email'])
        .where('email_list_id', '=', list.id)
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return reply.status(200).send({ email_list_subscription: existing });
    },
  );
};
