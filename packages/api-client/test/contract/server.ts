import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@lense/api/src/app.ts';
import type { Config } from '@lense/api/src/config.ts';

/** The real API, listening on a free loopback port. */
export interface RunningApi {
  /** Base URL of the API, e.g. `http://127.0.0.1:43121/api`. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the product API in-process: a fresh in-memory PGlite database (migrated and seeded), mail in
 * an outbox read through the dev mailbox, generous rate limits.
 */
export async function startApi(): Promise<RunningApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lense-client-contract-'));
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    apiBase: '/api',
    dataDir,
    database: { kind: 'pglite', dir: null },
    jwtSecret: 'contract-test-secret-contract-test-secret',
    tokenTtlSeconds: 3600,
    tokenRefreshSeconds: 60,
    publicUrl: 'http://web.test',
    smtpUrl: null,
    mailFrom: 'Lense <no-reply@lense.test>',
    googleClientId: null,
    googleJwks: null,
    authRateLimit: 1000,
    corsOrigin: '*',
    logLevel: 'silent',
    trustProxy: 0,
  };
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
