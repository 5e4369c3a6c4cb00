import sharp from 'sharp';
import { thumbHashToRGBA } from 'thumbhash';

/**
 * A photo's placeholder (a ThumbHash, base64, as the API already gives it to everyone) drawn as a small
 * PNG: a blur of the photo's colours, never its detail.
 */
export async function placeholderPng(placeholder: string): Promise<Buffer> {
  const { w, h, rgba } = thumbHashToRGBA(Buffer.from(placeholder, 'base64'));
  return sharp(Buffer.from(rgba), { raw: { width: w, height: h, channels: 4 } })
    .png()
    .toBuffer();
}
