import sharp, { type OutputInfo } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { placementToPixels, type WatermarkPlacement } from './geometry.ts';
import { MAX_IMAGE_PIXELS } from './limits.ts';

/**
 * Box each derived image fits in, width by height. Grid tiles are as wide as their column whatever the
 * photo's shape, so the thumbnail (a column on an ordinary screen) and the medium image (on a phone's or a
 * dense screen) are bound by width, up to four times as tall; the preview (the viewer) by its longer side.
 */
export const THUMB_BOX = { width: 400, height: 1600 } as const;
export const MEDIUM_BOX = { width: 800, height: 3200 } as const;
export const PREVIEW_BOX = { width: 1600, height: 1600 } as const;
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
  medium: Buffer;
  preview: Buffer;
  /** The same three with the space's watermark, when it has one. */
  marked: { thumb: Buffer; medium: Buffer; preview: Buffer } | null;
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

const shrink = (raw: Raw, box: { width: number; height: number }): Promise<Raw> =>
  fromRaw(raw)
    .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });

/**
 * Encodes the three sizes from the preview's pixels, each smaller one shrunk from the one above it. The
 * preview's encode is the largest: effort 1 costs about 12 % more bytes than 2 and saves a quarter of its
 * time (bench/derivatives.ts).
 */
async function encode(raw: Raw) {
  const medium = await shrink(raw, MEDIUM_BOX);
  return {
    preview: await fromRaw(raw).webp({ quality: 80, effort: 1 }).toBuffer(),
    medium: await fromRaw(medium).webp({ quality: 75, effort: 2 }).toBuffer(),
    thumb: await fromRaw(await shrink(medium, THUMB_BOX))
      .webp({ quality: 75, effort: 2 })
      .toBuffer(),
  };
}

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
    .resize(PREVIEW_BOX.width, PREVIEW_BOX.height, { fit: 'inside', withoutEnlargement: true });
  if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
  const raw = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const [clean, placeholder, marked] = await Promise.all([
    encode(raw),
    placeholderOf(raw),
    watermark ? watermarked(raw, watermark).then(encode) : null,
  ]);
  return { width, height, placeholder, ...clean, marked };
}
