import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { keySecretDigest } from '../auth/space-keys.ts';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { ownedSpace } from './space.ts';

/** Most active credentials one space may have. */
export const MAX_CREDENTIALS_PER_SPACE = 20;

/**
 * Creates an upload credential of one of the user's spaces (the "automatic sync"): its secret is in this
 * answer only, its hash is kept. 422 past the limit of active credentials. Visitors see nothing of it.
 */
export async function createSpaceCredential(
  db: Kysely<Database>,
  changes: Changes,
  user: User,
  spaceId: string,
) {
  changes.nothingPublic();
  const space = await ownedSpace(db, spaceId, user);
  const active = await db
    .selectFrom('space_api_credentials')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('space_id', '=', space.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(active.n) >= MAX_CREDENTIALS_PER_SPACE)
    throw new HttpError(422, `a space may have at most ${MAX_CREDENTIALS_PER_SPACE} active credentials`);
  const keyId = `lk_${randomBytes(12).toString('base64url')}`;
  const secret = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('space_api_credentials')
    .values({ space_id: space.id, key_id: keyId, secret_hash: keySecretDigest(secret).toString('hex') })
    .returning(['id', 'key_id', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    key_id: row.key_id,
    secret,
    key: `${row.key_id}.${secret}`,
    created_at: row.created_at.toISOString(),
  };
}

/** The active credentials of one of the user's spaces, newest first, without their secrets. */
export async function listSpaceCredentials(db: Kysely<Database>, user: User, spaceId: string) {
  const space = await ownedSpace(db, spaceId, user);
  const rows = await db
    .selectFrom('space_api_credentials')
    .select(['id', 'key_id', 'created_at'])
    .where('space_id', '=', space.id)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/** Revokes an active credential of one of the user's spaces (404 for any other). */
export async function revokeSpaceCredential(
  db: Kysely<Database>,
  changes: Changes,
  user: User,
  spaceId: string,
  credentialId: string,
) {
  changes.nothingPublic();
  const space = await ownedSpace(db, spaceId, user);
  const revoked = await db
    .updateTable('space_api_credentials')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', credentialId)
    .where('space_id', '=', space.id)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!revoked) throw new HttpError(404, 'credential not found');
}
