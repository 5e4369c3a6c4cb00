// Benchmark: a 30 MB upload to local storage over a real HTTP port, measuring the server's RSS increase.
// Run: pnpm --filter @lense/api bench:storage
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '../src/images/index.ts';
import { LocalDiskStorage } from '../src/storage/index.ts';
import { mib } from './rss-sampler.ts';

const secret = 'bench-secret';
const dataDir = await mkdtemp(path.join(tmpdir(), 'lense-bench-storage-'));
const child = fork(path.join(import.meta.dirname, 'storage-server.ts'), {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_SECRET: secret },
});

function ask<T>(proc: ChildProcess, message?: string): Promise<T> {
  return new Promise((resolve) => {
    proc.once('message', (reply) => resolve(reply as T));
    if (message) proc.send(message);
  });
}

process.once('exit', () => child.kill());
const { address } = await ask<{ address: string }>(child);
const signer = new LocalDiskStorage({ dataDir, secret, publicBaseUrl: address });

// Streams `size` bytes in 64 KiB chunks, honouring back-pressure, so the client holds no big buffer.
async function upload(key: string, size: number): Promise<{ status: number | string; ms: number }> {
  const url = new URL(
    await signer.presignPut(key, { contentType: 'image/jpeg', maxBytes: MAX_UPLOAD_BYTES, expiresIn: 60 }),
  );
  const chunk = Buffer.alloc(64 * 1024, 0x5a);
  const started = performance.now();
  return new Promise((resolve) => {
    let status: number | undefined;
    const done = (result: number | string) => resolve({ status: result, ms: performance.now() - started });
    const request = http.request(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', 'content-length': size },
    });
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      response.on('end', () => done(status!));
    });
    // A refused upload is answered early and the connection closed while the body is still being sent.
    request.on('error', (error: NodeJS.ErrnoException) =>
      done(status ?? `connection closed (${error.code})`),
    );
    let sent = 0;
    const pump = () => {
      while (sent < size && !request.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}

await upload('warmup.jpg', 1024 * 1024);
const rows: Array<Record<string, string | number>> = [];
let worst = 0;
for (let round = 1; round <= 3; round += 1) {
  const before = await ask<{ rss: number }>(child, 'reset');
  const result = await upload(`photo-${round}.jpg`, MAX_UPLOAD_BYTES);
  const after = await ask<{ rss: number; peak: number }>(child, 'peak');
  const increase = after.peak - before.rss;
  worst = Math.max(worst, increase);
  rows.push({
    round,
    status: result.status,
    'time (ms)': Math.round(result.ms),
    'MB/s': Number((MAX_UPLOAD_BYTES / 1024 / 1024 / (result.ms / 1000)).toFixed(0)),
    'server RSS before': mib(before.rss),
    'server RSS peak': mib(after.peak),
    'RSS increase': mib(increase),
  });
}
const oversize = await upload('too-big.jpg', MAX_UPLOAD_BYTES + 1);
child.send('exit');
await rm(dataDir, { recursive: true, force: true });

console.log(`30 MB (${MAX_UPLOAD_BYTES} bytes) PUT to local storage over HTTP, server in a child process`);
console.table(rows);
console.log(
  `oversize upload (limit + 1 byte): ${typeof oversize.status === 'number' ? `HTTP ${oversize.status}` : oversize.status}`,
);
console.log(
  `worst RSS increase ${mib(worst)} — target ≤ 64 MB: ${worst <= 64 * 1024 * 1024 ? 'PASS' : 'FAIL'}`,
);
if (worst > 64 * 1024 * 1024) process.exitCode = 1;
