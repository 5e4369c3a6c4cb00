import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import {
  connectMpesaAccount,
  disconnectMpesaAccount,
  MpesaAccountBody,
  MpesaAccountInput,
  mpesaAccount,
} from '../payments/mpesa-account.ts';

/** The signed-in organiser's Lipa na M-Pesa till or paybill, where their spaces' sales are paid. */
export const mpesaAccountRoutes: RoutePlugin = async (app, { ctx }) => {
  const security = [{ bearer: [] }];
  app.get(
    '/me/mpesa_account',
    {
      schema: {
        tags: ['payments'],
        summary: "The organiser's M-Pesa till or paybill (never its secrets)",
        security,
        response: { 200: MpesaAccountBody, ...errorResponses(401) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => mpesaAccount(ctx.db, currentUser(request)),
  );

  app.put(
    '/me/mpesa_account',
    {
      schema: {
        tags: ['payments'],
        summary: 'Connect a till or paybill: tested with M-Pesa before it is kept, secrets sealed',
        description:
          'The consumer key and secret must get a token from Daraja and the shortcode and passkey must pass its password check (422 when M-Pesa refuses them, 502 when it cannot be reached). The answer never holds a secret.',
        security,
        body: MpesaAccountInput,
        response: { 200: MpesaAccountBody, ...errorResponses(400, 401, 422, 502) },
      },
      preHandler: ctx.auth.required,
      config: { rateLimit: { max: ctx.config.authRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => connectMpesaAccount(ctx, request.changes, currentUser(request), request.body),
  );

  app.delete(
    '/me/mpesa_account',
    {
      schema: {
        tags: ['payments'],
        summary: "Disconnect the organiser's till or paybill: their spaces stop selling",
        security,
        response: { 200: MpesaAccountBody, ...errorResponses(401) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => disconnectMpesaAccount(ctx.db, request.changes, currentUser(request)),
  );
};
