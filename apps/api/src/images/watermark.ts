import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { type ObjectStorage, StorageNotFoundError } from '../storage/index.ts';
import { WatermarkError } from './errors.ts';
import { placementToPixels, type WatermarkPlacement } from './geometry.ts';
import { MAX_IMAGE_PIXELS } from './limits.ts';
import { ByteLruCache } from './lru-cache.ts';
import { ResultCache } from './result-cache.ts';
import { createSemaphore } from './semaphore.ts';

/**
 * One watermarking job. Position and size are percentages of the source image's upright dimensions
 * (see {@link WatermarkPlacement}): `top`/`left` place the box's top-left corner, `height`/`width` size it.
 * The watermark is scaled to fit inside the box keeping its aspect ratio, centred, never distorted.
 */
export interface WatermarkJob extends WatermarkPlacement {
  /** Storage key of the photo. */
  sourceKey: string;
  /** Storage key of the watermark image (PNG with transparency works best). */
  watermarkKey: string;
}

/** Settings of {@link createWatermarker}. */
export interface WatermarkerOptions {
  /** Renders running at once (each holds a decoded photo: ~36 MB for 12 MP); default 2. */
  concurrency?: number;
  /**
   * Memory budget of the result cache (JPEG bytes); default 64 MB. `watermarkRoutes` keeps each cached
   * result's encoded response beside it, so plan for about 2.3 times this.
   */
  cacheSize?: number;
  /** Directory of a persistent result cache; none by default. */
  cacheDir?: string;
  /** JPEG quality of the output; default 85. */
  quality?: number;
}

/** Counters of a {@link Watermarker}. */
export interface WatermarkerStats {
  /** Requests served from the cache (memory or disk). */
  hits: number;
  /** Renders performed. */
  renders: number;
}

/** Composites watermarks onto stored photos, with bounded concurrency and cached results. */
export interface Watermarker {
  /** The watermarked photo as JPEG bytes; rejects with `WatermarkError` (404 missing, 422 unreadable). */
  render(storage: Pick<ObjectStorage, 'getStream'>, job: WatermarkJob): Promise<Uint8Array>;
  /** Live counters. */
  readonly stats: WatermarkerStats;
}

/**
 * The cache key of a job. Object keys are treated as immutable (uploads get fresh keys), so a key's
 * result never goes stale.
 */
export function watermarkCacheKey(job: WatermarkJob, quality: number): string {
  const parts = [job.sourceKey, job.watermarkKey, job.top, job.left, job.height, job.width, quality];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

async function load(storage: Pick<ObjectStorage, 'getStream'>, key: string, what: string): Promise<Buffer> {
  try {
    return await buffer(await storage.getStream(key));
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw new WatermarkError(`${what} not found`, 404);
    throw error;
  }
}

/** Memory for resized watermarks (raw RGBA, ~2 MB for a 1200x450 box). */
const OVERLAY_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Composites `mark`, fitted into the job's box, onto `source` and encodes a JPEG. Tuned for 12 MP photos:
 * - the resized watermark is kept as raw pixels (no PNG encode and decode per job) and reused for every
 *   photo of the same size with the same watermark;
 * - an upright photo is read sequentially, so libvips streams decode, composite and encode in strips
 *   instead of decoding the whole photo first (faster and about half the memory);
 * - Huffman tables are not optimised: that second pass over the coefficients cost as much as a third of
 *   the render for about 2 % more bytes.
 */
async function composite(
  source: Buffer,
  mark: Buffer,
  job: WatermarkJob,
  quality: number,
  overlays: ByteLruCache,
): Promise<Buffer> {
  try {
    const meta = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw new Error('too many pixels');
    const { width, height } = meta.autoOrient;
    const box = placementToPixels(job, width, height);
    const overlayKey = `${job.watermarkKey}\u0000${box.width}x${box.height}`;
    let overlay = overlays.get(overlayKey);
    if (!overlay) {
      overlay = await sharp(mark, { limitInputPixels: MAX_IMAGE_PIXELS })
        .autoOrient()
        .resize(box.width, box.height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .ensureAlpha()
        .raw()
        .toBuffer();
      overlays.set(overlayKey, overlay);
    }
    const upright = !meta.orientation || meta.orientation === 1;
    let image = sharp(source, { sequentialRead: upright, limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
    if (meta.hasAlpha) image = image.flatten({ background: '#ffffff' });
    return await image
      .composite([
        {
          input: Buffer.from(overlay.buffer, overlay.byteOffset, overlay.byteLength),
          raw: { width: box.width, height: box.height, channels: 4 },
          top: box.top,
          left: box.left,
        },
      ])
      .jpeg({ quality, optimiseCoding: false })
      .toBuffer();
  } catch {
    throw new WatermarkError('Unsupported image', 422);
  }
}

/**
 * Creates a {@link Watermarker} using sharp. Identical concurrent jobs share one render; finished results
 * are kept in a memory LRU (and on disk when `cacheDir` is set), so a repeated request costs no decoding.
 */
export function createWatermarker(options: WatermarkerOptions = {}): Watermarker {
  const quality = options.quality ?? 85;
  const semaphore = createSemaphore(options.concurrency ?? 2);
  const cache = new ResultCache({
    memoryBytes: options.cacheSize ?? 64 * 1024 * 1024,
    dir: options.cacheDir,
  });
  const overlays = new ByteLruCache(OVERLAY_CACHE_BYTES);
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const stats: WatermarkerStats = { hits: 0, renders: 0 };

  async function renderUncached(storage: Pick<ObjectStorage, 'getStream'>, job: WatermarkJob, hash: string) {
    return semaphore.run(async () => {
      const [source, mark] = await Promise.all([
        load(storage, job.sourceKey, 'Source image'),
        load(storage, job.watermarkKey, 'Watermark image'),
      ]);
      const output = await composite(source, mark, job, quality, overlays);
      stats.renders += 1;
      await cache.set(hash, output);
      return output;
    });
  }

  return {
    stats,
    async render(storage, job) {
      const hash = watermarkCacheKey(job, quality);
      const cached = await cache.get(hash);
      if (cached) {
        stats.hits += 1;
        return cached;
      }
      const pending = inFlight.get(hash);
      if (pending) return pending;
      const rendering = renderUncached(storage, job, hash).finally(() => inFlight.delete(hash));
      inFlight.set(hash, rendering);
      return rendering;
    },
  };
}
