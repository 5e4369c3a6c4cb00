import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { type Db, openDatabase } from '../db/index.ts';
import { DEFAULT_DEMO_PASSWORD, type DemoSeed, existingDemo } from './demo.ts';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * Runs `lense-api demo` in a child process and answers what it seeded. Making camera-sized photos and their
 * derived images takes about a gigabyte that the allocator keeps once freed (and creating an embedded
 * database, a few hundred megabytes more); made in a process that exits, that memory goes back to the system
 * and the server never holds it. The child holds the data dir's lock while it runs.
 */
export async function prepareDemoApart(env: NodeJS.ProcessEnv = process.env): Promise<DemoSeed> {
  const child = fork(main, ['demo'], {
    // Two malloc arenas: a lower peak while the photos are made (glibc keeps one per busy thread).
    env: { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const answer: { seeded?: DemoSeed } = {};
  child.on('message', (message) => {
    answer.seeded = message as DemoSeed;
  });
  // A stop asked of the server while the demo is made stops the child too (it releases the data dir).
  let stopped = false;
  const forward = (signal: NodeJS.Signals) => {
    stopped = true;
    child.kill(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve(exitCode));
    });
    if (stopped) throw new Error('Stopped before the demo was ready.');
    if (code !== 0 || !answer.seeded) throw new Error(`Preparing the demo failed (exit code ${code}).`);
    return answer.seeded;
  } finally {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  }
}

/**
 * Opens the server's database with the demo in it. One that has it (or any user) opens as it is, for the
 * server to use; a new or empty one gets it from {@link prepareDemoApart} first. `env` is the child's, with
 * DEMO_PASSWORD and DEMO_PHOTOS.
 */
export async function openWithDemo(
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ handle: Db; demo: DemoSeed }> {
  const { database } = config;
  const password = env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  if (database.kind === 'pglite' && !database.dir) throw new Error('The demo needs a database on disk.');
  const open = () => openDatabase(database, { migrate: config.migrateOnStart !== false });
  // A new embedded database is created by the child, which takes initdb's memory away with it.
  if (database.kind === 'postgres' || existsSync(join(database.dir!, 'PG_VERSION'))) {
    const handle = await open();
    const demo = await existingDemo(handle.db, password);
    if (demo) return { handle, demo };
    await handle.close();
  }
  const demo = await prepareDemoApart(env);
  return { handle: await open(), demo };
}
