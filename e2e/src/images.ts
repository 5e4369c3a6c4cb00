import { crc32, deflateSync } from 'node:zlib';

/** A file as Playwright's file chooser takes it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG image (8-bit RGB, no interlace) of `width` × `height` pixels: a diagonal gradient from
 * `rgb` so every image differs, small enough to upload in a blink unless `extraBytes` pads it.
 */
export function pngImage(
  width: number,
  height: number,
  rgb: readonly [number, number, number],
  extraBytes = 0,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter and interlace methods stay 0
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0 (None), then the pixels
    for (let x = 0; x < width; x++) {
      const shade = Math.round(((x + y) / (width + height)) * 64);
      row[1 + x * 3] = Math.min(255, rgb[0] + shade);
      row[2 + x * 3] = Math.min(255, rgb[1] + shade);
      row[3 + x * 3] = Math.min(255, rgb[2] + shade);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    // A private ancillary chunk decoders skip: the size of a camera's photo without its pixels.
    ...(extraBytes > 0 ? [chunk('prVt', Buffer.alloc(extraBytes, 7))] : []),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG file named `name` for the file chooser. */
export function pngFile(
  name: string,
  rgb: readonly [number, number, number],
  width = 120,
  height = 90,
): FilePayload {
  return { name, mimeType: 'image/png', buffer: pngImage(width, height, rgb) };
}
