// Child process of watermark.ts: the watermark service alone (fresh process, so its RSS is its own).
import http from 'node:http';
import sharp from 'sharp';
import { createWatermarker } from '../src/images/index.ts';
import { buildWatermarkApp } from '../src/images/watermark-app.ts';
import { LocalDiskStorage } from '../src/storage/index.ts';
import { startRssSampler } from './rss-sampler.ts';
import { IN_FLIGHT, jobs, pool, quantiles } from './watermark-jobs.ts';

// Knobs for experiments: libvips threads per image, libvips operation cache.
if (process.env.BENCH_SHARP_THREADS) sharp.concurrency(Number(process.env.BENCH_SHARP_THREADS));
if (process.env.BENCH_SHARP_CACHE === 'off') sharp.cache(false);

const storage = new LocalDiskStorage({
  dataDir: process.env.BENCH_DATA_DIR!,
  secret: 's',
  publicBaseUrl: 'http://x',
});
const watermarker = createWatermarker({ concurrency: IN_FLIGHT, cacheSize: 64 * 1024 * 1024 });
const app = buildWatermarkApp({ storage, watermarker });
const serverTimes: number[] = [];
app.addHook('onResponse', async (_request, reply) => {
  serverTimes.push(reply.elapsedTime);
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const rssAtStart = process.memoryUsage.rss();
const rss = startRssSampler(5);

// node:http rather than fetch: the client shares this process and should cost as little as possible.
function post(job: (typeof jobs)[number], url = `${base}/watermark`, keep?: Buffer[]): Promise<number> {
  const payload = JSON.stringify({
    source_bucket_object_key: job.sourceKey,
    watermark_bucket_object_key: job.watermarkKey,
    watermark_position_top: job.top,
    watermark_position_left: job.left,
    watermark_size_height: job.height,
    watermark_size_width: job.width,
  });
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    request.on('response', (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        keep?.push(chunk);
      });
      response.on('end', () =>
        response.statusCode === 200 ? resolve(bytes) : reject(new Error(`HTTP ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
    request.end(payload);
  });
}

// Distinct jobs through the HTTP service, 2 in flight: every one is a render.
await post({ ...jobs[0]!, top: 50 }); // warm-up
const renderMs = await pool(jobs, IN_FLIGHT, (job) => post(job));
const renderPeak = rss.peak();

// The same job again and again: served from the cache.
serverTimes.length = 0;
const roundTrips: number[] = [];
let responseBytes = 0;
for (let i = 0; i < 30; i += 1) {
  const started = performance.now();
  responseBytes = await post(jobs[0]!);
  roundTrips.push(performance.now() - started);
}
const body: Buffer[] = [];
await post(jobs[0]!, `${base}/watermark`, body);
await app.close();

// The floor of that round trip on this machine: a bare node:http server answering the very same bytes from
// memory to the same client, i.e. what moving the body through loopback costs whatever the service does.
const bytes = Buffer.concat(body);
const bare = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': bytes.length,
    });
    response.end(bytes);
  });
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;
const bareTrips: number[] = [];
for (let i = 0; i < 30; i += 1) {
  const started = performance.now();
  await post(jobs[0]!, bareUrl);
  bareTrips.push(performance.now() - started);
}
await new Promise((resolve) => bare.close(resolve));
process.send?.(
  {
    renderMs,
    rssAtStart,
    renderPeak,
    peak: rss.peak(),
    renders: watermarker.stats.renders,
    responseBytes,
    roundTrip: quantiles(roundTrips),
    bareRoundTrip: quantiles(bareTrips),
    inServer: quantiles(serverTimes),
  },
  () => process.exit(0),
);
