import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { TokenSigner } from '../src/auth/jwt.ts';
import { PublicCache } from '../src/changes/public-cache.ts';
import type { DatabaseConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { startPostgres } from '../test/setup/postgres.ts';
import { autocannon, BENCH_JWT_SECRET, benchConfig, type LoadMeasure } from './harness.ts';
import { PHOTOS, SPACES, seedData } from './seed.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface Scenario {
  name: string;
  path: string;
  signedIn: boolean;
  cached: boolean;
}
type Measure = LoadMeasure;

/** Loads `url` for the run's length over its connections. */
const load = (url: string, headers: Record<string, string>) =>
  autocannon(url, { connections: CONNECTIONS, seconds: SECONDS, headers });

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/**
 * The ceiling for this machine: bare node:http answering a fixed JSON body from memory. Each API run is
 * preceded by a bare run with the very body the API answered, so both see the same machine load.
 */
async function bareServer(): Promise<{ port: number; bodies: Map<string, string>; close(): Promise<void> }> {
  const bodies = new Map<string, string>();
  const server = createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body ?? '{"error":"not found"}');
  });
  const port = await listen(server);
  return { port, bodies, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface Row {
  bare: Measure;
  api: Measure;
}

/** Seeds one backend and measures every scenario on it, each beside a bare run. */
async function measureBackend(
  label: string,
  database: DatabaseConfig,
  scenarios: Scenario[],
  bare: Awaited<ReturnType<typeof bareServer>>,
): Promise<Map<string, Row>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lense-bench-'));
  const handle = await openDatabase(database);
  const rows = new Map<string, Row>();
  const started = Date.now();
  const { spaceId, userId } = await seedData(handle);
  console.error(
    `[${label}] seeded ${PHOTOS} photos in ${SPACES} spaces in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  try {
    const config = benchConfig(database, dataDir);
    const signer = new TokenSigner(BENCH_JWT_SECRET, { ttlSeconds: 3600, maxAgeSeconds: 86_400 });
    const token = (await signer.issue(userId, { epoch: 0 })).token;
    for (const cached of [true, false]) {
      // One app per cache mode over the same database; closing the app must not close the database.
      const app = await buildApp(config, {
        db: { ...handle, close: async () => {} },
        cache: cached ? new PublicCache() : new PublicCache({ maxEntries: 0 }),
      });
      const port = await listen(app.server);
      for (const scenario of scenarios.filter((s) => s.cached === cached)) {
        const path = scenario.path.replace(':space_id', spaceId);
        const headers: Record<string, string> = scenario.signedIn ? { authorization: `Bearer ${token}` } : {};
        const check = await app.inject({ method: 'GET', url: path, headers });
        if (check.statusCode !== 200) throw new Error(`${path}: ${check.statusCode} ${check.body}`);
        bare.bodies.set(path, check.body);
        console.error(`[${label}] ${scenario.name} (${check.body.length} bytes)…`);
        const bareRun = await load(`http://127.0.0.1:${bare.port}${path}`, {});
        rows.set(scenario.name, {
          bare: bareRun,
          api: await load(`http://127.0.0.1:${port}${path}`, headers),
        });
      }
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function main() {
  const scenarios: Scenario[] = [
    { name: 'feed page 1, cached', path: '/api/photos?detailed=true', signedIn: false, cached: true },
    { name: 'space page, anonymous, cached', path: '/api/spaces/:space_id', signedIn: false, cached: true },
    { name: 'feed page 1, no cache', path: '/api/photos?detailed=true', signedIn: false, cached: false },
    { name: 'space page, owner, no cache', path: '/api/spaces/:space_id', signedIn: true, cached: false },
  ];
  const bare = await bareServer();
  const results: [string, Map<string, Row>][] = [];
  try {
    if (process.env.BENCH_BACKENDS !== 'postgres')
      results.push([
        'PGlite',
        await measureBackend('pglite', { kind: 'pglite', dir: null }, scenarios, bare),
      ]);
    const postgres = await startPostgres();
    try {
      const admin = new pg.Client({ connectionString: postgres.adminUrl });
      await admin.connect();
      await admin.query('CREATE DATABASE lense_bench');
      await admin.end();
      const url = postgres.urlFor('lense_bench');
      results.push([
        'PostgreSQL',
        await measureBackend('postgres', { kind: 'postgres', url }, scenarios, bare),
      ]);
    } finally {
      await postgres.stop();
    }
  } finally {
    await bare.close();
  }

  const fmt = (m: Measure) =>
    `${Math.round(m.rps).toString().padStart(6)}/s ${m.p99.toString().padStart(4)} ms${m.failed ? ` (${m.failed} errors)` : ''}`;
  const header = ['scenario'.padEnd(30)];
  for (const [name] of results)
    header.push(`bare (${name})`.padEnd(18), `${name} API (% of bare)`.padEnd(26));
  const lines = [header.join(' | ')];
  for (const s of scenarios) {
    const cells = [s.name.padEnd(30)];
    for (const [, rows] of results) {
      const row = rows.get(s.name)!;
      const share = `${((row.api.rps / row.bare.rps) * 100).toFixed(0)}%`;
      cells.push(fmt(row.bare).padEnd(18), `${fmt(row.api)} ${share.padStart(4)}`.padEnd(26));
    }
    lines.push(cells.join(' | '));
  }
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${PHOTOS} photos in ${SPACES} spaces\n`);
  console.log(lines.join('\n'));
}

await main();
