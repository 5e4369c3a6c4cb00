import type { Kysely } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { presentUser } from '../http/schemas.ts';
import type { Locale } from '../rules/locale.ts';

/** What the owner of an account may change of it themselves. */
export interface AccountSettings {
  /** The account's language: every mail to it speaks it from now on. */
  locale?: Locale | undefined;
}

/** Changes the signed-in user's own settings and answers the account as it now is. */
export async function updateAccount(
  db: Kysely<Database>,
  changes: Changes,
  user: User,
  settings: AccountSettings,
) {
  // An account's settings show in no public answer.
  changes.nothingPublic();
  const updated = await db
    .updateTable('users')
    .set({ ...settings, updated_at: new Date() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentUser(updated);
}
