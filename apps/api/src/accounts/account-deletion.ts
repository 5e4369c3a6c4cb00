import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { consumeOneTimeToken, createOneTimeToken, peekOneTimeToken } from '../auth/one-time-tokens.ts';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { deletionMail } from '../mail/messages.ts';
import type { ObjectStorage } from '../storage/index.ts';
import { deleteQueuedObjects } from '../stored-objects/deletion-queue.ts';
import { type AccountMailDeps, INVALID_TOKEN } from './account-mail.ts';
import { declareAccountGone } from './declare-changes.ts';

/** Mails the user a link to the exit survey that deletes their account. */
export async function requestAccountDeletion(
  { db, mailer, config }: AccountMailDeps,
  changes: Changes,
  user: User,
): Promise<void> {
  changes.nothingPublic();
  const token = await createOneTimeToken(db, user.id, 'deletion');
  await mailer.send(deletionMail(user.email, user.locale, user.first_name, config.publicUrl, token));
}

/** 404 unless the account-deletion token can still be used (it is not used up by asking). */
export async function checkDeletionToken(db: Kysely<Database>, token: string): Promise<void> {
  if (!(await peekOneTimeToken(db, token, 'deletion'))) throw new HttpError(404, INVALID_TOKEN);
}

/**
 * Deletes the user's account with its mailed deletion token (404 when it cannot be used, 403 when it is
 * another account's), with everything it held; visitors lose its spaces and sites.
 */
export async function deleteAccount(
  { db, storage }: { db: Kysely<Database>; storage: ObjectStorage },
  changes: Changes,
  log: Pick<FastifyBaseLogger, 'warn'>,
  user: User,
  token: string,
): Promise<void> {
  const owner = await peekOneTimeToken(db, token, 'deletion');
  if (!owner) throw new HttpError(404, INVALID_TOKEN);
  if (owner !== user.id) throw new HttpError(403, 'This deletion link belongs to another account');
  await declareAccountGone(db, changes, user.id);
  await db.transaction().execute(async (trx) => {
    const consumed = await consumeOneTimeToken(trx, token, 'deletion');
    if (consumed !== user.id) throw new HttpError(404, INVALID_TOKEN);
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
  // Every photo, banner, icon and watermark of the account went with it (cascades); now their bytes.
  await deleteQueuedObjects(db, storage, log);
}
