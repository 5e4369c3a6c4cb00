import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import type { Db } from '../db/index.ts';
import type { OrderStatus } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { Nullable } from '../http/schemas.ts';
import { maskPhone } from '../payments/phone-number.ts';

export const ORDER_NOT_FOUND = 'Order not found';

/** Every status an order can have; the failures can be tried again. */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'cancelled',
  'insufficient_funds',
  'timed_out',
  'failed',
  'expired',
  'refunded',
] as const satisfies readonly OrderStatus[];

/** The statuses a buyer may retry from: the prompt ended without payment. */
export const RETRYABLE: readonly OrderStatus[] = [
  'cancelled',
  'insufficient_funds',
  'timed_out',
  'failed',
  'expired',
];

/** An unguessable token (the buyer's link, the callback path): 32 random bytes. */
export const newOrderToken = (): string => randomBytes(32).toString('base64url');

/** An order as its buyer sees it (by its link). */
export const OrderBody = Type.Object({
  token: Type.String({ description: "The order's unguessable link: whoever holds it sees the order." }),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('paid'),
    Type.Literal('cancelled'),
    Type.Literal('insufficient_funds'),
    Type.Literal('timed_out'),
    Type.Literal('failed'),
    Type.Literal('expired'),
    Type.Literal('refunded'),
  ]),
  status_detail: Nullable(Type.String({ description: "M-Pesa's words for a failed payment." })),
  space: Nullable(Type.Object({ id: Type.String(), title: Type.String() })),
  items: Type.Array(Type.Object({ photo_id: Type.String(), price: Type.String() })),
  total: Type.String({ description: 'Decimal Ksh: the prices when ordered.' }),
  amount: Type.Integer({ description: 'Whole Ksh asked of M-Pesa (the total rounded up).' }),
  currency: Type.Literal('KES'),
  phone: Type.String({ description: 'The paying number, masked.' }),
  receipt_number: Nullable(Type.String({ description: "M-Pesa's receipt number, once paid." })),
  created_at: Type.String({ format: 'date-time' }),
  paid_at: Nullable(Type.String({ format: 'date-time' })),
});

/** The order behind a buyer's link, answered; 404 for an unknown link. */
export async function orderByToken(db: Db['db'], token: string) {
  const order = await db
    .selectFrom('orders')
    .leftJoin('spaces', 'spaces.id', 'orders.space_id')
    .selectAll('orders')
    .select(['spaces.title as space_title'])
    .where('orders.token', '=', token)
    .executeTakeFirst();
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  const items = await db
    .selectFrom('order_items')
    .select(['photo_id', 'price'])
    .where('order_id', '=', order.id)
    .orderBy('photo_id')
    .execute();
  return {
    token: order.token,
    status: order.status,
    status_detail: order.status_detail,
    space: order.space_id ? { id: order.space_id, title: order.space_title ?? '' } : null,
    items: items.map((item) => ({ photo_id: item.photo_id, price: String(item.price) })),
    total: String(order.total),
    amount: order.amount,
    currency: 'KES' as const,
    phone: maskPhone(order.phone),
    receipt_number: order.status === 'paid' || order.status === 'refunded' ? order.receipt_number : null,
    created_at: new Date(order.created_at).toISOString(),
    paid_at: order.paid_at ? new Date(order.paid_at).toISOString() : null,
  };
}
