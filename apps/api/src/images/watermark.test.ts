import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../storage/index.ts';
import { detectImageType } from './detect-type.ts';
import { photo, watermarkPng } from './test-images.ts';
import { createWatermarker, type WatermarkJob } from './watermark.ts';

let dir: string;
let storage: LocalDiskStorage;
const job: WatermarkJob = {
  sourceKey: 'p.jpg',
  watermarkKey: 'w.png',
  top: 10,
  left: 20,
  height: 20,
  width: 25,
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lense-watermark-'));
  storage = new LocalDiskStorage({ dataDir: path.join(dir, 'data'), secret: 's', publicBaseUrl: 'http://x' });
  await storage.put('p.jpg', await photo(400, 300), 'image/jpeg');
  await storage.put('w.png', await watermarkPng(100, 100), 'image/png');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function pixel(jpeg: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe('createWatermarker', () => {
  it('composites the watermark inside the box given in percent, as a JPEG', async () => {
    const output = await createWatermarker().render(storage, job);
    expect(detectImageType(output)).toBe('image/jpeg');
    expect(await sharp(output).metadata()).toMatchObject({ width: 400, height: 300 });
    // Box: top 30, left 80, 100x60 px; the square mark is fitted (60x60) and centred: x 100-160.
    const [inside] = await pixel(output, 130, 60);
    const [outside] = await pixel(output, 90, 60);
    const [far] = await pixel(output, 300, 250);
    expect(inside).toBeGreaterThan(120);
    expect(outside).toBeLessThan(60);
    expect(far).toBeLessThan(60);
  });

  it('places the mark on the upright photo when the source carries an EXIF rotation', async () => {
    const rotated = await sharp(await photo(400, 300))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    await storage.put('r.jpg', rotated, 'image/jpeg');
    const output = await createWatermarker().render(storage, { ...job, sourceKey: 'r.jpg' });
    expect(await sharp(output).metadata()).toMatchObject({ width: 300, height: 400 });
  });

  it('serves a repeated job from the cache with identical bytes, also across restarts via the disk cache', async () => {
    const cacheDir = path.join(dir, 'cache');
    const watermarker = createWatermarker({ cacheDir });
    const first = await watermarker.render(storage, job);
    const second = await watermarker.render(storage, job);
    expect(Buffer.compare(first, second)).toBe(0);
    expect(watermarker.stats).toEqual({ hits: 1, renders: 1 });

    const restarted = createWatermarker({ cacheDir });
    expect(Buffer.compare(await restarted.render(storage, job), first)).toBe(0);
    expect(restarted.stats).toEqual({ hits: 1, renders: 0 });

    const moved = await watermarker.render(storage, { ...job, top: 11 });
    expect(Buffer.compare(moved, first)).not.toBe(0);
  });

  it('renders identical concurrent jobs once and bounds distinct ones by the concurrency', async () => {
    let loading = 0;
    let peak = 0;
    const counting = {
      async getStream(key: string) {
        loading += 1;
        peak = Math.max(peak, loading);
        await new Promise((resolve) => setTimeout(resolve, 10));
        loading -= 1;
        return storage.getStream(key);
      },
    };
    const watermarker = createWatermarker({ concurrency: 1 });
    await Promise.all([watermarker.render(counting, job), watermarker.render(counting, job)]);
    expect(watermarker.stats.renders).toBe(1);
    await Promise.all([1, 2, 3].map((top) => watermarker.render(counting, { ...job, top })));
    expect(watermarker.stats.renders).toBe(4);
    expect(peak).toBe(2); // one job at a time, loading its photo and its watermark together
  });

  it('rejects unknown keys with 404 and unreadable images with 422', async () => {
    const watermarker = createWatermarker();
    await expect(watermarker.render(storage, { ...job, sourceKey: 'nope.jpg' })).rejects.toMatchObject({
      status: 404,
      message: 'Source image not found',
    });
    await expect(watermarker.render(storage, { ...job, watermarkKey: 'nope.png' })).rejects.toMatchObject({
      status: 404,
      message: 'Watermark image not found',
    });
    await storage.put('t.jpg', Buffer.from('not an image'), 'image/jpeg');
    await expect(watermarker.render(storage, { ...job, sourceKey: 't.jpg' })).rejects.toMatchObject({
      status: 422,
    });
  });
});
