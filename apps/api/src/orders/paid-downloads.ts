import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { photoZip, type SpaceZipDeps, zipFileName } from '../spaces/space-zip.ts';
import type { ObjectStorage } from '../storage/index.ts';

/** Days a paid order's originals can be downloaded. */
export const DOWNLOAD_DAYS = 30;
/** Seconds a download address handed to the buyer works: enough for the browser to follow it at once. */
const DOWNLOAD_URL_SECONDS = 120;

export const NOT_DOWNLOADABLE = 'This photo cannot be downloaded with this order';

/**
 * A short-lived address of the clean original (the uploaded bytes) of a photo of a paid order: only while
 * the order is paid and not refunded, within {@link DOWNLOAD_DAYS} days of its payment, and only for a photo
 * it holds that still exists. Everything else is one 404, so a link reveals nothing of other photos.
 */
export async function paidOriginalUrl(
  { db, storage }: { db: Db['db']; storage: ObjectStorage },
  token: string,
  photoId: string,
): Promise<string> {
  const photo = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .innerJoin('photos', 'photos.id', 'order_items.photo_id')
    .select(['photos.path', 'photos.original_file_extension', 'photos.id'])
    .where('orders.token', '=', token)
    .where('order_items.photo_id', '=', photoId)
    .where('orders.status', '=', 'paid')
    .where('orders.refunded_at', 'is', null)
    .where(sql<boolean>`orders.paid_at > now() - make_interval(days => ${DOWNLOAD_DAYS})`)
    .where('photos.state', 'in', ['visible', 'hidden'])
    .executeTakeFirst();
  if (!photo) throw new HttpError(404, NOT_DOWNLOADABLE);
  const extension = (photo.original_file_extension ?? 'jpg').replace(/^\./, '');
  return storage.presignGet(photo.path, {
    expiresIn: DOWNLOAD_URL_SECONDS,
    downloadName: `photo-${photo.id.slice(0, 8)}.${extension}`,
  });
}

/** What streaming an order's zip needs. */
export type OrderZipDeps = Omit<SpaceZipDeps, 'db'> & { db: Db['db'] };

/**
 * The zip of the clean originals of a paid order's photos that still exist, oldest first: refused like
 * {@link paidOriginalUrl} (one 404) unless the order is paid, not refunded and within {@link DOWNLOAD_DAYS}
 * days of its payment.
 */
export async function openOrderZip(deps: OrderZipDeps, token: string) {
  const { db } = deps;
  const order = await db
    .selectFrom('orders')
    .innerJoin('spaces', 'spaces.id', 'orders.space_id')
    .select(['orders.id', 'spaces.title'])
    .where('orders.token', '=', token)
    .where('orders.status', '=', 'paid')
    .where('orders.refunded_at', 'is', null)
    .where(sql<boolean>`orders.paid_at > now() - make_interval(days => ${DOWNLOAD_DAYS})`)
    .executeTakeFirst();
  if (!order) throw new HttpError(404, NOT_DOWNLOADABLE);
  // An order holds at most a hundred photos: one query reads them all.
  const photos = await db
    .selectFrom('order_items')
    .innerJoin('photos', 'photos.id', 'order_items.photo_id')
    .select([
      'photos.id',
      'photos.created_at',
      sql<string>`photos.created_at::text`.as('created_key'),
      'photos.uploader_name',
      'photos.path as key',
    ])
    .where('order_items.order_id', '=', order.id)
    .where('photos.state', 'in', ['visible', 'hidden'])
    .orderBy('photos.created_at', 'asc')
    .orderBy('photos.id', 'asc')
    .execute();
  return {
    fileName: zipFileName(order.title),
    start: () =>
      photoZip(
        deps,
        { orderId: order.id },
        async () => photos.length,
        async function* () {
          yield* photos;
        },
      ),
  };
}
