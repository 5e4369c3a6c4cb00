import { Type } from 'typebox';
import type { RoutePlugin } from '../context.ts';
import { receiveCallback } from '../orders/payment-results.ts';
import { queueReceipt } from '../orders/receipt-mail.ts';

/**
 * Where M-Pesa posts the result of an order's STK Push: a path secret to that order. Every callback is
 * answered alike, so a forger learns nothing of what it matched.
 */
export const paymentCallbackRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '/payments/callback/:callback_token',
    {
      schema: {
        tags: ['payments'],
        summary: "M-Pesa's STK Push callback (Daraja's body); answered alike whatever it matched",
        params: Type.Object({ callback_token: Type.String({ maxLength: 100 }) }),
        body: Type.Unknown(),
        response: { 200: Type.Object({ ResultCode: Type.Integer(), ResultDesc: Type.String() }) },
      },
    },
    async (request) => {
      const { outcome, orderId } = await receiveCallback(ctx.db, request.params.callback_token, request.body);
      if (outcome === 'ignored') request.log.warn('an M-Pesa callback matched no waiting payment');
      if (outcome === 'granted' && orderId) await queueReceipt(ctx.jobs, orderId);
      // A payment shows in no public answer.
      request.changes.nothingPublic();
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    },
  );
};
