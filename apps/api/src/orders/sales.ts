import { Type } from 'typebox';
import type { Changes } from '../changes/public-changes.ts';
import type { Db } from '../db/index.ts';
import type { User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { Nullable } from '../http/schemas.ts';
import { maskPhone } from '../payments/phone-number.ts';
import { ownedSpace } from '../spaces/space.ts';
import { OrderBody } from './order.ts';

/** One sale as its organiser sees it: the buyer's phone masked, never the buyer's link. */
export const SaleBody = Type.Object({
  id: Type.String(),
  status: OrderBody.properties.status,
  total: Type.String(),
  amount: Type.Integer(),
  photos: Type.Integer(),
  phone: Type.String({ description: 'Masked.' }),
  receipt_number: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  paid_at: Nullable(Type.String({ format: 'date-time' })),
  refunded_at: Nullable(Type.String({ format: 'date-time' })),
});

const SALES_LIMIT = 500;

/** The orders of a space, newest first (its owner only). */
export async function spaceSales(db: Db['db'], user: User, spaceId: string) {
  await ownedSpace(db, spaceId, user);
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'orders.id',
      'orders.status',
      'orders.total',
      'orders.amount',
      'orders.phone',
      'orders.receipt_number',
      'orders.created_at',
      'orders.paid_at',
      'orders.refunded_at',
      eb
        .selectFrom('order_items')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('photos'),
    ])
    .where('orders.space_id', '=', spaceId)
    .where('orders.seller_id', '=', user.id)
    .orderBy('orders.created_at', 'desc')
    .limit(SALES_LIMIT)
    .execute();
  return {
    orders: rows.map((row) => ({
      id: row.id,
      status: row.status,
      total: String(row.total),
      amount: row.amount,
      photos: Number(row.photos),
      phone: maskPhone(row.phone),
      receipt_number: row.receipt_number,
      created_at: new Date(row.created_at).toISOString(),
      paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
      refunded_at: row.refunded_at ? new Date(row.refunded_at).toISOString() : null,
    })),
  };
}

/**
 * Marks a paid order refunded (the money goes back in M-Pesa, not here): its downloads end at once. 409 for
 * an order that is not paid.
 */
export async function markRefunded(
  db: Db['db'],
  changes: Changes,
  user: User,
  spaceId: string,
  orderId: string,
) {
  await ownedSpace(db, spaceId, user);
  const refunded = await db
    .updateTable('orders')
    .set({ status: 'refunded', refunded_at: new Date(), updated_at: new Date() })
    .where('id', '=', orderId)
    .where('space_id', '=', spaceId)
    .where('seller_id', '=', user.id)
    .where('status', '=', 'paid')
    .returning('id')
    .executeTakeFirst();
  if (!refunded) throw new HttpError(409, 'Only a paid order of this space can be marked refunded');
  changes.nothingPublic();
  const sales = await spaceSales(db, user, spaceId);
  return sales.orders.find((o) => o.id === orderId)!;
}
