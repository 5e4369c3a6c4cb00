/**
 * Feed and space-page throughput: seeds 100,000 photos across 200 spaces, then loads the API with
 * autocannon (50 connections, BENCH_SECONDS each, default 10) on PGlite and on PostgreSQL, beside a bare
 * node:http server that answers the same JSON from memory. Prints requests/s and p99 latency side by side.
 *
 *   pnpm --filter @lense/api bench:feed
 *
 * autocannon runs in its own process so the load generator does not share the server's thread.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { TokenSigner } from '../src/auth/jwt.ts';
import type { Config, DatabaseConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { PublicCache } from '../src/public-cache.ts';
import { startPostgres } from '../test/setup/postgres.ts';
import { PHOTOS, SPACES, seedData } from './seed.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';

interface Scenario {
  name: string;
  path: string;
  signedIn: boolean;
  cached: boolean;
}
interface Measure {
  rps: number;
  p99: number;
  errors: number;
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** Runs autocannon against `url` in a child process and reads its JSON report. */
function load(url: string, headers: Record<string, string>): Promise<Measure> {
  const args = [autocannonBin, '-c', String(CONNECTIONS), '-d', String(SECONDS), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${out.slice(0, 500)}`));
      const report = JSON.parse(out) as {
        requests: { average: number };
        latency: { p99: number };
        non2xx: number;
        errors: number;
        timeouts: number;
      };
      resolve({
        rps: report.requests.average,
        p99: report.latency.p99,
        errors: report.non2xx + report.errors + report.timeouts,
      });
    });
  });
}

function benchConfig(database: DatabaseConfig, dataDir: string): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    apiBase: '/api',
    dataDir,
    database,
    jwtSecret: JWT_SECRET,
    tokenTtlSeconds: 3600,
    tokenRefreshSeconds: 60,
    publicUrl: 'http://localhost',
    smtpUrl: null,
    mailFrom: 'Lense <no-reply@lense.local>',
    googleClientId: null,
    googleJwks: null,
    authRateLimit: 1000,
    corsOrigin: '*',
    logLevel: 'silent',
    trustProxy: 0,
  };
}

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
    const signer = new TokenSigner(JWT_SECRET, { ttlSeconds: 3600, maxAgeSeconds: 86_400 });
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
    `${Math.round(m.rps).toString().padStart(6)}/s ${m.p99.toString().padStart(4)} ms${m.errors ? ` (${m.errors} errors)` : ''}`;
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
