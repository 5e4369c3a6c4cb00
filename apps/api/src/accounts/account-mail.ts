import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What account calls that mail a link need: the database, the mailer and the address links point at. */
export interface AccountMailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

/** Message of a 404 for a one-time token that is unknown, used or expired. */
export const INVALID_TOKEN = 'invalid token';
