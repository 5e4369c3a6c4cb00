import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

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
    const server = run(['start', '--demo'], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    first = server.child;
    let health: Response | undefined;
    for (let i = 0; i < 600 && !health; i++) {
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
  }, 90_000);

  it('prints usage for an unknown command', async () => {
    const cli = run(['frobnicate'], { DATA_DIR: dataDir });
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('Usage: lense-api start [--demo]');
  });
});
