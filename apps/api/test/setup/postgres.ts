import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const BIN = process.env.POSTGRES_BIN_DIR ?? '/usr/local/bin';

/** A throwaway PostgreSQL server. */
export interface TestPostgres {
  /** Connection URL of the `postgres` database, as superuser. */
  adminUrl: string;
  /** URL of another database on the same server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Starts PostgreSQL from the machine's binaries in a temporary directory. initdb refuses to run as root,
 * so when we are root the cluster belongs to `nobody`. Fails loudly when the binaries are missing.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const postgres = join(BIN, 'postgres');
  const initdb = join(BIN, 'initdb');
  if (!existsSync(postgres) || !existsSync(initdb)) {
    throw new Error(
      `PostgreSQL binaries not found in ${BIN} (postgres, initdb). The PostgreSQL test suite needs them; ` +
        'install PostgreSQL 15+ or set POSTGRES_BIN_DIR.',
    );
  }
  const root = mkdtempSync(join(tmpdir(), 'lense-pg-'));
  chmodSync(root, 0o777);
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot ? { cmd: 'runuser', args: ['-u', 'nobody', '--', cmd, ...args] } : { cmd, args };

  const init = run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  execFileSync(init.cmd, init.args, { stdio: 'pipe' });

  const port = await freePort();
  const server = run(postgres, [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    root,
    '-h',
    '127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  const child: ChildProcess = spawn(server.cmd, server.args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`PostgreSQL did not start: ${String(error)}\n${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    adminUrl,
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      // The postmaster's pid is the first line of postmaster.pid; SIGINT is a fast shutdown.
      try {
        const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        if (pid > 0) process.kill(pid, 'SIGINT');
      } catch {
        child.kill('SIGINT');
      }
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      rmSync(root, { recursive: true, force: true });
    },
  };
}
