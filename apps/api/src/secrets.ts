import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { type Config, persistedSecret } from './config.ts';
import type { Database, Db } from './db/index.ts';

/** Names of the generated secrets: files in the data dir (PGlite) or rows of `secrets` (PostgreSQL). */
export const SECRET_NAMES = {
  jwt: 'jwt-secret',
  storage: 'storage-secret',
  payments: 'payment-secrets-key',
} as const;

/** The secret persisted in the data dir under `name`, if there is one (never creates it). */
function existingFileSecret(dataDir: string, name: string): string | null {
  try {
    return readFileSync(join(dataDir, name), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * The secret `name` shared by every replica on one PostgreSQL database: the first replica to start inserts it
 * and the others, at the same moment or later, read the same one (insert-if-absent, then read). A new one is
 * `seed` when given (the secret an upgraded single server kept in its data dir, so its tokens stay valid),
 * else 48 random bytes.
 */
export async function databaseSecret(
  db: Kysely<Database>,
  name: string,
  seed?: string | null,
): Promise<string> {
  await db
    .insertInto('secrets')
    .values({ name, value: seed || randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** A secret setting as a list, the signing one first. */
const asList = (secret: string | readonly string[]): readonly string[] =>
  typeof secret === 'string' ? [secret] : secret;

/**
 * A secret from the configuration (the environment), else the generated one: on PostgreSQL the database's, the
 * same for every replica; on PGlite (one process) the data dir's, as before the cluster work.
 */
async function resolve(
  configured: string | readonly string[] | undefined,
  name: string,
  config: Config,
  handle: Pick<Db, 'db' | 'kind'>,
): Promise<readonly string[]> {
  if (configured !== undefined && asList(configured).length > 0) return asList(configured);
  if (handle.kind === 'postgres') {
    return [await databaseSecret(handle.db, name, existingFileSecret(config.dataDir, name))];
  }
  return [persistedSecret(config.dataDir, name)];
}

/** The session secrets: first signs, every one verifies. */
export function resolveJwtSecrets(
  config: Config,
  handle: Pick<Db, 'db' | 'kind'>,
): Promise<readonly string[]> {
  return resolve(config.jwtSecret, SECRET_NAMES.jwt, config, handle);
}

/** The local storage URL secrets: first signs, every one verifies. */
export function resolveStorageSecrets(
  config: Config,
  handle: Pick<Db, 'db' | 'kind'>,
): Promise<readonly string[]> {
  return resolve(config.storage?.signingSecret, SECRET_NAMES.storage, config, handle);
}

/** The keys sealing organisers' M-Pesa secrets: the first seals, every one opens. */
export function resolvePaymentSecrets(
  config: Config,
  handle: Pick<Db, 'db' | 'kind'>,
): Promise<readonly string[]> {
  return resolve(config.paymentSecretsKey, SECRET_NAMES.payments, config, handle);
}
