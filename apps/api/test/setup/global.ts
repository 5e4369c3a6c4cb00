import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPGlite, openDatabase } from '../../src/db/index.ts';
import { migrateToLatest } from '../../src/db/migrations.ts';
import { PGliteDialect } from '../../src/db/pglite-dialect.ts';
import type { Database } from '../../src/db/schema.ts';
import { seed } from '../../src/db/seed.ts';
import { startPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test PostgreSQL server's `postgres` database. */
    pgAdminUrl: string;
    /** Name of the migrated, seeded template database to clone per test file. */
    pgTemplate: string;
    /** File holding a dumped, migrated, seeded PGlite data dir. */
    pgliteTemplateFile: string;
  }
}

/** Starts PostgreSQL once for the run and prepares migrated templates for both backends. */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  const tmp = mkdtempSync(join(tmpdir(), 'lense-test-'));
  try {
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE lense_template');
    await admin.end();
    const template = await openDatabase({ kind: 'postgres', url: postgres.urlFor('lense_template') });
    await template.close();

    const pglite = createPGlite(null);
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    await migrateToLatest(db as Kysely<unknown>);
    await seed(db);
    const dump = await pglite.dumpDataDir('none');
    const file = join(tmp, 'pglite-template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await db.destroy();

    project.provide('pgAdminUrl', postgres.adminUrl);
    project.provide('pgTemplate', 'lense_template');
    project.provide('pgliteTemplateFile', file);
  } catch (error) {
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  };
}
