import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import type { Db } from '../db/index.ts';
import type { OrderStatus } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { Nullable } from '../http/schemas.ts';
import { DERIVED_KEY_COLUMNS, type MediaUrls } from '../media/urls.ts';
import { maskPhone } from '../payments/phone-number.ts';
import { DOWNLOAD_DAYS } from './paid-downloads.ts';

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
  items: Type.Array(
    Type.Object({
      photo_id: Type.String(),
      price: Type.String(),
      image_url: Nullable(
        Type.String({
          description:
            "The photo as the space's visitors see it (watermarked where the space says so, never the original): WebP at most 800 px wide; null while it is being made or once the photo is no longer shown.",
        }),
      ),
      width: Nullable(Type.Integer({ description: 'Upright width in pixels; null until processed.' })),
      height: Nullable(Type.Integer({ description: 'Upright height in pixels; null until processed.' })),
      alt: Nullable(Type.String({ description: "The photo's caption, to describe its image." })),
    }),
  ),
  total: Type.String({ description: 'Decimal Ksh: the prices when ordered.' }),
  amount: Type.Integer({ description: 'Whole Ksh asked of M-Pesa (the total rounded up).' }),
  currency: Type.Literal('KES'),
  phone: Type.String({ description: 'The paying number, masked.' }),
  receipt_number: Nullable(Type.String({ description: "M-Pesa's receipt number, once paid." })),
  created_at: Type.String({ format: 'date-time' }),
  paid_at: Nullable(Type.String({ format: 'date-time' })),
  downloads_until: Nullable(
    Type.String({
      format: 'date-time',
      description: `Until when the paid originals can be downloaded (${DOWNLOAD_DAYS} days from payment); null until paid.`,
    }),
  ),
});

/** What reading an order needs: the database and the addresses of its photos' images. */
export interface OrderReadDeps {
  db: Db['db'];
  media: MediaUrls;
}

const DAY_MS = 24 * 3600 * 1000;

/** The order behind a buyer's link, answered; 404 for an unknown link. */
export async function orderByToken({ db, media }: OrderReadDeps, token: string) {
  const order = await db
    .selectFrom('orders')
    .leftJoin('spaces', 'spaces.id', 'orders.space_id')
    .selectAll('orders')
    .select(['spaces.title as space_title'])
    .where('orders.token', '=', token)
    .executeTakeFirst();
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  // The photos as visitors see them: an order holds a space's public photos, and a deleted one keeps its line.
  const items = await db
    .selectFrom('order_items')
    .leftJoin('photos', 'photos.id', 'order_items.photo_id')
    .leftJoin('spaces', 'spaces.id', 'photos.space_id')
    .select(['order_items.photo_id', 'order_items.price', 'photos.width', 'photos.height', 'photos.comment'])
    .select(DERIVED_KEY_COLUMNS)
    .select(['spaces.use_watermark', 'spaces.watermark_id'])
    .where('order_items.order_id', '=', order.id)
    .orderBy('order_items.position')
    .orderBy('order_items.photo_id')
    .execute();
  return {
    token: order.token,
    status: order.status,
    status_detail: order.status_detail,
    space: order.space_id ? { id: order.space_id, title: order.space_title ?? '' } : null,
    items: items.map((item) => ({
      photo_id: item.photo_id,
      price: String(item.price),
      image_url: media.forPhoto(
        { ...item, id: item.photo_id },
        { use_watermark: item.use_watermark ?? true, watermark_id: item.watermark_id ?? null },
        false,
      ).medium_url,
      width: item.width,
      height: item.height,
      alt: item.comment,
    })),
    total: String(order.total),
    amount: order.amount,
    currency: 'KES' as const,
    phone: maskPhone(order.phone),
    receipt_number: order.status === 'paid' || order.status === 'refunded' ? order.receipt_number : null,
    created_at: new Date(order.created_at).toISOString(),
    paid_at: order.paid_at ? new Date(order.paid_at).toISOString() : null,
    downloads_until: order.paid_at
      ? new Date(new Date(order.paid_at).getTime() + DOWNLOAD_DAYS * DAY_MS).toISOString()
      : null,
  };
}
