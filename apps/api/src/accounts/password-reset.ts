import { type Kysely, sql } from 'kysely';
import { consumeOneTimeToken, createOneTimeToken, peekOneTimeToken } from '../auth/one-time-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Changes } from '../changes/public-changes.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { resetPasswordMail } from '../mail/messages.ts';
import { type AccountMailDeps, INVALID_TOKEN } from './account-mail.ts';

/** Mails a password-reset link to the account of this address; the caller learns nothing of whether there is one. */
export async function requestPasswordReset(
  { db, mailer, config }: AccountMailDeps,
  changes: Changes,
  email: string,
): Promise<void> {
  changes.nothingPublic();
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (user) {
    const token = await createOneTimeToken(db, user.id, 'reset_password');
    // Until the address is confirmed, whoever signed up chose the name: it does not go to the address.
    const name = user.confirmed_at ? user.first_name : '';
    await mailer.send(resetPasswordMail(user.email, user.locale, name, config.publicUrl, token));
  }
}

/** 404 unless the password-reset token can still be used (it is not used up by asking). */
export async function checkResetToken(db: Kysely<Database>, token: string): Promise<void> {
  if (!(await peekOneTimeToken(db, token, 'reset_password'))) throw new HttpError(404, INVALID_TOKEN);
}

/**
 * Sets a new password with a reset token (422 when the confirmation differs, 404 when the token cannot be
 * used); every session of the account ends, and the address counts as confirmed.
 */
export async function resetPassword(
  db: Kysely<Database>,
  changes: Changes,
  reset: { token: string; password: string; confirmation: string },
): Promise<void> {
  changes.nothingPublic();
  if (reset.password !== reset.confirmation)
    throw new HttpError(422, "Password confirmation doesn't match Password");
  const password_hash = await hashPassword(reset.password);
  const userId = await consumeOneTimeToken(db, reset.token, 'reset_password');
  if (!userId) throw new HttpError(404, INVALID_TOKEN);
  await db
    .updateTable('users')
    .set({
      password_hash,
      tokens_valid_after: new Date(),
      // Every token issued before now, to the millisecond and beyond, stops working.
      session_epoch: sql`session_epoch + 1`,
      // Following a mailed link proves the address.
      confirmed_at: sql`coalesce(confirmed_at, now())`,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}
