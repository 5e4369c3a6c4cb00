import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { assertStorageSharedByReplicas, loadConfig } from './config.ts';
import { connect, migrate } from './db/index.ts';
import { DEFAULT_DEMO_PASSWORD, seedDemo } from './demo/demo.ts';
import { openWithDemo } from './demo/demo-process.ts';

const usage = `Usage: lense-api start [--demo]
       lense-api migrate
       lense-api worker
       lense-api demo

  start    Starts the Lense API, migrating the database first. With MIGRATE_ON_START=false it does not
           migrate, and refuses to start while migrations are pending.
  migrate  Runs the pending migrations (and the reference data), then exits: the step to run once per deploy,
           before the replicas start, over a direct connection to PostgreSQL (not a pooler in transaction mode).
  worker   Takes background jobs (a photo's derived images, mail, digests, cleanups) without serving HTTP, so
           image work runs beside the replicas that answer visitors (start those with RUN_JOBS=false).
           PostgreSQL only.
  demo     Fills an empty database with the demo content and makes its photos' derived images, then exits.
           \`start --demo\` runs it in a child process first, so the server never holds the memory that takes.

Configuration comes from the environment (see src/config.ts and the README):
PORT, HOST, API_BASE, DATA_DIR, DATABASE_URL, MIGRATE_ON_START, JWT_SECRET (comma-separated: the first signs,
all verify), PUBLIC_URL, SMTP_URL, GOOGLE_CLIENT_ID, GOOGLE_JWKS, TRUST_PROXY, AUTH_RATE_LIMIT,
STORAGE_SIGNING_SECRET (a list too), STORAGE_PUBLIC_URL, STORAGE_SHARED_VOLUME, S3_BUCKET, S3_ENDPOINT,
S3_REGION, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, UPLOAD_URL_TTL_SECONDS,
UPLOAD_SWEEP_SECONDS, WEB_DIST, RUN_JOBS. With DATABASE_URL, storage must be S3 or STORAGE_SHARED_VOLUME=true.

  --demo   (or DEMO=1) fill an empty database with demo content on start: an organiser (DEMO_PASSWORD,
           default ${DEFAULT_DEMO_PASSWORD}), three spaces of photos, a collection and a site. The photos are
           phone-camera sized (4000x3000, 2-5 MB; about half a minute to make), or 960 px with DEMO_PHOTOS=small`;

/** `lense-api migrate`: runs the pending migrations and the reference data, and says what it did. */
async function migrateCommand(): Promise<number> {
  const config = loadConfig();
  const handle = await connect(config.database);
  try {
    const ran = await migrate(handle.db);
    console.log(
      ran.length === 0 ? 'The database schema is up to date.' : `Migrated the database: ${ran.join(', ')}.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

/** Closes the app on SIGINT or SIGTERM (running jobs finish first), then exits. */
function stopOnSignals(app: FastifyInstance, beforeExit: () => void = () => {}): void {
  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    beforeExit();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

/** `lense-api worker`: the job queue without an HTTP server, beside replicas started with RUN_JOBS=false. */
async function workerCommand(): Promise<number> {
  const config = { ...loadConfig(), runJobs: true };
  if (config.database.kind !== 'postgres') {
    throw new Error(
      'lense-api worker needs PostgreSQL (DATABASE_URL): with the embedded database the server takes its jobs itself.',
    );
  }
  assertStorageSharedByReplicas(config);
  const app = await buildApp(config);
  await app.ready();
  // The queue's timers do not hold the process open (a server's socket does): this does, until a signal.
  const alive = setInterval(() => {}, 1 << 30);
  stopOnSignals(app, () => clearInterval(alive));
  console.log('Lense worker is taking jobs');
  return 0;
}

/**
 * `lense-api demo`: seeds the demo into an empty database and makes its photos' derived images. Run by
 * `start --demo` as a child process, it answers the seed to its parent.
 */
async function demoCommand(): Promise<number> {
  const config = loadConfig();
  const app = await buildApp(config);
  stopOnSignals(app);
  // The parent going away (killed) stops this too: the data dir's lock must not outlive both.
  const parentGone = () => process.kill(process.pid, 'SIGTERM');
  process.once('disconnect', parentGone);
  try {
    const demo = await seedDemo(
      app,
      process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
      process.env.DEMO_PHOTOS === 'small' ? 'small' : 'camera',
    );
    // With RUN_JOBS=false a worker makes them: no need to wait.
    if (demo.created && config.runJobs !== false) {
      // The demo's photos appear once their derived images exist: make them before the first visitor.
      console.log('Preparing the demo photos…');
      await app.ready();
      await app.jobs.idle();
    }
    // Run by `start --demo`: the answer goes to it; run by hand, to the terminal.
    const send = process.send?.bind(process);
    if (send) await new Promise((resolve) => send(demo, undefined, {}, resolve));
    else console.log(demo.created ? 'Demo content created.' : 'The database already has users.');
    return 0;
  } finally {
    await app.close();
    process.off('disconnect', parentGone);
    if (process.connected) process.disconnect();
  }
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals[0] ?? 'start';
  if (values.help || !['start', 'migrate', 'worker', 'demo'].includes(command)) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  if (command === 'migrate') return migrateCommand();
  if (command === 'worker') return workerCommand();
  if (command === 'demo') return demoCommand();
  const config = loadConfig();
  assertStorageSharedByReplicas(config);
  // The demo is made in a child process that exits, before the server opens the database.
  const { handle, demo } =
    values.demo || process.env.DEMO === '1' || process.env.DEMO === 'true'
      ? await openWithDemo(config)
      : { handle: undefined, demo: null };
  const app = await buildApp(config, { db: handle });
  stopOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Lense is running at http://${shown}:${port}`);
  if (demo?.email) {
    console.log(`Demo organiser${demo.created ? ' (created)' : ''}: ${demo.email} / ${demo.password}`);
  } else if (demo) {
    console.log('Demo content skipped: the database already has users.');
  }
  return 0;
}

// Package-manager scripts may pass a '--' separator before the flags: it carries no meaning here.
main(process.argv.slice(2).filter((arg) => arg !== '--')).then(
  (code) => {
    if (code !== 0) process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
