import { crc32, deflateSync } from 'node:zlib';
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

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A few hundred bytes of PNG whose header declares `width` x `height` greyscale pixels (one row of data
 * follows): the shape of a decompression bomb, without the cost of making a real one.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A complete, valid PNG of `width` x `height` black pixels at 1 bit each: a 16000x16000 one is about 31 KB on
 * disk and 256 MP once decoded (what a decompression bomb costs a server that decodes it).
 */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8))); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * About 30 bytes a frame of GIF whose frames each declare `width` x `height` pixels (two colours, the data of
 * one pixel): a decoder fills the rest, so a 10000x10000 one decodes to 100 MP. Several frames make an
 * animation.
 */
export function gifDeclaring(width: number, height: number, frames = 1): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16LE(width, 0);
  size.writeUInt16LE(height, 2);
  const screen = Buffer.concat([Buffer.from('GIF89a', 'latin1'), size, Buffer.from([0x80, 0, 0])]);
  const palette = Buffer.from([0, 0, 0, 255, 255, 255]);
  // Each frame: its place and size, no palette of its own, then LZW codes (clear, pixel 0, end).
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]), // a tenth of a second on screen
    Buffer.from([0x2c, 0, 0, 0, 0]),
    size,
    Buffer.from([0, 2, 2, 0x44, 0x01, 0]),
  ]);
  return Buffer.concat([screen, palette, ...Array(frames).fill(frame), Buffer.from([0x3b])]);
}

/** A real JPEG cut in half: its first bytes say JPEG, its data ends early. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}
