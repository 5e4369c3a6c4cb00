import { type Kysely, sql } from 'kysely';
import { consumeOneTimeToken, createOneTimeToken } from '../auth/one-time-tokens.ts';
import type { Changes } from '../changes/public-changes.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { presentUser } from '../http/schemas.ts';
import { confirmationMail } from '../mail/messages.ts';
import type { AccountMailDeps } from './account-mail.ts';

/** Confirms the address of the account a mailed confirmation token names (404 when it cannot be used). */
export async function confirmEmail(db: Kysely<Database>, token: string) {
  const userId = await consumeOneTimeToken(db, token, 'confirmation');
  if (!userId) throw new HttpError(404, 'invalid confirmation token');
  const user = await db
    .updateTable('users')
    .set({ confirmed_at: sql`coalesce(confirmed_at, now())`, updated_at: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentUser(user);
}

/**
 * Mails the confirmation link again to an unconfirmed account of this address; the caller learns nothing of
 * whether there is one.
 */
export async function resendConfirmation(
  { db, mailer, config }: AccountMailDeps,
  changes: Changes,
  email: string,
): Promise<void> {
  changes.nothingPublic();
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  if (user) {
    const token = await createOneTimeToken(db, user.id, 'confirmation');
    await mailer.send(confirmationMail(user.email, user.locale, config.publicUrl, token));
  }
}
