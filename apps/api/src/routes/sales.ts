import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import { markRefunded, SaleBody, spaceSales } from '../orders/sales.ts';
import { salesCsv } from '../orders/sales-csv.ts';
import { attachmentDisposition } from '../storage/content-disposition.ts';

/** A space's sales, for its owner: the orders with their statuses, totals and M-Pesa receipts. */
export const salesRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/spaces/:space_id/orders',
    {
      schema: {
        tags: ['payments'],
        summary: "A space's orders, newest first, buyers' phones masked (owner only)",
        security: [{ bearer: [] }],
        params: Type.Object({ space_id: Uuid }),
        response: { 200: Type.Object({ orders: Type.Array(SaleBody) }), ...errorResponses(401, 403, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return spaceSales(ctx.db, currentUser(request), request.params.space_id);
    },
  );

  app.get(
    '/spaces/:space_id/orders.csv',
    {
      schema: {
        tags: ['payments'],
        summary: "A space's orders as CSV, newest first, buyers' phones masked (owner only)",
        description:
          'Columns: date (of payment, else of ordering; ISO 8601), status, photos, total (Ksh), phone (masked), ' +
          "M-Pesa receipt. Cells a spreadsheet would run as a formula (starting = + - @) are prefixed with `'`. " +
          'Refused like `GET /spaces/{space_id}/orders`.',
        security: [{ bearer: [] }],
        params: Type.Object({ space_id: Uuid }),
        produces: ['text/csv'],
        response: {
          200: Type.String({ contentMediaType: 'text/csv', description: 'The CSV.' }),
          ...errorResponses(401, 403, 404),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request, reply) => {
      const { orders } = await spaceSales(ctx.db, currentUser(request), request.params.space_id);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition('sales.csv'))
        .header('cache-control', 'private, no-store');
      return salesCsv(orders);
    },
  );

  app.post(
    '/spaces/:space_id/orders/:order_id/refund',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Mark a paid order refunded (the refund itself is made in M-Pesa): its downloads end (owner only)',
        security: [{ bearer: [] }],
        params: Type.Object({ space_id: Uuid, order_id: Uuid }),
        response: { 200: SaleBody, ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) =>
      markRefunded(
        ctx.db,
        request.changes,
        currentUser(request),
        request.params.space_id,
        request.params.order_id,
      ),
  );
};
