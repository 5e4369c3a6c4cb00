import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { openDatabase } from '../src/db/index.ts';
import { photo } from '../src/images/test-images.ts';
import { LocalDiskStorage } from '../src/storage/index.ts';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--experimental-strip-types', main, 'start'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: 'none',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let hasExited = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      hasExited = true;
      resolve();
    }),
  );
  return { child, exited, stderr: () => stderr, hasExited: () => hasExited };
}

type Server = ReturnType<typeof start>;

async function waitForHealth(base: string, server: Server) {
  for (let i = 0; i < 600; i++) {
    if (server.hasExited()) throw new Error(`server exited before answering: ${server.stderr()}`);
    const res = await fetch(`${base}/api/health`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${server.stderr()}`);
}

/** Starts the server on a free port; another process may take the port between probe and bind, so retry. */
async function startOnFreePort(dataDir: string): Promise<{ server: Server; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = start(dataDir, port);
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, server);
      return { server, port };
    } catch (error) {
      server.child.kill('SIGKILL');
      await server.exited;
      if (attempt === 3) throw error;
    }
  }
}

describe('crash safety', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lense-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loses no acknowledged upload and shows no photo without its bytes after kill -9', async () => {
    // An organiser and a space, written before the server owns the data dir.
    const email = 'crash@example.com';
    const password = 'correct horse battery';
    const setup = await openDatabase({ kind: 'pglite', dir: join(dataDir, 'pgdata') });
    const user = await setup.db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(password),
        first_name: 'Crash',
        last_name: 'Test',
        accepted_terms_of_service: true,
        confirmed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const space = await setup.db
      .insertInto('spaces')
      .values({ user_id: user.id, title: 'Crash', start_date: '2026-01-01', end_date: '2026-01-02' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setup.close();

    const first = await startOnFreePort(dataDir);
    const { port } = first;
    const base = `http://127.0.0.1:${port}`;
    let server = first.server;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password } }),
    });
    const auth = { authorization: String(login.headers.get('authorization')) };

    // Uploads run in parallel lanes until the process is killed; only answered ones count.
    const acknowledged = new Map<string, Buffer>();
    let killed = false;
    const lane = async (lane: number) => {
      for (let i = 0; !killed; i++) {
        const bytes = await photo(32 + lane, 24 + (i % 50), { r: lane * 40, g: i % 255, b: 90 });
        try {
          const presign = await fetch(`${base}/api/presigned_urls`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({
              method: 'put',
              space_id: space.id,
              files: [{ name: 'p.jpg', type: 'image/jpeg', size: bytes.length }],
            }),
          });
          const [file] = ((await presign.json()) as { files: { url: string; photo_id: string }[] }).files;
          const put = await fetch(file!.url, {
            method: 'PUT',
            body: bytes,
            headers: { 'content-type': 'image/jpeg' },
          });
          if (put.status === 204) acknowledged.set(file!.photo_id, bytes);
        } catch {
          return; // the server is gone
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(lane);
    while (acknowledged.size < 12) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(lanes);

    server = start(dataDir, port);
    await waitForHealth(base, server);
    // Derived images queued before the kill are made after the restart: every acknowledged photo appears.
    for (const id of acknowledged.keys()) {
      let image = await fetch(`${base}/api/photos/${id}/image`, { redirect: 'follow' });
      for (let wait = 0; image.status === 404 && wait < 600; wait++) {
        await new Promise((r) => setTimeout(r, 100));
        image = await fetch(`${base}/api/photos/${id}/image`, { redirect: 'follow' });
      }
      expect(image.status, id).toBe(200);
      expect(image.headers.get('content-type'), id).toBe('image/webp');
    }
    server.child.kill('SIGTERM');
    await server.exited;

    // Every photo anyone can see has its bytes.
    const db = await openDatabase({ kind: 'pglite', dir: join(dataDir, 'pgdata') });
    try {
      const visible = await db.db
        .selectFrom('photos')
        .select(['id', 'path'])
        .where('state', '!=', 'pending')
        .execute();
      expect(visible.length).toBeGreaterThanOrEqual(acknowledged.size);
      const byId = new Map(visible.map((row) => [row.id, row.path]));
      const storage = new LocalDiskStorage({
        dataDir: join(dataDir, 'storage'),
        secret: 'unused',
        publicBaseUrl: base,
      });
      for (const row of visible) expect((await storage.head(row.path)).size, row.id).toBeGreaterThan(0);
      // The originals are exactly the acknowledged bytes.
      for (const [id, bytes] of acknowledged) {
        expect((await buffer(await storage.getStream(byId.get(id) as string))).equals(bytes), id).toBe(true);
      }
    } finally {
      await db.close();
    }
  }, 120_000);
});
