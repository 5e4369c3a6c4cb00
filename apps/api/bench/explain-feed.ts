/**
 * Where an uncached feed page spends its time: seeds the benchmark data set (100,000 photos), then prints
 * EXPLAIN ANALYZE of every query `GET /photos?detailed=true` runs, and the mean time of each query and of
 * the whole route (no cache), on PGlite and PostgreSQL.
 *
 *   node --experimental-strip-types bench/explain-feed.ts            # both backends
 *   BENCH_BACKENDS=pglite node --experimental-strip-types bench/explain-feed.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { PublicCache } from '../src/changes/public-cache.ts';
import type { DatabaseConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { startPostgres } from '../test/setup/postgres.ts';
import { benchConfig } from './harness.ts';
import { seedData } from './seed.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
/** The feed request to explain (the search path: `/api/photos?detailed=true&search_term=number%201`). */
const URL_PATH = process.env.BENCH_URL ?? '/api/photos?detailed=true';

async function explain(label: string, database: DatabaseConfig) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lense-explain-'));
  const handle = await openDatabase(database);
  try {
    await seedData(handle);
    // Record the statements of one feed request through the real route.
    const statements: CompiledQuery[] = [];
    const executor = handle.db.getExecutor();
    const compile = executor.compileQuery.bind(executor);
    executor.compileQuery = (node, queryId) => {
      const compiled = compile(node, queryId);
      statements.push(compiled);
      return compiled;
    };
    const config = benchConfig(database, dataDir);
    const app = await buildApp(config, {
      db: { ...handle, close: async () => {} },
      cache: new PublicCache({ maxEntries: 0 }),
    });
    await app.ready();
    statements.length = 0;
    const first = await app.inject({ method: 'GET', url: URL_PATH });
    if (first.statusCode !== 200) throw new Error(first.body);
    const feedStatements = [...statements];
    executor.compileQuery = compile;

    console.log(`\n===== ${label}: ${feedStatements.length} statements for GET ${URL_PATH}, uncached =====`);
    for (const statement of feedStatements) {
      const plan = await sql
        .raw<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS OFF) ${statement.sql.replace(/\$(\d+)/g, (_, n) => literal(statement.parameters[Number(n) - 1]))}`,
        )
        .execute(handle.db);
      const started = performance.now();
      for (let i = 0; i < ROUNDS; i += 1) await handle.db.executeQuery(statement);
      const mean = (performance.now() - started) / ROUNDS;
      console.log(`\n-- ${mean.toFixed(2)} ms mean over ${ROUNDS} runs\n${statement.sql}`);
      console.log(plan.rows.map((r) => `   ${r['QUERY PLAN']}`).join('\n'));
    }
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i += 1) await app.inject({ method: 'GET', url: URL_PATH });
    console.log(
      `\n${label}: GET ${URL_PATH} (inject, no cache) ${((performance.now() - started) / ROUNDS).toFixed(2)} ms mean`,
    );
    await app.close();
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A SQL literal for EXPLAIN (the statement's parameters are strings, numbers, booleans or arrays). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(',')}]`;
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

if (process.env.BENCH_BACKENDS !== 'postgres') await explain('PGlite', { kind: 'pglite', dir: null });
if (process.env.BENCH_BACKENDS !== 'pglite') {
  const postgres = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE lense_explain');
    await admin.end();
    await explain('PostgreSQL', { kind: 'postgres', url: postgres.urlFor('lense_explain') });
  } finally {
    await postgres.stop();
  }
}
