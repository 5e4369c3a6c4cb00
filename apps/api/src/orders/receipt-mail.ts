import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import { formatShillings, mailTexts } from '../mail/catalogue.ts';
import { composeMail } from '../mail/compose.ts';
import type { Mailer } from '../mail/mailer.ts';
import { DOWNLOAD_DAYS } from './paid-downloads.ts';

/** What sending a receipt needs. */
export interface ReceiptDeps {
  db: Db['db'];
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Mails the buyer of a just-paid order (when they gave an address) its receipt, in the language the order
 * was placed in: the M-Pesa receipt number, the photos, the whole shillings paid and the order's link.
 * Called once, by whoever granted the order; a mail that fails is logged, never the payment's failure.
 */
export async function sendReceipt(
  { db, mailer, publicUrl, log }: ReceiptDeps,
  orderId: string,
): Promise<void> {
  try {
    const order = await db
      .selectFrom('orders')
      .leftJoin('spaces', 'spaces.id', 'orders.space_id')
      .select(['orders.token', 'orders.email', 'orders.amount', 'orders.receipt_number', 'orders.locale'])
      .select('spaces.title')
      .select((eb) =>
        eb
          .selectFrom('order_items')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('order_items.order_id', '=', 'orders.id')
          .as('photos'),
      )
      .where('orders.id', '=', orderId)
      .executeTakeFirst();
    if (!order?.email) return;
    const t = mailTexts(order.locale);
    await mailer.send(
      composeMail(t, {
        to: order.email,
        subject: t('receipt.subject'),
        name: '',
        lines: [
          order.title ? t('receipt.thanksFrom', { title: order.title }) : t('receipt.thanks'),
          t('receipt.photos', { count: Number(order.photos) }),
          // What M-Pesa took: whole shillings, the total rounded up.
          t('receipt.total', { total: formatShillings(order.locale, order.amount) }),
          order.receipt_number
            ? t('receipt.mpesaReceipt', { number: order.receipt_number })
            : t('receipt.mpesaReceiptMissing'),
          t('receipt.downloadWithin', { days: DOWNLOAD_DAYS }),
        ],
        action: t('receipt.action'),
        link: `${publicUrl}/orders/${order.token}`,
      }),
    );
  } catch (error) {
    log.error({ err: error, orderId }, 'the receipt of a paid order could not be mailed');
  }
}
