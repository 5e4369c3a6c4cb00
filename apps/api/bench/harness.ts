import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Config, DatabaseConfig } from '../src/config.ts';

/** The JWT secret of benchmark servers (tokens are signed with it directly). */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret';

/** A quiet server configuration over `database`, with generous limits; `overrides` change what a benchmark needs. */
export function benchConfig(
  database: DatabaseConfig,
  dataDir: string,
  overrides: Partial<Config> = {},
): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    apiBase: '/api',
    dataDir,
    database,
    jwtSecret: BENCH_JWT_SECRET,
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
    ...overrides,
  };
}

/** What a load run measured: requests a second, p99 latency in ms, and failed requests. */
export interface LoadMeasure {
  rps: number;
  p99: number;
  failed: number;
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Loads `url` with autocannon for `seconds` over `connections` connections (at `rate` requests a second in all,
 * else as fast as it answers), in a child process so the load
 * generator does not share the server's thread, and reads its JSON report.
 */
export function autocannon(
  url: string,
  {
    connections,
    seconds,
    headers = {},
    rate,
  }: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    /** Requests a second over all connections; as fast as the server answers when left out. */
    rate?: number;
  },
): Promise<LoadMeasure> {
  const args = [autocannonBin, '-c', String(connections), '-d', String(seconds), '-j'];
  if (rate) args.push('-R', String(rate));
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
        failed: report.non2xx + report.errors + report.timeouts,
      });
    });
  });
}
