import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { lockDataDir } from './lockfile.ts';
import { migrateToLatest } from './migrations.ts';
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

/** Creates a PGlite instance whose value parsing matches the `pg` driver set up below. */
export function createPGlite(dir: string | null, template?: Blob): PGlite {
  return new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    ...(template ? { loadDataDir: template } : {}),
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

/** Opens the database, migrates it to the latest schema and seeds the reference data. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  const handle = await connect(config);
  try {
    await migrateToLatest(handle.db as Kysely<unknown>);
    await seed(handle.db);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
