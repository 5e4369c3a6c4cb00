import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import type { JobQueue } from '../jobs/types.ts';
import { formatShillings, mailTexts } from '../mail/catalogue.ts';
import { composeMail } from '../mail/compose.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailThumbnails } from '../mail/thumbnails.ts';
import type { ObjectStorage } from '../storage/types.ts';
import { DOWNLOAD_DAYS } from './paid-downloads.ts';

/** The job that mails a paid order's receipt. */
export const RECEIPT_MAIL = 'receipt-mail';

export interface ReceiptJob {
  orderId: string;
}

/**
 * Asks for the receipt of a just-granted order, once: whoever granted it (the callback, the status check)
 * answers at once, and the mail with its thumbnails is made outside their request.
 */
export const queueReceipt = (jobs: JobQueue, orderId: string) =>
  jobs.send<ReceiptJob>(RECEIPT_MAIL, { orderId }, { singletonKey: orderId });

/** What sending a receipt needs. */
export interface ReceiptDeps {
  db: Db['db'];
  mailer: Mailer;
  /** Where the photos' thumbnails are, shown in the receipt. */
  storage: ObjectStorage;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/**
 * Mails the buyer of a just-paid order (when they gave an address) its receipt, in the language the order
 * was placed in: the M-Pesa receipt number, the photos (as thumbnails too), the whole shillings paid and
 * the order's link. A mail that fails is logged, never the payment's failure.
 */
export async function sendReceipt(
  { db, mailer, storage, publicUrl, log }: ReceiptDeps,
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
    // The photos bought, in the cart's order: the buyer may see each of them.
    const photos = await db
      .selectFrom('order_items')
      .innerJoin('photos', 'photos.id', 'order_items.photo_id')
      .select(['photos.id', 'photos.thumb_key'])
      .where('order_items.order_id', '=', orderId)
      .orderBy('order_items.position')
      .execute();
    const thumbnails = await mailThumbnails(storage, photos, (error) =>
      log.warn({ err: error, orderId }, 'a receipt thumbnail could not be made'),
    );
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
        images: thumbnails,
      }),
    );
  } catch (error) {
    log.error({ err: error, orderId }, 'the receipt of a paid order could not be mailed');
  }
}
