// Benchmark: every derived image of a 12 MP camera JPEG (WebP preview 1600 px, medium 800 px and thumbnail
// 400 px wide, the thumbhash placeholder, and the watermarked three), made by sharp as the upload job makes
// them, side by side with ImageMagick making the same images (without the placeholder) in the same run. Both use one core:
// sharp with one libvips thread (and UV_THREADPOOL_SIZE=1), ImageMagick with `-limit thread 1`.
// Run: pnpm bench derivatives [--runs N]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { demoPhotoMaker } from '../src/demo/demo-photos.ts';
import { deriveImages } from '../src/images/derivatives.ts';
import { watermarkPng } from '../src/images/test-images.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
sharp.concurrency(1);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

const photo = await demoPhotoMaker('camera')(['reception'], 1);
const mark = await watermarkPng(600, 200);
const meta = await sharp(photo).metadata();
console.log(
  `source: ${meta.width}x${meta.height} JPEG, ${(photo.length / 1e6).toFixed(1)} MB; ${runs} runs each`,
);

/** CPU time (user + system) and wall time of `task`, in ms. */
async function measure(task: () => Promise<unknown> | unknown) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await task();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - start };
}

const placement = { top: 75, left: 65, height: 20, width: 30 };
const sharpCases = {
  'sharp, plain (3 sizes, placeholder)': () => deriveImages(photo, null),
  'sharp, watermarked space (+ marked pair)': () => deriveImages(photo, { image: mark, ...placement }),
};
await deriveImages(photo, null); // warm-up: libvips loads its codecs once
const results: Record<string, { cpu: number; wall: number }> = {};
for (const [name, task] of Object.entries(sharpCases)) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await measure(task));
  results[name] = { cpu: median(samples.map((s) => s.cpu)), wall: median(samples.map((s) => s.wall)) };
}

// ImageMagick, the same outputs: preview from the original, thumbnail from the preview, metadata stripped;
// the watermarked pair composites the mark on the preview.
const magick = spawnSync('convert', ['-version'], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'lense-derivatives-'));
try {
  if (magick.status === 0 && magick.stdout.includes('ImageMagick')) {
    writeFileSync(join(dir, 'in.jpg'), photo);
    writeFileSync(join(dir, 'mark.png'), mark);
    const convert = (...args: string[]) =>
      execFileSync('convert', ['-limit', 'thread', '1', ...args], { cwd: dir });
    const plain = () => {
      convert('in.jpg', '-auto-orient', '-resize', '1600x1600>', '-strip', '-quality', '80', 'preview.webp');
      convert('preview.webp', '-resize', '800x3200>', '-quality', '75', 'medium.webp');
      convert('medium.webp', '-resize', '400x1600>', '-quality', '75', 'thumb.webp');
    };
    const marked = () => {
      plain();
      convert(
        'preview.webp',
        '(',
        'mark.png',
        '-resize',
        '480x240',
        ')',
        '-gravity',
        'southeast',
        '-geometry',
        '+0+80',
        '-composite',
        '-quality',
        '80',
        'marked-preview.webp',
      );
      convert('marked-preview.webp', '-resize', '800x3200>', '-quality', '75', 'marked-medium.webp');
      convert('marked-medium.webp', '-resize', '400x1600>', '-quality', '75', 'marked-thumb.webp');
    };
    // A child process's CPU time is what the wall clock shows for a single-threaded convert.
    for (const [name, task] of [
      ['ImageMagick, plain (3 sizes)', plain],
      ['ImageMagick, watermarked space (+ marked pair)', marked],
    ] as const) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(task));
      const wall = median(samples.map((s) => s.wall));
      results[name] = { cpu: wall, wall };
    }
  } else {
    console.log('ImageMagick is not installed (apt-get install imagemagick): sharp only.');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log('\ncase                                               median CPU   median wall');
for (const [name, r] of Object.entries(results))
  console.log(`${name.padEnd(50)} ${ms(r.cpu).padStart(10)} ${ms(r.wall).padStart(13)}`);
const sharpMarked = results['sharp, watermarked space (+ marked pair)']!;
const magickMarked = results['ImageMagick, watermarked space (+ marked pair)'];
console.log(
  `\nbudget: all derivatives of a 12 MP JPEG within 250 ms of one core: ${sharpMarked.cpu <= 250 ? 'met' : 'MISSED'} (${ms(sharpMarked.cpu)})`,
);
if (magickMarked)
  console.log(
    `sharp is ${(magickMarked.wall / sharpMarked.wall).toFixed(1)}x faster than ImageMagick (wall, watermarked space)`,
  );
if (sharpMarked.cpu > 250) process.exitCode = 1;
