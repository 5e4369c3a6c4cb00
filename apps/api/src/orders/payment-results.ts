import { type Kysely, sql } from 'kysely';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { Database, Db } from '../db/index.ts';
import type { OrderStatus } from '../db/schema.ts';
import { sellerCredentials } from '../payments/mpesa-account.ts';
import type { Payments } from '../payments/payments.ts';

/** Daraja's STK callback body (it is not signed: every field is checked against what we sent). */
export const StkCallbackBody = Type.Object({
  Body: Type.Object({
    stkCallback: Type.Object({
      MerchantRequestID: Type.String(),
      CheckoutRequestID: Type.String(),
      ResultCode: Type.Union([Type.Integer(), Type.String({ pattern: '^[0-9]+$' })]),
      ResultDesc: Type.String(),
      CallbackMetadata: Type.Optional(
        Type.Object({
          Item: Type.Array(
            Type.Object({
              Name: Type.String(),
              Value: Type.Optional(Type.Union([Type.String(), Type.Number()])),
            }),
          ),
        }),
      ),
    }),
  }),
});

/** What M-Pesa said of one STK Push, from its callback or a status query. */
export interface PaymentResult {
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  /** The amount M-Pesa says was paid (callbacks of successes); null when it does not say (status queries). */
  amount: number | null;
  receipt: string | null;
}

/** The order's status after M-Pesa's result code. */
export function statusOfResult(code: number): OrderStatus {
  switch (code) {
    case 0:
      return 'paid';
    case 1:
      return 'insufficient_funds';
    case 1032:
      return 'cancelled';
    case 1037:
      return 'timed_out';
    default:
      return 'failed';
  }
}

/** A callback body as a result; null when it is not Daraja's shape. */
export function resultOfCallback(body: unknown): PaymentResult | null {
  if (!Value.Check(StkCallbackBody, body)) return null;
  const callback = body.Body.stkCallback;
  const item = (name: string) => callback.CallbackMetadata?.Item.find((i) => i.Name === name)?.Value;
  const amount = item('Amount');
  const receipt = item('MpesaReceiptNumber');
  return {
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: Number(callback.ResultCode),
    resultDesc: callback.ResultDesc,
    amount: amount === undefined ? null : Number(amount),
    receipt: receipt === undefined ? null : String(receipt),
  };
}

/** What happened to the order: granted now (once), ended unpaid now, or nothing (replay, forgery, late). */
export type Settlement = 'granted' | 'ended' | 'ignored';

/**
 * Records M-Pesa's result of one STK Push of an order, once. The push must be this order's, and a success
 * must carry the amount that push asked for, to the shortcode the order is paid to. The attempt is settled
 * only if it had no result yet, and the order granted by a conditional update (never paid or refunded
 * before), so a duplicated callback, a callback and a status query, or a replay grant once. A failure ends
 * the order only while it waits on that very push (an old push's failure after a retry changes nothing).
 */
export async function settlePayment(
  db: Kysely<Database>,
  orderId: string,
  result: PaymentResult,
): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const attempt = await trx
      .selectFrom('payment_attempts')
      .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
      .select([
        'payment_attempts.amount',
        'payment_attempts.shortcode',
        'payment_attempts.result_code',
        'orders.amount as order_amount',
        'orders.shortcode as order_shortcode',
      ])
      .where('payment_attempts.checkout_request_id', '=', result.checkoutRequestId)
      .where('payment_attempts.order_id', '=', orderId)
      .executeTakeFirst();
    if (!attempt) return 'ignored';
    const success = result.resultCode === 0;
    if (
      success &&
      (attempt.amount !== attempt.order_amount ||
        attempt.shortcode !== attempt.order_shortcode ||
        (result.amount !== null && result.amount !== attempt.amount))
    )
      return 'ignored';
    if (attempt.result_code !== null) {
      // Settled by a status query, which carries no receipt number: the callback's fills it in, nothing more.
      if (success && attempt.result_code === 0 && result.receipt && result.amount !== null)
        await fillReceipt(trx, orderId, result.checkoutRequestId, result.receipt.slice(0, 40));
      return 'ignored';
    }
    const settled = await trx
      .updateTable('payment_attempts')
      .set({
        result_code: result.resultCode,
        result_desc: result.resultDesc.slice(0, 500),
        receipt_number: result.receipt?.slice(0, 40) ?? null,
        settled_at: new Date(),
      })
      .where('checkout_request_id', '=', result.checkoutRequestId)
      .where('result_code', 'is', null)
      .returning('checkout_request_id')
      .executeTakeFirst();
    if (!settled) {
      // Another delivery (or the status job) settled it meanwhile.
      if (success && result.receipt && result.amount !== null)
        await fillReceipt(trx, orderId, result.checkoutRequestId, result.receipt.slice(0, 40));
      return 'ignored';
    }
    if (success) {
      const granted = await trx
        .updateTable('orders')
        .set({
          status: 'paid',
          status_detail: null,
          receipt_number: result.receipt?.slice(0, 40) ?? null,
          paid_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', orderId)
        .where('status', 'not in', ['paid', 'refunded'])
        .returning('id')
        .executeTakeFirst();
      return granted ? 'granted' : 'ignored';
    }
    const ended = await trx
      .updateTable('orders')
      .set({
        status: statusOfResult(result.resultCode),
        status_detail: result.resultDesc.slice(0, 500),
        updated_at: new Date(),
      })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .where(
        sql<string>`(SELECT checkout_request_id FROM payment_attempts WHERE order_id = ${orderId} ORDER BY sent_at DESC, checkout_request_id DESC LIMIT 1)`,
        '=',
        result.checkoutRequestId,
      )
      .returning('id')
      .executeTakeFirst();
    return ended ? 'ended' : 'ignored';
  });
}

/** Writes a receipt number where the paid attempt and its order have none yet. */
async function fillReceipt(
  trx: Kysely<Database>,
  orderId: string,
  checkoutRequestId: string,
  receipt: string,
) {
  const filled = await trx
    .updateTable('payment_attempts')
    .set({ receipt_number: receipt })
    .where('checkout_request_id', '=', checkoutRequestId)
    .where('result_code', '=', 0)
    .where('receipt_number', 'is', null)
    .returning('checkout_request_id')
    .executeTakeFirst();
  if (!filled) return;
  await trx
    .updateTable('orders')
    .set({ receipt_number: receipt })
    .where('id', '=', orderId)
    .where('status', 'in', ['paid', 'refunded'])
    .where('receipt_number', 'is', null)
    .execute();
}

/**
 * A callback posted to an order's secret path: the order is found by that path alone, then the result is
 * settled as {@link settlePayment} says. A body of another shape, an unknown path, a push of another order,
 * a wrong amount: nothing changes.
 */
export async function receiveCallback(
  db: Db['db'],
  callbackToken: string,
  body: unknown,
): Promise<{ outcome: Settlement; orderId: string | null }> {
  const result = resultOfCallback(body);
  if (!result) return { outcome: 'ignored', orderId: null };
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('callback_token', '=', callbackToken)
    .executeTakeFirst();
  if (!order) return { outcome: 'ignored', orderId: null };
  return { outcome: await settlePayment(db, order.id, result), orderId: order.id };
}

/** When the status job asks and gives up. */
export interface PaymentCheckTimes {
  /** A push older than this many seconds with no callback is asked of Daraja. */
  askAfterSeconds: number;
  /** A push still unanswered this many seconds after it was sent expires its order. */
  expireAfterSeconds: number;
}

/** The default: ask after 30 s, give up after 10 minutes (a prompt lives about a minute on the phone). */
export const PAYMENT_CHECK_TIMES: PaymentCheckTimes = { askAfterSeconds: 30, expireAfterSeconds: 600 };

/**
 * The status job: asks Daraja about each waiting order whose latest push has had no callback for a while,
 * settling it like a callback would, and expires orders whose push stayed unanswered too long. Answers how
 * many orders it settled and expired.
 */
export async function checkPendingPayments(
  {
    db,
    payments,
    onGranted,
  }: { db: Db['db']; payments: Payments; onGranted?: (orderId: string) => Promise<void> },
  times: PaymentCheckTimes = PAYMENT_CHECK_TIMES,
): Promise<{ settled: number; expired: number }> {
  const waiting = await db
    .selectFrom('orders')
    .innerJoin('payment_attempts', 'payment_attempts.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.seller_id',
      'payment_attempts.checkout_request_id',
      sql<boolean>`payment_attempts.sent_at < now() - make_interval(secs => ${times.expireAfterSeconds})`.as(
        'overdue',
      ),
    ])
    .where('orders.status', '=', 'pending')
    .where('payment_attempts.result_code', 'is', null)
    .where(sql<boolean>`payment_attempts.sent_at <= now() - make_interval(secs => ${times.askAfterSeconds})`)
    .orderBy('payment_attempts.sent_at')
    .limit(100)
    .execute();
  let settled = 0;
  let expired = 0;
  for (const row of waiting) {
    let answered = false;
    try {
      const credentials = await sellerCredentials(db, payments.sealKeys, row.seller_id);
      const answer = credentials
        ? await payments.daraja.stkQuery(credentials, row.checkout_request_id)
        : null;
      if (answer) {
        answered = true;
        const outcome = await settlePayment(db, row.id, {
          checkoutRequestId: row.checkout_request_id,
          resultCode: Number(answer.ResultCode),
          resultDesc: answer.ResultDesc,
          amount: null,
          receipt: null,
        });
        if (outcome !== 'ignored') settled += 1;
        if (outcome === 'granted') await onGranted?.(row.id);
      }
    } catch {
      // Daraja unreachable or refusing: asked again next time, expired when overdue.
    }
    if (!answered && row.overdue) {
      const gone = await db
        .updateTable('orders')
        .set({
          status: 'expired',
          status_detail: 'M-Pesa never answered this payment',
          updated_at: new Date(),
        })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (gone) expired += 1;
    }
  }
  return { settled, expired };
}
