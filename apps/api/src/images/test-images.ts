import sharp from 'sharp';

/** A solid-colour JPEG photo for tests. */
export function photo(width: number, height: number, colour = { r: 40, g: 90, b: 160 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A half-transparent white PNG watermark for tests. */
export function watermarkPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0.5 } } })
    .png()
    .toBuffer();
}
