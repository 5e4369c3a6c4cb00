import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database, OneTimeTokenPurpose } from '../db/schema.ts';

/** How long each kind of mailed token stays valid, in seconds. */
export const tokenLifetimes: Record<OneTimeTokenPurpose, number> = {
  confirmation: 3 * 24 * 3600,
  reset_password: 6 * 3600,
  deletion: 3600,
};

const digest = (raw: string) => createHash('sha256').update(raw).digest('hex');

/**
 * Creates a single-use token for `userId` and returns its raw value (only its hash is stored).
 * Earlier unused tokens of the same purpose stop working.
 */
export async function createOneTimeToken(
  db: Kysely<Database>,
  userId: string,
  purpose: OneTimeTokenPurpose,
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('one_time_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: digest(raw),
      expires_at: new Date(Date.now() + tokenLifetimes[purpose] * 1000),
    })
    .execute();
  return raw;
}

/** The user id of a valid (unused, unexpired) token, or null. Does not consume it. */
export async function peekOneTimeToken(
  db: Kysely<Database>,
  raw: string,
  purpose: OneTimeTokenPurpose,
): Promise<string | null> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select('user_id')
    .where('token_hash', '=', digest(raw))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Atomically marks a valid token used and returns its user id, or null when it is not valid. */
export async function consumeOneTimeToken(
  db: Kysely<Database>,
  raw: string,
  purpose: OneTimeTokenPurpose,
): Promise<string | null> {
  const row = await db
    .updateTable('one_time_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', digest(raw))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
