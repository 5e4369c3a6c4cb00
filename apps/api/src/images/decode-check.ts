import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './limits.ts';
import { createSemaphore } from './semaphore.ts';

/** Why an image's bytes cannot be used. */
export type DecodeFailure = 'too_many_pixels' | 'undecodable';

// Each check holds a decoded image in memory for a moment: two at a time, whatever the upload rate.
const decoding = createSemaphore(2);

/**
 * Decodes an image completely under the pixel limit: its header must declare at most `MAX_IMAGE_PIXELS`
 * and every byte of its data must decode (a truncated or corrupt file fails here, not on every later view).
 * The pixels go to an 8x8 thumbnail, so JPEGs shrink on load and the check stays cheap.
 */
export async function checkDecodes(bytes: Buffer): Promise<DecodeFailure | null> {
  return decoding.run(async () => {
    let pixels: number;
    try {
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      pixels = (meta.width ?? 0) * (meta.height ?? 0);
    } catch {
      return 'undecodable';
    }
    if (pixels === 0) return 'undecodable';
    if (pixels > MAX_IMAGE_PIXELS) return 'too_many_pixels';
    try {
      await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .resize(8, 8, { fit: 'inside' })
        .raw()
        .toBuffer();
      return null;
    } catch {
      return 'undecodable';
    }
  });
}
