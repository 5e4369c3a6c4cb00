import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import {
  closedReason,
  GUEST_LIMIT_REACHED,
  GUEST_TOO_FAST,
  type GuestGrant,
  LINK_LIMIT_REACHED,
} from './guest-links.ts';

/** Most photos one guest may start in a minute, and so in one request. */
export const GUEST_UPLOADS_PER_MINUTE = 60;
/**
 * Most uploads one guest may have started and not finished: one minute's batch. Unfinished uploads hold
 * their declared bytes against the guest's own allowance only, never against the link's.
 */
export const GUEST_UNFINISHED_UPLOADS = GUEST_UPLOADS_PER_MINUTE;
/** 429 for a guest who starts more uploads while too many of theirs are still on their way. */
export const GUEST_UNFINISHED = 'Too many photos still on their way: let them finish, then send more';

/**
 * Admits `count` new uploads of `bytes` declared in all for a guest, in the caller's transaction (which
 * must also insert their pending photos, so a concurrent request of the same guest counts them): 429 past
 * 60 photos a minute (one request included) or past the guest's unfinished uploads, 422 when the guest's
 * allowance (charged plus unfinished) or the link's (charged) has no room. Nothing is charged here but the
 * rate: quotas are charged when an upload completes (see {@link chargeGuestUpload}), so uploads that are
 * never sent use up nobody's allowance once they are swept.
 */
export async function admitGuestUploads(
  trx: Kysely<Database>,
  grant: GuestGrant,
  count: number,
  bytes: number,
): Promise<void> {
  if (count > GUEST_UPLOADS_PER_MINUTE) throw new HttpError(429, GUEST_TOO_FAST);
  // A new minute starts the rate window again. Updating the guest's row first also locks it, so two
  // requests of one guest are admitted one after the other.
  const fresh = sql<boolean>`window_start <= now() - interval '1 minute'`;
  const guest = await trx
    .updateTable('guests')
    .set({
      window_start: sql`CASE WHEN ${fresh} THEN now() ELSE window_start END`,
      window_uploads: sql`CASE WHEN ${fresh} THEN ${count} ELSE window_uploads + ${count} END`,
    })
    .where('id', '=', grant.guestId)
    .where(sql<boolean>`(${fresh} OR window_uploads + ${count} <= ${GUEST_UPLOADS_PER_MINUTE})`)
    .returning(['uploads', 'bytes'])
    .executeTakeFirst();
  if (!guest) throw new HttpError(429, GUEST_TOO_FAST);
  const unfinished = await trx
    .selectFrom('photos')
    .select([
      sql<number>`count(*)::int`.as('uploads'),
      sql<string>`coalesce(sum(declared_bytes), 0)::text`.as('bytes'),
    ])
    .where('guest_id', '=', grant.guestId)
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (unfinished.uploads + count > GUEST_UNFINISHED_UPLOADS) throw new HttpError(429, GUEST_UNFINISHED);
  const link = await trx
    .selectFrom('guest_links')
    .select(['uploads', 'max_uploads', 'max_uploads_per_guest', 'max_bytes_per_guest'])
    .where('id', '=', grant.linkId)
    .executeTakeFirstOrThrow();
  if (
    guest.uploads + unfinished.uploads + count > link.max_uploads_per_guest ||
    Number(guest.bytes) + Number(unfinished.bytes) + bytes > Number(link.max_bytes_per_guest)
  )
    throw new HttpError(422, GUEST_LIMIT_REACHED);
  if (link.uploads + count > link.max_uploads) throw new HttpError(422, LINK_LIMIT_REACHED);
}

/**
 * Gives back what {@link chargeGuestUpload} charged for a photo refused after its completion (its data did
 * not decode), in the transaction that removes it: a damaged file costs a guest nothing of their allowance.
 */
export async function refundGuestUpload(
  trx: Kysely<Database>,
  guestId: string,
  bytes: number,
): Promise<void> {
  const guest = await trx
    .updateTable('guests')
    .set({ uploads: sql`GREATEST(uploads - 1, 0)`, bytes: sql`GREATEST(bytes - ${bytes}, 0)` })
    .where('id', '=', guestId)
    .returning('link_id')
    .executeTakeFirst();
  if (!guest) return;
  await trx
    .updateTable('guest_links')
    .set({ uploads: sql`GREATEST(uploads - 1, 0)` })
    .where('id', '=', guest.link_id)
    .execute();
}

/** Why the guest's link takes no uploads any more (turned off, expired), or null while it does. */
export async function guestLinkClosed(db: Kysely<Database>, guestId: string): Promise<string | null> {
  const link = await db
    .selectFrom('guests')
    .innerJoin('guest_links', 'guest_links.id', 'guests.link_id')
    .select(['guest_links.revoked_at', 'guest_links.expires_at'])
    .where('guests.id', '=', guestId)
    .executeTakeFirst();
  return link ? closedReason(link) : null;
}

/**
 * Charges one completed upload of `bytes` stored bytes to its guest and their link, in the transaction that
 * publishes it: 410 when the link was turned off or has expired meanwhile, 422 when either allowance has
 * no room left. A throw rolls the publication back.
 */
export async function chargeGuestUpload(
  trx: Kysely<Database>,
  guestId: string,
  bytes: number,
): Promise<void> {
  const closed = await guestLinkClosed(trx, guestId);
  if (closed) throw new HttpError(410, closed);
  const link = await trx
    .updateTable('guest_links')
    .set({ uploads: sql`guest_links.uploads + 1` })
    .from('guests')
    .whereRef('guests.link_id', '=', 'guest_links.id')
    .where('guests.id', '=', guestId)
    .where(sql<boolean>`guest_links.uploads + 1 <= guest_links.max_uploads`)
    .returning(['guest_links.max_uploads_per_guest', 'guest_links.max_bytes_per_guest'])
    .executeTakeFirst();
  if (!link) {
    const exists = await trx.selectFrom('guests').select('id').where('id', '=', guestId).executeTakeFirst();
    if (!exists) return;
    throw new HttpError(422, LINK_LIMIT_REACHED);
  }
  const charged = await trx
    .updateTable('guests')
    .set({ uploads: sql`uploads + 1`, bytes: sql`bytes + ${bytes}` })
    .where('id', '=', guestId)
    .where(sql<boolean>`uploads + 1 <= ${link.max_uploads_per_guest}`)
    .where(sql<boolean>`bytes + ${bytes} <= ${Number(link.max_bytes_per_guest)}`)
    .returning('id')
    .executeTakeFirst();
  if (!charged) throw new HttpError(422, GUEST_LIMIT_REACHED);
}
