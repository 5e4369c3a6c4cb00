// Benchmark: the watermark service on a 4000x3000 JPEG beside ImageMagick, the cached repeat, peak RSS.
// Run: pnpm --filter @lense/api bench:watermark
import { execFile, fork } from 'node:child_process';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { placementToPixels } from '../src/images/index.ts';
import { LocalDiskStorage } from '../src/storage/index.ts';
import { mib } from './rss-sampler.ts';
import { HEIGHT, IN_FLIGHT, JOBS, jobs, pool, WIDTH } from './watermark-jobs.ts';

const run = promisify(execFile);
const dir = await mkdtemp(path.join(tmpdir(), 'lense-bench-watermark-'));
const dataDir = path.join(dir, 'data');
const storage = new LocalDiskStorage({ dataDir, secret: 's', publicBaseUrl: 'http://x' });

// A photo-like source: smoothed noise compresses like a real 12 MP photo (a few MB).
const source = await sharp({
  create: {
    width: WIDTH,
    height: HEIGHT,
    channels: 3,
    background: '#000',
    noise: { type: 'gaussian', mean: 120, sigma: 60 },
  },
})
  .blur(1.2)
  .jpeg({ quality: 90 })
  .toBuffer();
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
  <rect width="1200" height="400" rx="40" fill="rgba(0,0,0,0.35)"/>
  <text x="600" y="260" font-size="200" font-family="sans-serif" fill="rgba(255,255,255,0.8)" text-anchor="middle">LENSE</text>
</svg>`;
const mark = await sharp(Buffer.from(svg)).png().toBuffer();
await storage.put('photo.jpg', source, 'image/jpeg');
await storage.put('mark.png', mark, 'image/png');
const sourceFile = path.join(dir, 'photo.jpg');
const markFile = path.join(dir, 'mark.png');
await writeFile(sourceFile, source);
await writeFile(markFile, mark);

interface WorkerResult {
  renderMs: number;
  rssAtStart: number;
  renderPeak: number;
  peak: number;
  renders: number;
  responseBytes: number;
  roundTrip: { median: number; p95: number };
  bareRoundTrip: { median: number; p95: number };
  inServer: { median: number; p95: number };
}

// The service in its own process, so its RSS is not mixed with the image generation above.
const worker = fork(path.join(import.meta.dirname, 'watermark-worker.ts'), {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, BENCH_DATA_DIR: dataDir },
});
process.once('exit', () => worker.kill());
const result = await new Promise<WorkerResult>((resolve, reject) => {
  worker.once('message', (message) => resolve(message as WorkerResult));
  worker.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
});

let magickMs = 0;
const rate = (ms: number) => `${((JOBS / ms) * 1000).toFixed(2)} images/s`;
const rows: Array<Record<string, string>> = [
  {
    engine: 'sharp service (HTTP, base64 JSON)',
    'in flight': `${IN_FLIGHT} requests`,
    throughput: rate(result.renderMs),
    'per image': `${(result.renderMs / JOBS).toFixed(0)} ms`,
    'peak RSS': `${mib(result.renderPeak)} (idle ${mib(result.rssAtStart)})`,
  },
];

// ImageMagick 6 on the same jobs, 2 processes at a time, file to file.
const composite = '/usr/bin/composite';
if (
  await access(composite).then(
    () => true,
    () => false,
  )
) {
  magickMs = await pool(jobs, IN_FLIGHT, (job, i) => {
    const box = placementToPixels(job, WIDTH, HEIGHT);
    const geometry = `${box.width}x${box.height}+${box.left}+${box.top}`;
    return run(composite, [
      '-geometry',
      geometry,
      markFile,
      sourceFile,
      '-quality',
      '85',
      path.join(dir, `m${i}.jpg`),
    ]);
  });
  rows.push({
    engine: 'ImageMagick 6 composite (files)',
    'in flight': `${IN_FLIGHT} processes`,
    throughput: rate(magickMs),
    'per image': `${(magickMs / JOBS).toFixed(0)} ms`,
    'peak RSS': 'n/a (separate processes)',
  });
} else {
  console.log(`ImageMagick skipped: ${composite} is missing (apt-get install -y imagemagick)`);
}
rows.push(
  {
    engine: 'cached repeat, round trip',
    'in flight': '1 request',
    throughput: `median ${result.roundTrip.median.toFixed(1)} ms`,
    'per image': `p95 ${result.roundTrip.p95.toFixed(1)} ms`,
    'peak RSS': `${mib(result.responseBytes)} response`,
  },
  {
    engine: 'same bytes from bare node:http',
    'in flight': '1 request',
    throughput: `median ${result.bareRoundTrip.median.toFixed(1)} ms`,
    'per image': `p95 ${result.bareRoundTrip.p95.toFixed(1)} ms`,
    'peak RSS': 'floor of the round trip',
  },
  {
    engine: 'cached repeat, in server',
    'in flight': '1 request',
    throughput: `median ${result.inServer.median.toFixed(1)} ms`,
    'per image': `p95 ${result.inServer.p95.toFixed(1)} ms`,
    'peak RSS': `service peak ${mib(result.peak)}`,
  },
);
await rm(dir, { recursive: true, force: true });

console.log(
  `${JOBS} distinct jobs on a ${mib(source.length)} ${WIDTH}x${HEIGHT} JPEG, 1200x400 PNG watermark, JPEG q85 out`,
);
console.table(rows);
const verdict = (ms: number) => (ms <= 10 ? 'PASS' : 'FAIL');
console.log(
  `cached repeat median: round trip ${result.roundTrip.median.toFixed(1)} ms (${verdict(result.roundTrip.median)}), ` +
    `in server ${result.inServer.median.toFixed(1)} ms (${verdict(result.inServer.median)}) — target ≤ 10 ms`,
);
if (magickMs > 0)
  console.log(
    `sharp service vs ImageMagick throughput: ${(magickMs / result.renderMs).toFixed(2)}x — target ≥ 1.5x`,
  );
console.log(`renders performed: ${result.renders} (expected ${JOBS + 1}: every job once plus the warm-up)`);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )} on ${availableParallelism()} cores; MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? 'unset'}`,
);
