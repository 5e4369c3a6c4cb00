import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createPGlite, PGLITE_SHARED_BUFFERS } from '../src/db/index.ts';
import { SHARP_THREADS } from '../src/images/sharp-memory.ts';
import { freshDatabase, testConfig } from './helpers/harness.ts';

// What keeps an idle server small (the figures themselves: `pnpm bench idle-memory`).

const dataDir = mkdtempSync(join(tmpdir(), 'lense-memory-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('bounds sharp once the app is built: no libvips operation cache, one thread per image', async () => {
  // sharp's own defaults, as a process starts with them.
  sharp.cache({ memory: 50, files: 20, items: 100 });
  sharp.concurrency(4);
  const { config, drop } = await freshDatabase('pglite');
  const app = await buildApp(testConfig(config, dataDir));
  try {
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
    expect(sharp.concurrency()).toBe(SHARP_THREADS);
  } finally {
    await app.close();
    await drop();
  }
});

it("gives PGlite small shared buffers instead of Postgres's 128 MB", async () => {
  const pglite = createPGlite(null);
  try {
    const { rows } = await pglite.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
  } finally {
    await pglite.close();
  }
});

it('starts the server with two malloc arenas and one V8 worker thread', () => {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  };
  for (const name of ['start', 'worker']) {
    expect(scripts[name], name).toMatch(/^MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-2\} node --v8-pool-size=1 /);
  }
});
