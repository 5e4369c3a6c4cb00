import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request as forward, type Server } from 'node:http';
import { connect, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { S3Storage } from '../src/storage/index.ts';
import { createS3rver } from '../test/helpers/s3rver.ts';
import { startPostgres, type TestPostgres } from '../test/setup/postgres.ts';

// Several API processes on one PostgreSQL and one S3 store (s3rver), behind a small proxy that sends each
// request to the next replica in turn and appends the client's address to X-Forwarded-For, as a load
// balancer does. Nothing is shared but the database and the bucket. Used by `pnpm test:cluster` and the
// cluster benchmark.

const MAIN = join(import.meta.dirname, '../src/main.ts');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Polls `check` until it answers something other than undefined (errors count as not yet). */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One API process. */
export interface Replica {
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
}

/** A running cluster. */
export interface Cluster {
  /** The proxy's address: requests go to the replicas in turn. Header `x-client-address` sets the client's address. */
  proxyUrl: string;
  /**
   * A TCP balancer's address: each connection goes to the next replica, bytes piped as they are (a load
   * balancer in TCP mode; no X-Forwarded-For). What a benchmark loads, so the proxy is not what it measures.
   */
  tcpProxyUrl: string;
  replicas: Replica[];
  /** A replica's own address. */
  at(index: number): string;
  /** Starts replica `index` (again, on its port and data dir, after it stopped). */
  startReplica(index: number): Promise<Replica>;
  databaseUrl: string;
  bucket: S3Storage;
  stop(): Promise<void>;
}

/** Starts PostgreSQL, s3rver, runs `lense-api migrate`, then `replicas` API processes and the proxy. */
export async function startCluster(options: {
  replicas: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const root = mkdtempSync(join(tmpdir(), 'lense-cluster-'));
  const postgres: TestPostgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE lense_cluster');
  await admin.end();
  const databaseUrl = postgres.urlFor('lense_cluster');
  // Uploads arrive while earlier ones are completed (their incoming objects deleted) in the same prefix:
  // a store whose deletes cannot remove a directory a PUT is writing into (see createS3rver).
  const s3 = createS3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(root, 's3'),
    configureBuckets: [{ name: 'lense' }],
  });
  const { port: s3Port } = await s3.run();
  const s3Options = {
    bucket: 'lense',
    endpoint: `http://127.0.0.1:${s3Port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const bucket = new S3Storage(s3Options);
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    S3_BUCKET: 'lense',
    S3_ENDPOINT: s3Options.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    MIGRATE_ON_START: 'false',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    WEB_DIST: 'none',
    // Secrets generated into the database, mail to each replica's outbox.
    JWT_SECRET: '',
    STORAGE_SIGNING_SECRET: '',
    SMTP_URL: '',
    STORAGE_SHARED_VOLUME: '',
    ...options.env,
  };

  const run = (args: string[], extra: Record<string, string>) => {
    const child = spawn(
      process.execPath,
      ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', MAIN, ...args],
      { env: { ...process.env, ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    return { child, output: () => output };
  };

  const replicas: Replica[] = [];
  const startReplica = async (index: number): Promise<Replica> => {
    const port = replicas[index]?.port ?? (await freePort());
    const dataDir = replicas[index]?.dataDir ?? join(root, `replica-${index}`);
    const { child, output } = run(['start'], { PORT: String(port), DATA_DIR: dataDir });
    await waitFor(`replica ${index} to answer`, async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      return res.ok ? true : undefined;
    });
    replicas[index] = { port, dataDir, process: child, output };
    return replicas[index]!;
  };

  // Migrations are their own step; the replicas do not migrate.
  const migrate = run(['migrate'], { DATA_DIR: join(root, 'migrate') });
  const code = await new Promise((resolve) => migrate.child.once('exit', resolve));
  if (code !== 0) throw new Error(`lense-api migrate failed: ${migrate.output()}`);
  await Promise.all(Array.from({ length: options.replicas }, (_, index) => startReplica(index)));

  let next = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const proxy: Server = createServer((req, res) => {
    const target = replicas[next++ % replicas.length]!;
    const client = String(req.headers['x-client-address'] ?? '203.0.113.10');
    const { 'x-client-address': _client, ...passed } = req.headers;
    const out = forward(
      {
        host: '127.0.0.1',
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...passed, 'x-forwarded-for': client },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  let nextConnection = 0;
  const balancer = createNetServer((socket) => {
    const target = replicas[nextConnection++ % replicas.length]!;
    const upstream = connect(target.port, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));

  return {
    proxyUrl: `http://127.0.0.1:${(proxy.address() as { port: number }).port}`,
    tcpProxyUrl: `http://127.0.0.1:${(balancer.address() as { port: number }).port}`,
    replicas,
    at: (index) => `http://127.0.0.1:${replicas[index]!.port}`,
    startReplica,
    databaseUrl,
    bucket,
    stop: async () => {
      for (const replica of replicas) replica?.process.kill('SIGKILL');
      agent.destroy();
      await new Promise((resolve) => proxy.close(resolve));
      await new Promise((resolve) => balancer.close(resolve));
      bucket.client.destroy();
      await s3.close();
      await postgres.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
