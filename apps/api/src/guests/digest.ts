import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { UNPRINTABLE_RUNS } from '../http/schemas.ts';
import type { JobQueue } from '../jobs/types.ts';
import type { Mailer } from '../mail/mailer.ts';
import { guestDigestMail } from '../mail/messages.ts';
import { mailThumbnails } from '../mail/thumbnails.ts';
import type { ObjectStorage } from '../storage/types.ts';

/** The job that mails a space's owner about guests' new photos. */
export const GUEST_DIGEST = 'guest-digest';

export interface GuestDigestJob {
  spaceId: string;
}

/**
 * Asks for a digest of a space's new guest photos in `delaySeconds`. One waits per space at a time, so a
 * burst of uploads makes one mail, not one per photo; when it comes due while guests are still sending, it
 * asks again for later (see {@link sendGuestDigest}).
 */
export const queueGuestDigest = (jobs: JobQueue, spaceId: string, delaySeconds: number) =>
  jobs.send<GuestDigestJob>(
    GUEST_DIGEST,
    { spaceId },
    { singletonKey: spaceId, startAfterSeconds: delaySeconds },
  );

/** What sending a digest needs. */
export interface GuestDigestDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  mailer: Mailer;
  /** Where the photos' thumbnails are, to show the newest in the mail. */
  storage: ObjectStorage;
  publicUrl: string;
  /** Guests are done for now once no photo has come for this long. */
  quietSeconds: number;
  /** Nobody waits longer than this for news of a photo, however busy the event. */
  longestWaitSeconds: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Mails the space's owner, in their language, how many photos guests sent since the last digest (those
 * still being checked too), from whom, the newest as thumbnails, and whether they wait for review; then moves the space's digest mark
 * to the newest photo counted. Nothing new, no mail. While guests are still sending (a photo in the last `quietSeconds`),
 * the mail waits for a quiet moment, but no longer than `longestWaitSeconds` after the first photo.
 */
export async function sendGuestDigest(deps: GuestDigestDeps, spaceId: string): Promise<void> {
  const { db } = deps;
  const space = await db
    .selectFrom('spaces')
    .innerJoin('users', 'users.id', 'spaces.user_id')
    .select([
      'spaces.id',
      'spaces.title',
      'spaces.default_hide_items',
      'users.email',
      'users.first_name',
      'users.confirmed_at',
      'users.locale',
    ])
    .where('spaces.id', '=', spaceId)
    .executeTakeFirst();
  if (!space) return;
  // Compared in the database: a JavaScript Date of the mark would drop its microseconds.
  const rows = await db
    .selectFrom('photos')
    .where('space_id', '=', spaceId)
    .where('guest_id', 'is not', null)
    .where('state', 'in', ['processing', 'visible', 'hidden'])
    .where(
      sql<boolean>`created_at > coalesce((SELECT guest_digest_until FROM spaces WHERE id = ${spaceId}), '-infinity')`,
    )
    // The time as PostgreSQL's text: microseconds that a JavaScript Date would drop.
    .select([
      'id',
      'thumb_key',
      'uploader_name',
      'awaiting_review',
      'state',
      sql<string>`created_at::text`.as('at'),
      sql<number>`extract(epoch from now() - created_at)::float8`.as('age_seconds'),
    ])
    .orderBy('created_at', 'asc')
    .execute();
  if (rows.length === 0) return;
  const newestAge = rows.at(-1)!.age_seconds;
  if (newestAge < deps.quietSeconds && rows[0]!.age_seconds < deps.longestWaitSeconds) {
    const untilQuiet = deps.quietSeconds - newestAge;
    const untilLongest = deps.longestWaitSeconds - rows[0]!.age_seconds;
    await queueGuestDigest(deps.jobs, spaceId, Math.max(1, Math.ceil(Math.min(untilQuiet, untilLongest))));
    return;
  }
  // Names are printable since they are validated; one stored before that still gets no line of its own.
  const names = [
    ...new Set(
      rows
        .map((row) => row.uploader_name?.replace(UNPRINTABLE_RUNS, ' ').trim())
        .filter((name): name is string => !!name),
    ),
  ];
  // A photo still being checked will wait for review too where the space holds new photos back.
  const waiting = rows.filter(
    (row) => row.awaiting_review || (row.state === 'processing' && space.default_hide_items),
  ).length;
  // The newest photos first; a digest that cannot show them still says what came.
  const thumbnails = await mailThumbnails(deps.storage, [...rows].reverse(), (error) =>
    deps.log?.warn({ err: error, spaceId }, 'a guest digest thumbnail could not be made'),
  );
  await deps.mailer.send(
    guestDigestMail(space.email, space.locale, space.confirmed_at ? space.first_name : '', deps.publicUrl, {
      spaceId: space.id,
      title: space.title,
      count: rows.length,
      names,
      waiting,
      thumbnails,
    }),
  );
  const newest = rows.at(-1)!.at;
  await db
    .updateTable('spaces')
    .set({ guest_digest_until: sql<Date>`${newest}::timestamptz` })
    .where('id', '=', spaceId)
    .execute();
}
