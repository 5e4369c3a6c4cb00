// Benchmark: the watermark service on a 4000x3000 JPEG beside ImageMagick, the cached repeat, peak RSS.
// Run: pnpm --filter @lense/api bench:watermark
import { execFile } from 'node:child_process';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { createWatermarker, placementToPixels, type WatermarkJob } from '../src/images';
import { buildWatermarkApp } from '../src/images/watermark-app';
import { LocalDiskStorage } from '../src/storage';
import { mib, startRssSampler } from './rss-sampler';

const WIDTH = 4000;
const HEIGHT = 3000;
const JOBS = 20;
const IN_FLIGHT = 2;
const run = promisify(execFile);

const dir = await mkdtemp(path.join(tmpdir(), 'lense-bench-watermark-'));
const storage = new LocalDiskStorage({
  dataDir: path.join(dir, 'data'),
  secret: 's',
  publicBaseUrl: 'http://x',
});

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
  <rect x="0" y="0" width="1200" height="400" rx="40" fill="rgba(0,0,0,0.35)"/>
  <text x="600" y="260" font-size="200" font-family="sans-serif" fill="rgba(255,255,255,0.8)" text-anchor="middle">LENSE</text>
</svg>`;
const mark = await sharp(Buffer.from(svg)).png().toBuffer();
await storage.put('photo.jpg', source, 'image/jpeg');
await storage.put('mark.png', mark, 'image/png');
const sourceFile = path.join(dir, 'photo.jpg');
const markFile = path.join(dir, 'mark.png');
await writeFile(sourceFile, source);
await writeFile(markFile, mark);

const jobs: WatermarkJob[] = Array.from({ length: JOBS }, (_, i) => ({
  sourceKey: 'photo.jpg',
  watermarkKey: 'mark.png',
  top: 5 + i,
  left: 5 + i,
  height: 15,
  width: 30,
}));

async function pool<T>(items: T[], width: number, work: (item: T, index: number) => Promise<unknown>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
  return performance.now() - started;
}

const rss = startRssSampler(5);
const rows: Array<Record<string, string>> = [];
const rate = (ms: number) => `${((JOBS / ms) * 1000).toFixed(2)} images/s`;

// sharp, in process, bounded to 2 renders at once, every job distinct (no cache hits).
const watermarker = createWatermarker({ concurrency: IN_FLIGHT, cacheSize: 128 * 1024 * 1024 });
await watermarker.render(storage, { ...jobs[0]!, top: 50 }); // warm-up
rss.reset();
const sharpMs = await pool(jobs, IN_FLIGHT, (job) => watermarker.render(storage, job));
const sharpPeak = rss.peak();
rows.push({
  engine: 'sharp (in process)',
  jobs: `${JOBS} × ${WIDTH}x${HEIGHT}`,
  'in flight': `${IN_FLIGHT}`,
  throughput: rate(sharpMs),
  'per image': `${(sharpMs / JOBS).toFixed(0)} ms`,
  'peak RSS': mib(sharpPeak),
});

// ImageMagick 6 on the same jobs, 2 processes at a time.
const composite = '/usr/bin/composite';
const hasImageMagick = await access(composite).then(
  () => true,
  () => false,
);
if (hasImageMagick) {
  const magickMs = await pool(jobs, IN_FLIGHT, (job, i) => {
    const box = placementToPixels(job, WIDTH, HEIGHT);
    const geometry = `${box.width}x${box.height}+${box.left}+${box.top}`;
    const out = path.join(dir, `magick-${i}.jpg`);
    return run(composite, ['-geometry', geometry, markFile, sourceFile, '-quality', '85', out]);
  });
  rows.push({
    engine: 'ImageMagick composite',
    jobs: `${JOBS} × ${WIDTH}x${HEIGHT}`,
    'in flight': `${IN_FLIGHT} processes`,
    throughput: rate(magickMs),
    'per image': `${(magickMs / JOBS).toFixed(0)} ms`,
    'peak RSS': 'n/a (separate processes)',
  });
} else {
  console.log(`ImageMagick skipped: ${composite} is not installed (apt-get install -y imagemagick)`);
}

// The repeated request over HTTP: served from the cache (base64 JSON of a multi-MB JPEG).
const app = buildWatermarkApp({ storage, watermarker });
const serverTimes: number[] = [];
app.addHook('onResponse', async (_request, reply) => {
  serverTimes.push(reply.elapsedTime);
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const body = JSON.stringify({
  source_bucket_object_key: 'photo.jpg',
  watermark_bucket_object_key: 'mark.png',
  watermark_position_top: jobs[0]!.top,
  watermark_position_left: jobs[0]!.left,
  watermark_size_height: jobs[0]!.height,
  watermark_size_width: jobs[0]!.width,
});
// node:http rather than fetch: the client shares this process and should cost as little as possible.
function post(url: string, payload: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json' } });
    request.on('response', (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    });
    request.on('error', reject);
    request.end(payload);
  });
}
const timings: number[] = [];
let size = 0;
for (let i = 0; i < 30; i += 1) {
  const started = performance.now();
  size = await post(`${base}/watermark`, body);
  timings.push(performance.now() - started);
}
await app.close();
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * q)]!;
const median = quantile(timings, 0.5);
const serverMedian = quantile(serverTimes, 0.5);
rows.push({
  engine: 'cached repeat, round trip',
  jobs: '30 requests',
  'in flight': '1',
  throughput: `median ${median.toFixed(1)} ms`,
  'per image': `p95 ${quantile(timings, 0.95).toFixed(1)} ms`,
  'peak RSS': `${mib(size)} response`,
});
rows.push({
  engine: 'cached repeat, in server',
  jobs: '30 requests',
  'in flight': '1',
  throughput: `median ${serverMedian.toFixed(1)} ms`,
  'per image': `p95 ${quantile(serverTimes, 0.95).toFixed(1)} ms`,
  'peak RSS': '',
});

rss.stop();
await rm(dir, { recursive: true, force: true });
console.log(`source ${mib(source.length)} JPEG ${WIDTH}x${HEIGHT}, watermark PNG 1200x400, output JPEG q85`);
console.table(rows);
console.log(`process peak RSS over the whole run: ${mib(process.resourceUsage().maxRSS * 1024)}`);
const verdict = (ms: number) => (ms <= 10 ? 'PASS' : 'FAIL');
console.log(
  `cached repeat median: round trip ${median.toFixed(1)} ms (${verdict(median)}), in server ${serverMedian.toFixed(1)} ms (${verdict(serverMedian)}) — target ≤ 10 ms`,
);
console.log(
  `load average during the run: ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${(await import('node:os')).availableParallelism()} cores`,
);
