import type { Kysely } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import type { SessionClaims } from './jwt.ts';

/** Revokes a session's token for every server until it would have expired anyway. */
export async function revokeSession(
  db: Kysely<Database>,
  changes: Changes,
  user: User,
  claims: Pick<SessionClaims, 'jti' | 'exp'>,
): Promise<void> {
  changes.nothingPublic();
  await db
    .insertInto('revoked_tokens')
    .values({ jti: claims.jti, user_id: user.id, expires_at: new Date(claims.exp * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  // Housekeeping: expired tokens need no revocation record.
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', new Date()).execute();
}
