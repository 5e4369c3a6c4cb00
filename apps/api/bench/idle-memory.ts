// Memory at rest: the RSS of the API process, idle, after its first start with the demo on a fresh data dir
// (camera-sized photos and their derived images made before it listens) and after a restart on the same dir.
// Target: at most 300 MB each, so a venue laptop or a small VM can run it.
//
//   pnpm bench idle-memory                   (the start command `pnpm start` runs, on loopback)
//   IDLE_SECONDS=30 DEMO_PHOTOS=small pnpm bench idle-memory
//
// The server is started as `pnpm start` starts it (`pnpm --filter @lense/api start -- --demo`), so its
// flags and environment are the real ones. Its pid is the one in the data dir's lock file.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BUDGET_MB = 300;
/** How long the server is watched once it listens; V8 gives memory back after some quiet seconds. */
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 60);
/** Readings before this are start-up, not rest. */
const SETTLE_SECONDS = Math.min(10, IDLE_SECONDS / 2);
/** Longest a start may take (camera-sized demo photos on a slow, busy machine). */
const START_TIMEOUT_MS = 10 * 60_000;
const root = join(import.meta.dirname, '..', '..', '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const rssMB = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the child has printed `text`; rejects if it exits first or takes too long. */
function printed(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`no "${text}" within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it listened:\n${out}`));
    });
  });
}

/** Sends `signal` to `pid` unless it is gone already. */
const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // exited
  }
};

/** Stops the server (then pnpm exits too), killing both if they take longer than 20 s. */
async function stop(child: ChildProcess, pid: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', () => resolve(true)));
  signal(pid || (child.pid ?? 0), 'SIGTERM');
  if (await Promise.race([exited, sleep(20_000).then(() => false)])) return;
  if (pid) signal(pid, 'SIGKILL');
  child.kill('SIGKILL');
}

/** The server's node flags and allocator setting, as its start script set them. */
function describe(pid: number): string {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const arenas = readFileSync(`/proc/${pid}/environ`, 'utf8')
    .split('\0')
    .find((entry) => entry.startsWith('MALLOC_ARENA_MAX='));
  // node's own flags: those before the script.
  const flags = args.slice(
    1,
    args.findIndex((arg, i) => i > 0 && !arg.startsWith('-')),
  );
  return [arenas ?? 'MALLOC_ARENA_MAX unset', 'node', ...flags].join(' ');
}

let command = '';

interface Reading {
  startSeconds: number;
  atListen: number;
  idleHighest: number;
  idleLast: number;
}

/** Starts the server on `dataDir`, watches it idle for IDLE_SECONDS, stops it. */
async function startAndWatch(dataDir: string): Promise<Reading> {
  const started = Date.now();
  const child = spawn('pnpm', ['--filter', '@lense/api', 'start', '--', '--demo'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pid = 0;
  try {
    await printed(child, 'Lense is running at');
    const startSeconds = (Date.now() - started) / 1000;
    pid = Number(readFileSync(join(dataDir, 'lense.lock'), 'utf8'));
    command = describe(pid);
    const atListen = rssMB(pid);
    const idle: number[] = [];
    for (let second = 1; second <= IDLE_SECONDS; second++) {
      await sleep(1000);
      if (second >= SETTLE_SECONDS) idle.push(rssMB(pid));
    }
    return { startSeconds, atListen, idleHighest: Math.max(...idle), idleLast: idle.at(-1)! };
  } finally {
    await stop(child, pid);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'lense-idle-memory-'));
let missed = false;
try {
  const first = await startAndWatch(dataDir);
  const restart = await startAndWatch(dataDir);
  const photos = process.env.DEMO_PHOTOS === 'small' ? '960 px' : 'camera-sized (4000x3000)';
  console.log(`\nthe server: ${command}`);
  console.log(
    `RSS of the API process, idle for ${IDLE_SECONDS} s after it listens (highest from ${SETTLE_SECONDS} s on, and the last reading); demo photos ${photos}`,
  );
  console.log('| start | listening after | RSS at listen | idle, highest | idle, last | budget |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [label, reading] of [
    ['first, the demo made', first],
    ['restart', restart],
  ] as const) {
    const over = reading.idleHighest > BUDGET_MB;
    if (over) missed = true;
    console.log(
      `| ${label} | ${reading.startSeconds.toFixed(0)} s | ${reading.atListen.toFixed(0)} MB | ${reading.idleHighest.toFixed(0)} MB | ${reading.idleLast.toFixed(0)} MB | ${BUDGET_MB} MB ${over ? 'MISSED' : 'met'} |`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(missed ? 1 : 0);
