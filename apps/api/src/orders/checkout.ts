import { sql } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Db } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { countHit } from '../http/rate-limit-store.ts';
import { DarajaError } from '../payments/daraja-client.ts';
import { sellerCredentials } from '../payments/mpesa-account.ts';
import type { Payments } from '../payments/payments.ts';
import { INVALID_PHONE, normalisePhone } from '../payments/phone-number.ts';
import type { Locale } from '../rules/locale.ts';
import { newOrderToken, ORDER_NOT_FOUND, type OrderReadDeps, orderByToken, RETRYABLE } from './order.ts';

export const SALES_NOT_OPEN = 'Sales are not open yet for this event';
export const NOT_BUYABLE = 'Some of these photos cannot be bought: they are free, hidden or gone';
export const TOO_MANY_PROMPTS = 'Too many payment prompts to this phone number: try again in a few minutes';

/** PIN prompts one phone number may get in {@link PHONE_WINDOW_MS}, whoever asks. */
export const PROMPTS_PER_PHONE = 5;
const PHONE_WINDOW_MS = 10 * 60_000;

/** What checkout needs: the database, payments and the addresses of the ordered photos' images. */
export interface CheckoutDeps extends OrderReadDeps {
  payments: Payments;
}

/** What a buyer sends to order photos. */
export interface OrderRequest {
  space_id: string;
  photo_ids: string[];
  phone: string;
  email?: string | null | undefined;
  /** The language the order is placed in: its receipt speaks it. */
  locale: Locale;
}

/** A phone number gets a handful of prompts in ten minutes, counted in the database (every replica). */
async function limitPrompts(db: Db['db'], phone: string): Promise<void> {
  const { current } = await countHit(db, `stk-phone:${phone}`, PHONE_WINDOW_MS);
  if (current > PROMPTS_PER_PHONE) throw new HttpError(429, TOO_MANY_PROMPTS);
}

/**
 * Orders visible, published, priced photos of one public space, with their prices frozen now, and sends the
 * PIN prompt to the buyer's phone. The money goes to the space's owner's till or paybill; a space whose
 * owner connected none is not selling yet. Answers the order (failed, with M-Pesa's words, when the prompt
 * could not be sent: the buyer can retry it).
 */
export async function createOrder(deps: CheckoutDeps, changes: Changes, request: OrderRequest) {
  const { db } = deps;
  const phone = normalisePhone(request.phone);
  if (!phone) throw new HttpError(400, INVALID_PHONE);
  const space = await db
    .selectFrom('spaces')
    .select(['id', 'user_id', 'title'])
    .where('id', '=', request.space_id)
    .where('is_public', '=', true)
    .executeTakeFirst();
  if (!space) throw new HttpError(404, 'Space not found');
  const credentials = await sellerCredentials(db, deps.payments.sealKeys, space.user_id);
  if (!credentials) throw new HttpError(409, SALES_NOT_OPEN);
  const ids = [...new Set(request.photo_ids)];
  const photos = await db
    .selectFrom('photos')
    .select(['id', 'price'])
    .where('id', 'in', ids)
    .where('space_id', '=', space.id)
    .where('state', '=', 'visible')
    .where('awaiting_review', '=', false)
    .where('price', 'is not', null)
    .where('price', '>', '0')
    .execute();
  if (photos.length !== ids.length) throw new HttpError(422, NOT_BUYABLE);
  await limitPrompts(db, phone);

  const order = await db.transaction().execute(async (trx) => {
    const { total } = await sql<{ total: string }>`SELECT (${sql.join(
      photos.map((p) => sql`${String(p.price)}::numeric`),
      sql` + `,
    )})::text AS total`
      .execute(trx)
      .then((r) => r.rows[0]!);
    const created = await trx
      .insertInto('orders')
      .values({
        space_id: space.id,
        seller_id: space.user_id,
        token: newOrderToken(),
        callback_token: newOrderToken(),
        phone,
        email: request.email ?? null,
        locale: request.locale,
        total,
        amount: Math.ceil(Number(total)),
        shortcode: credentials.shortcode,
      })
      .returning(['id', 'token', 'callback_token', 'amount'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        photos.map((p) => ({
          order_id: created.id,
          photo_id: p.id,
          price: String(p.price),
          // The cart's order, which the order page and the receipt keep.
          position: ids.indexOf(p.id),
        })),
      )
      .execute();
    return created;
  });
  // Orders show in no public answer.
  changes.nothingPublic();
  await sendPrompt(deps, { ...order, phone }, credentials);
  return orderByToken(deps, order.token);
}

/**
 * Sends the PIN prompt of an order and records it; when M-Pesa does not take it the order fails with its
 * words (the buyer can retry).
 */
async function sendPrompt(
  { db, payments }: CheckoutDeps,
  order: { id: string; callback_token: string; amount: number; phone: string },
  credentials: NonNullable<Awaited<ReturnType<typeof sellerCredentials>>>,
): Promise<void> {
  try {
    const answer = await payments.daraja.stkPush(credentials, {
      amount: order.amount,
      phone: order.phone,
      callbackUrl: payments.callbackUrl(order.callback_token),
      accountReference: `LENSE${order.id.slice(0, 7).toUpperCase()}`,
      description: 'Lense photos',
    });
    await db
      .insertInto('payment_attempts')
      .values({
        checkout_request_id: answer.CheckoutRequestID,
        order_id: order.id,
        merchant_request_id: answer.MerchantRequestID,
        shortcode: credentials.shortcode,
        amount: order.amount,
      })
      .execute();
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    await db
      .updateTable('orders')
      .set({
        status: 'failed',
        // M-Pesa's own words when it refused; nothing of our network when it could not be reached.
        status_detail:
          error.kind === 'refused'
            ? `M-Pesa could not send the prompt: ${error.message}`
            : 'M-Pesa could not be reached: try again in a moment',
        updated_at: new Date(),
      })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .execute();
  }
}

/**
 * Sends a new PIN prompt for an order that ended unpaid (cancelled, insufficient funds, timed out, failed,
 * expired), at the prices it was ordered at. 409 while a prompt waits or once paid.
 */
export async function retryOrder(deps: CheckoutDeps, changes: Changes, token: string) {
  const { db } = deps;
  const order = await db
    .selectFrom('orders')
    .select(['id', 'seller_id', 'phone', 'status'])
    .where('token', '=', token)
    .executeTakeFirst();
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  if (!RETRYABLE.includes(order.status))
    throw new HttpError(
      409,
      order.status === 'pending'
        ? 'A payment prompt is already waiting on the phone'
        : 'This order is already paid',
    );
  const credentials = await sellerCredentials(db, deps.payments.sealKeys, order.seller_id);
  if (!credentials) throw new HttpError(409, SALES_NOT_OPEN);
  await limitPrompts(db, order.phone);
  // One retry wins when two arrive together.
  const reopened = await db
    .updateTable('orders')
    .set({ status: 'pending', status_detail: null, shortcode: credentials.shortcode, updated_at: new Date() })
    .where('id', '=', order.id)
    .where('status', 'in', RETRYABLE)
    .returning(['id', 'token', 'callback_token', 'amount', 'phone'])
    .executeTakeFirst();
  if (!reopened) throw new HttpError(409, 'A payment prompt is already waiting on the phone');
  changes.nothingPublic();
  await sendPrompt(deps, reopened, credentials);
  return orderByToken(deps, reopened.token);
}
