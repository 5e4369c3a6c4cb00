// Benchmark: what a 256 MP PNG of a few KB costs, rendered as before the pixel limit versus refused at
// upload completion (and by the renderer) now; what a 67 KB GIF of 10000x10000 (within 100 MP) costs at
// completion, alone and eight at once; and what the completion's full decode adds to a normal 12 MP upload.
// Each case runs in its own process so its peak RSS is its own.
// Run: pnpm --filter @lense/api bench:image-limits [part of a case's name, to run only those]
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { createWatermarker, detectImageType, verifyStoredImage } from '../src/images/index.ts';
import { blackPng, gifDeclaring, watermarkPng } from '../src/images/test-images.ts';
import { LocalDiskStorage } from '../src/storage/index.ts';
import { mib, startRssSampler } from './rss-sampler.ts';

const bomb = () => blackPng(16_000, 16_000);
// The same size in colour: 0.8 MB at the best compression (a flat colour, 3 bytes a pixel).
const colourBomb = () =>
  sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#3a6ea5' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
// A flat colour as GIF: 67 KB that decodes to 100 MP (sharp takes a few seconds to write it, untimed).
const gifBomb = () =>
  sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#3a6ea5' } })
    .gif({ effort: 1, colours: 2, dither: 0 })
    .toBuffer();
const job = { sourceKey: 'source', watermarkKey: 'mark.png', top: 0, left: 0, height: 10, width: 10 };

/** The watermark render without a pixel limit, as it was before uploads were decoded at completion. */
async function oldRender(storage: LocalDiskStorage): Promise<string> {
  const source = await buffer(await storage.getStream('source'));
  const mark = await buffer(await storage.getStream('mark.png'));
  const meta = await sharp(source).metadata();
  const overlay = await sharp(mark).resize(1600, 1600).ensureAlpha().raw().toBuffer();
  await sharp(source, { sequentialRead: true })
    .autoOrient()
    .composite([{ input: overlay, raw: { width: 1600, height: 1600, channels: 4 }, top: 0, left: 0 }])
    .jpeg({ quality: 85, optimiseCoding: false })
    .toBuffer();
  return `${meta.width}x${meta.height} rendered (${Math.round(source.length / 1024)} KB file)`;
}

/** Each case stores its input first (untimed), then runs. */
const CASES: Record<
  string,
  { source: () => Promise<Buffer> | Buffer; run: (s: LocalDiskStorage) => Promise<string> }
> = {
  /** The renderer as it was: sharp's default limit (268 MP) lets 256 MP through, decoded on every view. */
  'old render, 256 MP 1-bit PNG': { source: bomb, run: (storage) => oldRender(storage) },
  'old render, 256 MP RGB PNG': { source: colourBomb, run: (storage) => oldRender(storage) },
  'completion now, 256 MP 1-bit PNG': {
    source: bomb,
    run: async (storage) => {
      const check = await verifyStoredImage(storage, 'source');
      return check.ok ? 'accepted' : `refused: ${check.reason}`;
    },
  },
  'completion now, 256 MP RGB PNG': {
    source: colourBomb,
    run: async (storage) => {
      const check = await verifyStoredImage(storage, 'source');
      return check.ok ? 'accepted' : `refused: ${check.reason}`;
    },
  },
  'render now, 256 MP 1-bit PNG': {
    source: bomb,
    run: (storage) =>
      createWatermarker()
        .render(storage, job)
        .then(
          () => 'rendered',
          (error: { status: number; message: string }) => `refused: ${error.status} ${error.message}`,
        ),
  },
  'completion, 67 KB 10000x10000 GIF': {
    source: gifBomb,
    run: async (storage) => {
      const check = await verifyStoredImage(storage, 'source');
      return check.ok ? 'accepted' : `refused: ${check.reason}`;
    },
  },
  'completion, 8 of that GIF at once': {
    source: gifBomb,
    run: async (storage) => {
      const checks = await Promise.all(
        Array.from({ length: 8 }, (_, i) => verifyStoredImage(storage, 'source', { holder: `guest-${i}` })),
      );
      return [...new Set(checks.map((check) => (check.ok ? 'accepted' : `refused: ${check.reason}`)))].join(
        ', ',
      );
    },
  },
  // What any file may cost however small: 24 MP (PIXELS_ALWAYS_ALLOWED) decoded from 43 bytes.
  'completion, 43 B GIF of 6000x4000': {
    source: () => gifDeclaring(6000, 4000),
    run: async (storage) => {
      const check = await verifyStoredImage(storage, 'source');
      return check.ok ? 'accepted' : `refused: ${check.reason}`;
    },
  },
  'completion now, 12 MP JPEG photo': {
    source: () =>
      sharp({
        create: {
          width: 4000,
          height: 3000,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 120, sigma: 60 },
        },
      })
        .blur(1.2)
        .jpeg({ quality: 90 })
        .toBuffer(),
    run: async (storage) => {
      const check = await verifyStoredImage(storage, 'source');
      return check.ok ? 'accepted' : `refused: ${check.reason}`;
    },
  },
};
type CaseName = string;

// A forked child (with an IPC channel) runs the case it is named; the parent runs those matching its argument.
const only = process.send ? (process.argv[2] as CaseName) : undefined;
if (only) {
  // Child: store the case's input, then time the case alone.
  const dir = await mkdtemp(path.join(tmpdir(), 'lense-bench-limits-'));
  const storage = new LocalDiskStorage({ dataDir: dir, secret: 's', publicBaseUrl: 'http://x' });
  const { source, run } = CASES[only]!;
  const bytes = await source();
  await storage.put('source', bytes, detectImageType(bytes) ?? 'application/octet-stream');
  await storage.put('mark.png', await watermarkPng(100, 100), 'image/png');
  const before = process.memoryUsage.rss();
  const rss = startRssSampler(2);
  const started = performance.now();
  const outcome = await run(storage);
  const ms = performance.now() - started;
  rss.stop();
  await rm(dir, { recursive: true, force: true });
  process.send?.({ name: only, outcome, ms, rssGrowth: rss.peak() - before });
} else {
  console.log(
    `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${sharp.concurrency()} threads`,
  );
  const wanted = process.argv[2] ?? '';
  for (const name of Object.keys(CASES).filter((name) => name.includes(wanted)) as CaseName[]) {
    const result = await new Promise<{ outcome: string; ms: number; rssGrowth: number }>(
      (resolve, reject) => {
        const child = fork(new URL(import.meta.url).pathname, [name], { execArgv: process.execArgv });
        child.once('message', (message) => resolve(message as never));
        child.once('error', reject);
      },
    );
    console.log(
      `${name.padEnd(34)} ${String(Math.round(result.ms)).padStart(6)} ms   peak RSS +${mib(result.rssGrowth).padStart(9)}   ${result.outcome}`,
    );
  }
}
