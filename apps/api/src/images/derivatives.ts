import sharp, { type OutputInfo } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { placementToPixels, type WatermarkPlacement } from './geometry.ts';
import { MAX_IMAGE_PIXELS } from './limits.ts';

/** Longest side of the thumbnail (grid tiles). */
export const THUMB_SIZE = 400;
/** Longest side of the preview (the photo viewer). */
export const PREVIEW_SIZE = 1600;
/** Longest side of the image a thumbhash is computed from (its limit is 100). */
const PLACEHOLDER_SIZE = 100;

/** The derived images of one photo; every one is WebP without metadata (no EXIF, no GPS). */
export interface DerivedImages {
  /** Upright size of the original, EXIF orientation applied. */
  width: number;
  height: number;
  /** Thumbhash of the photo, base64 (about 30 characters). */
  placeholder: string;
  thumb: Buffer;
  preview: Buffer;
  /** The same two with the space's watermark, when it has one. */
  marked: { thumb: Buffer; preview: Buffer } | null;
}

/** A watermark to put on the marked derivatives. */
export interface WatermarkSource extends WatermarkPlacement {
  image: Buffer;
}

interface Raw {
  data: Buffer;
  info: OutputInfo;
}

const fromRaw = ({ data, info }: Raw) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

// Encoder effort: the preview's is the largest encode; effort 1 costs about 12 % more bytes than 2 and
// saves a quarter of its time (bench/derivatives.ts).
const encode = async (raw: Raw) => ({
  preview: await fromRaw(raw).webp({ quality: 80, effort: 1 }).toBuffer(),
  thumb: await fromRaw(raw)
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75, effort: 2 })
    .toBuffer(),
});

async function placeholderOf(raw: Raw): Promise<string> {
  const small = await fromRaw(raw)
    .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(small.info.width, small.info.height, small.data)).toString('base64');
}

async function watermarked(raw: Raw, mark: WatermarkSource): Promise<Raw> {
  const box = placementToPixels(mark, raw.info.width, raw.info.height);
  // Raw pixels, not an encoded PNG: the overlay goes straight into the composite.
  const overlay = await sharp(mark.image, { limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize(box.width, box.height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return fromRaw(raw)
    .composite([
      {
        input: overlay,
        raw: { width: box.width, height: box.height, channels: 4 },
        top: box.top,
        left: box.left,
      },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * Makes a photo's derived images: the original is decoded once, upright and shrunk to the preview's size
 * (JPEGs shrink while decoding), and every output comes from those pixels. Nothing of the original's
 * metadata survives. Rejects when the bytes do not decode within the pixel limit.
 */
export async function deriveImages(
  source: Buffer,
  watermark: WatermarkSource | null,
): Promise<DerivedImages> {
  const meta = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const { width, height } = meta.autoOrient;
  let pipeline = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true });
  if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
  const raw = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const [clean, placeholder, marked] = await Promise.all([
    encode(raw),
    placeholderOf(raw),
    watermark ? watermarked(raw, watermark).then(encode) : null,
  ]);
  return { width, height, placeholder, ...clean, marked };
}
