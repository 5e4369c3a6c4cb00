// Downloading a space as a zip: the owner's zip of 1,000 originals (a few hundred MB) through real HTTP,
// streamed by the server. Target: the server's RSS grows by at most 64 MB while it sends the zip.
//
//   pnpm bench space-zip                    (PGlite, 1,000 photos of about 300 KB)
//   PHOTOS=200 PHOTO_SIZE=800x600 pnpm bench space-zip
//   BENCH_BACKEND=postgres pnpm bench space-zip
//
// The server runs in this process (its RSS is sampled every 5 ms); the download runs in a child process that
// counts and discards the bytes, so the client's buffers are not counted.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../src/app.ts';
import { TokenSigner } from '../src/auth/jwt.ts';
import type { DatabaseConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { startPostgres } from '../test/setup/postgres.ts';
import { BENCH_JWT_SECRET, benchConfig } from './harness.ts';
import { mib, startRssSampler } from './rss-sampler.ts';

const PHOTOS = Number(process.env.PHOTOS ?? 1000);
const [PHOTO_WIDTH, PHOTO_HEIGHT] = (process.env.PHOTO_SIZE ?? '1200x900').split('x').map(Number) as [
  number,
  number,
];
/** Distinct images made; the photos reuse them (a stored zip does not care what the bytes are). */
const VARIANTS = 16;
/** Target: RSS growth of the server while it streams the zip. */
const RSS_BUDGET_BYTES = 64 * 1024 * 1024;

/** A camera-like JPEG with sensor grain (it does not compress further); `seed` varies its colour. */
const photoBytes = (seed: number) =>
  sharp({
    create: {
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
      channels: 3,
      background: { r: (seed * 37) % 255, g: (seed * 71) % 255, b: 90 },
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .jpeg({ quality: 88 })
    .toBuffer();

/** What the downloading child reports. */
interface Download {
  status: number;
  contentType: string | null;
  contentLength: string | null;
  bytes: number;
  /** Entries declared by the zip's end-of-central-directory record. */
  entries: number;
  firstByteMs: number;
  totalMs: number;
}

// The client: GET with the token, count the bytes, keep only the last 22 (the end-of-central-directory
// record), print JSON. Plain JavaScript run by a second node process.
const CLIENT = `
const http = require('node:http');
const [url, token] = process.argv.slice(1);
const started = performance.now();
http.get(url, { headers: { authorization: 'Bearer ' + token } }, (res) => {
  const firstByteMs = performance.now() - started;
  let bytes = 0;
  let tail = Buffer.alloc(0);
  res.on('data', (chunk) => {
    bytes += chunk.length;
    tail = Buffer.concat([tail, chunk]).subarray(-22);
  });
  res.on('end', () => {
    const entries = tail.length === 22 && tail.readUInt32LE(0) === 0x06054b50 ? tail.readUInt16LE(10) : -1;
    process.stdout.write(JSON.stringify({
      status: res.statusCode,
      contentType: res.headers['content-type'] ?? null,
      contentLength: res.headers['content-length'] ?? null,
      bytes, entries, firstByteMs, totalMs: performance.now() - started,
    }));
  });
}).on('error', (error) => { console.error(error); process.exit(1); });
`;

const download = (url: string, token: string) =>
  new Promise<Download>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CLIENT, url, token], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Download) : reject(new Error(`client exited with ${code}`)),
    );
  });

const settle = async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

async function run(label: string, database: DatabaseConfig): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lense-zip-'));
  const handle = await openDatabase(database);
  const app = await buildApp(benchConfig(database, dataDir), { db: handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const user = await app.db
      .insertInto('users')
      .values({
        email: 'owner@example.com',
        first_name: 'Ada',
        last_name: 'Zip',
        accepted_terms_of_service: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signer = new TokenSigner(BENCH_JWT_SECRET, { ttlSeconds: 3600, maxAgeSeconds: 86_400 });
    const token = (await signer.issue(user.id, { epoch: 0 })).token;
    const space = await app.db
      .insertInto('spaces')
      .values({
        user_id: user.id,
        title: 'Harbour Wedding 2026',
        start_date: '2026-06-01',
        end_date: '2026-06-02',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Seed: the originals in storage and their rows, as published uploads leave them.
    const images = await Promise.all(Array.from({ length: VARIANTS }, (_, i) => photoBytes(i)));
    let stored = 0;
    const rows = [];
    for (let i = 0; i < PHOTOS; i++) {
      const id = randomUUID();
      const path = `spaces/${space.id}/${id}.jpg`;
      const bytes = images[i % VARIANTS]!;
      await app.storage.put(path, bytes, 'image/jpeg');
      stored += bytes.length;
      rows.push({
        id,
        space_id: space.id,
        url: `/api/photos/${id}/image`,
        path,
        state: 'visible' as const,
        original_file_extension: 'jpg',
        uploader_name: i % 3 === 0 ? `Guest ${i % 17}` : null,
        created_at: new Date(Date.UTC(2026, 5, 1, 12) + i * 1000),
      });
      if (rows.length === 500 || i === PHOTOS - 1) {
        await app.db.insertInto('photos').values(rows.splice(0)).execute();
      }
    }
    console.error(
      `[${label}] ${PHOTOS} photos of ${PHOTO_WIDTH}x${PHOTO_HEIGHT}, ${Math.round(stored / PHOTOS / 1024)} KB on average, ${mib(stored)} in all`,
    );

    // Warm up the route (first compile of its schemas, first query plans) on a small request, then measure.
    const warm = await fetch(`${origin}/api/spaces/${space.id}/download`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${token}` },
    });
    if (warm.status !== 200) throw new Error(`HEAD answered ${warm.status}`);
    await settle();
    const rss = startRssSampler(5);
    const before = process.memoryUsage.rss();
    rss.reset();
    const got = await download(`${origin}/api/spaces/${space.id}/download`, token);
    const peak = rss.peak();
    rss.stop();
    const growth = peak - before;

    const seconds = got.totalMs / 1000;
    const ok = got.status === 200 && got.entries === PHOTOS && growth <= RSS_BUDGET_BYTES;
    console.log(`\n${label}: the owner's zip of ${PHOTOS} originals over HTTP`);
    console.log(
      `  status ${got.status}, ${got.contentType}, content-length ${got.contentLength ?? 'none (streamed)'}`,
    );
    console.log(
      `  zip size          ${mib(got.bytes)} (${got.bytes} bytes, ${got.entries} entries; stored ${mib(stored)})`,
    );
    console.log(
      `  time              ${seconds.toFixed(2)} s (first byte after ${got.firstByteMs.toFixed(0)} ms)`,
    );
    console.log(
      `  throughput        ${(got.bytes / 1024 / 1024 / seconds).toFixed(1)} MB/s, ${(PHOTOS / seconds).toFixed(0)} photos/s`,
    );
    console.log(`  server RSS        before ${mib(before)}, peak ${mib(peak)}, growth ${mib(growth)}`);
    console.log(
      `  target            RSS growth <= ${mib(RSS_BUDGET_BYTES)}: ${growth <= RSS_BUDGET_BYTES ? 'met' : 'MISSED'}`,
    );
    if (got.entries !== PHOTOS) console.log(`  the zip declares ${got.entries} entries, expected ${PHOTOS}`);
    return ok;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let ok: boolean;
if (process.env.BENCH_BACKEND === 'postgres') {
  const postgres = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE lense_zip');
    await admin.end();
    ok = await run('PostgreSQL', { kind: 'postgres', url: postgres.urlFor('lense_zip') });
  } finally {
    await postgres.stop();
  }
} else {
  ok = await run('PGlite', { kind: 'pglite', dir: null });
}
process.exit(ok ? 0 : 1);
