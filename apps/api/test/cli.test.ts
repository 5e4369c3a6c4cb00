import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../src/db/migrations.ts';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const run = (args: string[], env: Record<string, string>) => {
  const child = spawn(process.execPath, [main, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => {
    output += String(c);
  });
  child.stderr?.on('data', (c) => {
    output += String(c);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
};

describe('CLI', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lense-cli-'));
  let first: ChildProcess | undefined;
  afterAll(() => {
    first?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, refuses a second server on the same data dir, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    // Without the demo: `start --demo` is what the journeys start, and the demo's child process has its own test.
    const server = run(['start'], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    first = server.child;
    let health: Response | undefined;
    for (let i = 0; i < 1500 && !health; i++) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health) await new Promise((r) => setTimeout(r, 100));
    }
    expect(health?.status).toBe(200);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);

    const second = run(['start'], { DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by another process (pid ${server.child.pid})`);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, 'lense.lock'))).toBe(false);
  }, 200_000);

  it('prints usage for an unknown command', async () => {
    const cli = run(['frobnicate'], { DATA_DIR: dataDir });
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('Usage: lense-api start [--demo]');
    expect(cli.output()).toContain('lense-api migrate');
  });
});

/** Waits until the server on `port` answers its health check; answers the last status (0: never). */
const healthOf = async (port: number, server: ReturnType<typeof run>) => {
  for (let i = 0; i < 600 && server.child.exitCode === null; i++) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (health) return health.status;
    await new Promise((r) => setTimeout(r, 100));
  }
  return 0;
};

const newest = Object.keys(migrations).at(-1)!;

describe('CLI: migrations as their own step', () => {
  const dirs: string[] = [];
  const servers: ChildProcess[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lense-cli-migrate-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const server of servers) server.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('migrates with `migrate` and exits; with MIGRATE_ON_START=false, start refuses a database that is behind', async () => {
    const dir = tempDir();
    const env = { DATA_DIR: dir, HOST: '127.0.0.1', DATABASE_URL: '', MIGRATE_ON_START: 'false' };
    const refused = run(['start'], { ...env, PORT: String(await freePort()) });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(
      /The database schema is behind .* migrations are pending \(0001_initial, /,
    );
    expect(refused.output()).toContain(newest);
    expect(refused.output()).toContain("run 'lense-api migrate' first");

    const migrate = run(['migrate'], { DATA_DIR: dir, DATABASE_URL: '' });
    expect(await migrate.exited).toBe(0);
    expect(migrate.output()).toContain('Migrated the database: 0001_initial');
    expect(migrate.output()).toContain(newest);
    const again = run(['migrate'], { DATA_DIR: dir, DATABASE_URL: '' });
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain('The database schema is up to date.');

    const port = await freePort();
    const server = run(['start'], { ...env, PORT: String(port) });
    servers.push(server.child);
    expect(await healthOf(port, server), server.output()).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);

  it('on PostgreSQL refuses local storage unless the data dir is shared; replicas start on a migrated database', async () => {
    const name = `lense_cli_${randomUUID().replace(/-/g, '')}`;
    const adminUrl = inject('pgAdminUrl');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = adminUrl.replace(/\/postgres$/, `/${name}`);
    try {
      const dir = tempDir();
      const env = { DATA_DIR: dir, HOST: '127.0.0.1', DATABASE_URL: url, PORT: String(await freePort()) };
      const refused = run(['start'], env);
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain('DATABASE_URL is set');
      expect(refused.output()).toContain('STORAGE_SHARED_VOLUME=true');

      const behind = run(['start'], { ...env, STORAGE_SHARED_VOLUME: 'true', MIGRATE_ON_START: 'false' });
      expect(await behind.exited).toBe(1);
      expect(behind.output()).toContain('The database schema is behind');

      const migrate = run(['migrate'], { DATA_DIR: dir, DATABASE_URL: url });
      expect(await migrate.exited, migrate.output()).toBe(0);
      expect(migrate.output()).toContain(newest);

      // Two replicas on the migrated database, neither migrating: both serve, with the database's secrets.
      const ports = [await freePort(), await freePort()];
      const replicas = ports.map((port) =>
        run(['start'], {
          ...env,
          PORT: String(port),
          STORAGE_SHARED_VOLUME: 'true',
          MIGRATE_ON_START: 'false',
        }),
      );
      servers.push(...replicas.map((r) => r.child));
      for (const [i, replica] of replicas.entries()) {
        expect(await healthOf(ports[i]!, replica), replica.output()).toBe(200);
      }
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ name: string }>('SELECT name FROM secrets ORDER BY name');
      await client.end();
      expect(rows.map((r) => r.name)).toEqual(['jwt-secret', 'payment-secrets-key', 'storage-secret']);
      expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
      // A worker process beside them: it takes jobs, serves nothing, and stops on SIGTERM. On the embedded
      // database there is none (nothing else can open it).
      const worker = run(['worker'], { ...env, STORAGE_SHARED_VOLUME: 'true', MIGRATE_ON_START: 'false' });
      servers.push(worker.child);
      for (let i = 0; i < 600 && !worker.output().includes('Lense worker is taking jobs'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(worker.output()).toContain('Lense worker is taking jobs');
      for (const process of [...replicas, worker]) {
        process.child.kill('SIGTERM');
        expect(await process.exited).toBe(0);
      }
      const embedded = run(['worker'], { DATA_DIR: tempDir(), DATABASE_URL: '' });
      expect(await embedded.exited).toBe(1);
      expect(embedded.output()).toContain('lense-api worker needs PostgreSQL');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 90_000);
});
