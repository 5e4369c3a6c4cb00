import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { connect } from '../src/db/index.ts';
import { DataDirLockedError, lockDataDir } from '../src/db/lockfile.ts';

const deadPid = () => {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid!;
};

describe('data dir lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lense-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes our pid and removes the file on release', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'lense.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'lense.lock'))).toBe(false);
  });

  it('refuses a second holder while the first is alive', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid \d+\)/);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a dead process', () => {
    writeFileSync(join(dir, 'lense.lock'), String(deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'lense.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('makes a second process opening the same PGlite data dir fail with a clear error', async () => {
    // The first holder takes the same lock `connect` takes (booting PGlite here would only add seconds).
    const release = lockDataDir(dir);
    try {
      const script = `
        import { connect } from ${JSON.stringify(new URL('../src/db/index.ts', import.meta.url).pathname)};
        try { await connect({ kind: 'pglite', dir: ${JSON.stringify(join(dir, 'pgdata'))} }); process.exit(0); }
        catch (e) { console.error(e.message); process.exit(3); }`;
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
      expect(child.status).toBe(3);
      expect(child.stderr).toContain(`is in use by another process (pid ${process.pid})`);
    } finally {
      release();
    }
    expect(existsSync(join(dir, 'lense.lock'))).toBe(false);
  }, 60_000);

  it('releases the lock when the database closes', async () => {
    const template = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    const handle = await connect({ kind: 'pglite', dir: join(dir, 'pgdata'), template });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    await handle.close();
    lockDataDir(dir)();
  }, 60_000);
});
