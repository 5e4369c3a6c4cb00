import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import { escapeHtml } from '../http/html.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What sending a receipt needs. */
export interface ReceiptDeps {
  db: Db['db'];
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Mails the buyer of a just-paid order (when they gave an address) its receipt: the M-Pesa receipt number,
 * the photos, the total and the order's link. Called once, by whoever granted the order; a mail that fails
 * is logged, never the payment's failure.
 */
export async function sendReceipt(
  { db, mailer, publicUrl, log }: ReceiptDeps,
  orderId: string,
): Promise<void> {
  try {
    const order = await db
      .selectFrom('orders')
      .leftJoin('spaces', 'spaces.id', 'orders.space_id')
      .select(['orders.token', 'orders.email', 'orders.total', 'orders.receipt_number', 'spaces.title'])
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
    const link = `${publicUrl}/orders/${order.token}`;
    const lines = [
      `Thank you for your purchase${order.title ? ` from ${order.title}` : ''}.`,
      `Photos: ${Number(order.photos)}`,
      `Total: Ksh ${order.total}`,
      `M-Pesa receipt: ${order.receipt_number ?? 'see your M-Pesa messages'}`,
      'Download your photos within 30 days.',
    ];
    await mailer.send({
      to: order.email,
      subject: 'Your Lense photos: payment received',
      text: `Hello,\n\n${lines.join('\n')}\n\nYour order: ${link}\n\nThe Lense team`,
      html:
        `<p>Hello,</p><p>${lines.map(escapeHtml).join('<br>')}</p>` +
        `<p><a href="${escapeHtml(link)}">Your order</a></p><p>The Lense team</p>`,
    });
  } catch (error) {
    log.error({ err: error, orderId }, 'the receipt of a paid order could not be mailed');
  }
}
