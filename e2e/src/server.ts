import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const apiDir = join(repoRoot, 'apps/api');
/** The production build of the web app the API serves. */
export const webDist = join(repoRoot, 'apps/web/dist');

/** The demo organiser seeded on start (`--demo`). */
export const DEMO_USER = { email: 'demo@lense.local', password: 'lense-demo-2026' } as const;

/** A running API server serving the built web app. */
export interface RunningServer {
  /** Origin of the server, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The temporary data dir (embedded database, storage, mail outbox); removed by `stop`. */
  dataDir: string;
  /** Stops the server and removes its data dir. */
  stop: () => Promise<void>;
}

/** Options of {@link startServer}. */
export interface StartOptions {
  /**
   * Seeds the demo organiser and its content: 'camera' with phone-sized photos (what visitors will see, for
   * benchmarks), 'small' with 960 px ones (journeys).
   */
  demo?: 'camera' | 'small';
  /** Milliseconds to wait for the server to listen. */
  timeoutMs?: number;
}

/** A port free on the loopback interface right now. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

// Variables that would point the server at external services instead of its own embedded ones.
const EXTERNAL = /^(DATABASE_URL|SMTP_URL|S3_|STORAGE_|GOOGLE_|JWT_SECRET|WEB_DIST|PUBLIC_URL|API_BASE)/;

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit();
    else child.once('exit', () => resolveExit());
  });
}

async function launch(dataDir: string, options: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!EXTERNAL.test(key)) env[key] = value;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    // Journeys sign in many times a minute from one address.
    AUTH_RATE_LIMIT: '10000',
    UPLOAD_SWEEP_SECONDS: '0',
    // An owner's digest of guests' photos goes out soon after the last one, within a journey's time.
    GUEST_DIGEST_QUIET_SECONDS: '2',
    DEMO_PASSWORD: DEMO_USER.password,
    DEMO_PHOTOS: options.demo ?? 'small',
  });
  const args = [
    '--experimental-strip-types',
    '--disable-warning=ExperimentalWarning',
    'src/main.ts',
    'start',
  ];
  if (options.demo) args.push('--demo');
  const child = spawn(process.execPath, args, { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });

  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stderr?.on('data', collect);

  const timeoutMs = options.timeoutMs ?? 90_000;
  await new Promise<void>((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      collect(chunk);
      if (output.includes('Lense is running at')) {
        clearTimeout(timer);
        resolveStart();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${signal ?? code}) before listening:\n${output}`));
    });
  });
  // Keep draining the pipes so the server never blocks on a full one.
  child.stdout?.resume();
  child.stderr?.resume();

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  return { url, dataDir, stop };
}

/**
 * Starts the API (`apps/api`, as `pnpm start` does) on a free loopback port with a fresh temporary data dir:
 * embedded PGlite, local storage and the mail outbox read through the dev mailbox. It serves the production
 * build in `apps/web/dist`, which must exist. A port taken between probe and listen gets a retry.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`No web build at ${webDist}: run \`pnpm --filter @lense/web build\` first.`);
  }
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const dataDir = await mkdtemp(join(tmpdir(), 'lense-e2e-'));
    try {
      return await launch(dataDir, options);
    } catch (error) {
      lastError = error;
      await rm(dataDir, { recursive: true, force: true });
      if (!String(error).includes('EADDRINUSE')) break;
    }
  }
  throw lastError;
}
