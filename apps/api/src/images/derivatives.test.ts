import sharp from 'sharp';
import { thumbHashToRGBA } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { deriveImages } from './derivatives.ts';
import { watermarkPng } from './test-images.ts';

/** A camera-like JPEG: stored sideways with an EXIF orientation, a location and a camera name. */
const cameraPhoto = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#3366aa',
      noise: { type: 'gaussian', mean: 90, sigma: 30 },
    },
  })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 12', ImageDescription: 'At home, 51.5N 0.1W' } })
    .jpeg()
    .toBuffer();

describe('derived images', () => {
  it('are upright WebP at the thumbnail, medium and preview sizes, with the original upright size', async () => {
    // Stored 2400x1800 with orientation 6: upright it is a 1800x2400 portrait.
    const derived = await deriveImages(await cameraPhoto(2400, 1800), null);
    expect({ width: derived.width, height: derived.height }).toEqual({ width: 1800, height: 2400 });
    const thumb = await sharp(derived.thumb).metadata();
    const medium = await sharp(derived.medium).metadata();
    const preview = await sharp(derived.preview).metadata();
    // Tiles are as wide as their column: thumbnail and medium image are bound by width, the preview by its
    // longer side.
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 534]);
    expect([medium.format, medium.width, medium.height]).toEqual(['webp', 800, 1067]);
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 1200, 1600]);
    expect(derived.marked).toBeNull();
  });

  it('carry no metadata of the original (no EXIF, so no location or camera)', async () => {
    const source = await cameraPhoto(800, 600);
    expect(source.includes(Buffer.from('PhoneCo'))).toBe(true);
    const derived = await deriveImages(source, null);
    for (const bytes of [derived.thumb, derived.medium, derived.preview]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
      expect(bytes.includes(Buffer.from('51.5N'))).toBe(false);
    }
  });

  it('never enlarge a small photo', async () => {
    const small = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const derived = await deriveImages(small, null);
    expect((await sharp(derived.preview).metadata()).width).toBe(320);
    expect((await sharp(derived.thumb).metadata()).width).toBe(320);
  });

  it('put the watermark on the marked pair only, in its box', async () => {
    const source = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const derived = await deriveImages(source, {
      image: await watermarkPng(100, 100),
      top: 50,
      left: 50,
      height: 50,
      width: 50,
    });
    const pixel = async (bytes: Buffer, x: number, y: number) => {
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      return data[(y * info.width + x) * info.channels]!;
    };
    expect(derived.marked).not.toBeNull();
    // Inside the bottom-right box the half-transparent white mark lightens the black photo; outside it does not.
    expect(await pixel(derived.marked!.preview, 750, 750)).toBeGreaterThan(100);
    expect(await pixel(derived.marked!.preview, 250, 250)).toBeLessThan(20);
    expect(await pixel(derived.marked!.thumb, 300, 300)).toBeGreaterThan(100);
    expect(await pixel(derived.preview, 750, 750)).toBeLessThan(20);
  });

  it('have a placeholder that decodes to the photo’s colours and proportions', async () => {
    const red = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#d02020' } })
      .jpeg()
      .toBuffer();
    const derived = await deriveImages(red, null);
    expect(derived.placeholder.length).toBeLessThan(40);
    const decoded = thumbHashToRGBA(Buffer.from(derived.placeholder, 'base64'));
    expect(decoded.w).toBeGreaterThan(decoded.h);
    expect(decoded.rgba[0]).toBeGreaterThan(150);
    expect(decoded.rgba[2]).toBeLessThan(90);
  });
});
