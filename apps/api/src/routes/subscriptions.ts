import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';

/** Length of the free trial that starts with a subscription. */
export const FREE_TRIAL_DAYS = 30;

const SubscriptionType = Type.Object({ id: Type.String(), name: Type.String() });
const Subscription = Type.Object({
  id: Type.String(),
  status: Type.String(),
  subscription_type_id: Type.String(),
  subscription_type_name: Type.String(),
  trial_ends_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
const SubscriptionBody = Type.Object({ subscription: Subscription });

/** Plans and the signed-in user's subscriptions to them. */
export const subscriptionRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db } = ctx;
  const selectSubscriptions = () =>
    db
      .selectFrom('subscriptions')
      .innerJoin('subscription_types', 'subscription_types.id', 'subscriptions.subscription_type_id')
      .select([
        'subscriptions.id',
        'subscriptions.status',
        'subscriptions.subscription_type_id',
        'subscription_types.name as subscription_type_name',
        'subscriptions.trial_ends_at',
        'subscriptions.created_at',
      ]);
  const present = (
    row: Awaited<ReturnType<ReturnType<typeof selectSubscriptions>['executeTakeFirstOrThrow']>>,
  ) => ({
    ...row,
    trial_ends_at: row.trial_ends_at ? row.trial_ends_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  });

  app.get(
    '/subscription_types',
    {
      schema: {
        tags: ['plans'],
        summary: 'Every plan',
        response: { 200: Type.Object({ subscription_types: Type.Array(SubscriptionType) }) },
      },
    },
    async () => ({
      subscription_types: await db
        .selectFrom('subscription_types')
        .select(['id', 'name'])
        .orderBy('name')
        .execute(),
    }),
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
    async (request) => {
      const user = currentUser(request);
      const rows = await selectSubscriptions()
        .where('subscriptions.user_id', '=', user.id)
        .orderBy('subscriptions.created_at')
        .execute();
      return { subscriptions: rows.map(present) };
    },
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
      request.changes.nothingPublic();
      const user = currentUser(request);
      const type = await db
        .selectFrom('subscription_types')
        .select('id')
        .where('id', '=', request.body.subscription_type_id)
        .executeTakeFirst();
      if (!type) throw new HttpError(404, 'subscription type not found');
      const inserted = await db
        .insertInto('subscriptions')
        .values({
          user_id: user.id,
          subscription_type_id: type.id,
          status: 'trialing',
          trial_ends_at: new Date(Date.now() + FREE_TRIAL_DAYS * 86_400_000),
        })
        .onConflict((oc) => oc.columns(['user_id', 'subscription_type_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      const row = await selectSubscriptions()
        .where('subscriptions.user_id', '=', user.id)
        .where('subscriptions.subscription_type_id', '=', type.id)
        .executeTakeFirstOrThrow();
      return reply.status(inserted ? 201 : 200).send({ subscription: present(row) });
    },
  );
};
