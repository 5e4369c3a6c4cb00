import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { lockDataDir } from './lockfile.ts';
import { migrateToLatest, pendingMigrations } from './migrations.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';
import { seed } from './seed.ts';

export type { Database } from './schema.ts';

/** An open database and the function that closes it (and releases the data-dir lock). */
export interface Db {
  db: Kysely<Database>;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const identity = (value: string) => value;

/**
 * PGlite's shared buffers, written through on start and never given back. Postgres's default (128 MB) is
 * most of an idle server's memory; the tables of a venue's events fit in far less, and pages beyond it come
 * back from the operating system's file cache.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** Creates a PGlite instance whose value parsing matches the `pg` driver set up below. */
export function createPGlite(dir: string | null, template?: Blob): PGlite {
  return new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    parsers: { [DATE_OID]: identity },
  });
}

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return identity;
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * Opens the configured database without touching its schema. PGlite on disk takes an exclusive lock on
 * its directory first, so a second process fails loudly instead of corrupting data.
 */
export async function connect(config: DatabaseConfig): Promise<Db> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10, types: pgTypes });
    // An idle client whose connection ends (server restart, DROP DATABASE ... FORCE, shutdown while the
    // pool is closing) reports an error on the pool; unhandled, it would crash the process. The pool
    // drops that client and opens a new one for the next query.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  // The lock sits in the data dir that holds the PGlite files (and the outbox).
  const release = config.dir ? lockDataDir(dirname(config.dir)) : () => {};
  try {
    const pglite = createPGlite(config.dir, config.template);
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        try {
          await db.destroy();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Thrown when the database's schema is behind this version and migrating on start is off. */
export class SchemaBehindError extends Error {
  /** The migrations the database has not run, in order. */
  readonly pending: string[];

  constructor(pending: string[]) {
    super(
      `The database schema is behind this version of Lense: ${pending.length} migration` +
        `${pending.length === 1 ? ' is' : 's are'} pending (${pending.join(', ')}). MIGRATE_ON_START=false, ` +
        "so this server does not migrate: run 'lense-api migrate' first, then start the servers.",
    );
    this.name = 'SchemaBehindError';
    this.pending = pending;
  }
}

/** Runs the migrations that are pending and seeds the reference data; answers the migrations it ran. */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const ran = await migrateToLatest(db as Kysely<unknown>);
  await seed(db);
  return ran;
}

/**
 * Opens the database, migrates it to the latest schema and seeds the reference data. With `migrate: false`
 * (migrations run as their own step, `lense-api migrate`) it changes nothing and refuses a database whose
 * schema is behind with a {@link SchemaBehindError}.
 */
export async function openDatabase(config: DatabaseConfig, options: { migrate?: boolean } = {}): Promise<Db> {
  const handle = await connect(config);
  try {
    if (options.migrate === false) {
      const pending = await pendingMigrations(handle.db as Kysely<unknown>);
      if (pending.length > 0) throw new SchemaBehindError(pending);
    } else {
      await migrate(handle.db);
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
