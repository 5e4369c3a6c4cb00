import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { DEMO_EMAIL } from '../src/demo/demo.ts';
import { openWithDemo } from '../src/demo/demo-process.ts';

// Images made in this process would fail: the demo's photos and their derived images must be made in the
// child process, whose memory goes back to the system when it exits.
vi.mock('../src/demo/demo-photos.ts', () => ({
  demoPhotoMaker: () => {
    throw new Error('demo photos made in the server process');
  },
}));
vi.mock('../src/images/derivatives.ts', () => ({
  deriveImages: () => {
    throw new Error('derived images made in the server process');
  },
}));

const dataDir = mkdtempSync(join(tmpdir(), 'lense-demo-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  DEMO_PHOTOS: 'small',
  DEMO_PASSWORD: 'demo-password',
  LOG_LEVEL: 'warn',
};

it('makes the demo in a child process that exits, then opens the database it made', async () => {
  const config = loadConfig(env);
  const first = await openWithDemo(config, env);
  try {
    expect(first.demo).toEqual({ created: true, email: DEMO_EMAIL, password: 'demo-password' });
    // The child made every photo's derived images before it exited, and left the data dir to this process.
    const photos = await first.handle.db.selectFrom('photos').select(['state', 'thumb_key']).execute();
    expect(photos).toHaveLength(36);
    expect(photos.every((photo) => photo.state === 'visible' && photo.thumb_key)).toBe(true);
    expect(readFileSync(join(dataDir, 'lense.lock'), 'utf8')).toBe(String(process.pid));
  } finally {
    await first.handle.close();
  }

  // On a restart the database has the demo: it opens as it is.
  const again = await openWithDemo(config, env);
  await again.handle.close();
  expect(again.demo).toEqual({ created: false, email: DEMO_EMAIL, password: 'demo-password' });
}, 200_000);
