import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type ObjectStorage, StorageNotFoundError } from '../storage/index.ts';
import { checkDecodes, type DecodeFailure } from './decode-check.ts';
import { detectImageType, type ImageMimeType } from './detect-type.ts';
import type { Holder } from './fair-slots.ts';
import { IMAGE_SNIFF_BYTES, MAX_UPLOAD_BYTES } from './limits.ts';

/** Outcome of {@link verifyStoredImage}. */
export type StoredImageCheck =
  | { ok: true; contentType: ImageMimeType; size: number; bytes: Buffer }
  | { ok: false; reason: 'missing' | 'too_large' | 'not_an_image' | DecodeFailure; size?: number };

async function readHead(stream: Readable, count: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= count) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, count);
}

/**
 * Checks an uploaded object after the fact: it exists, is at most `maxBytes` (default 31457280), its first
 * bytes are a supported image, and it decodes completely within its pixel budget. The head is read first, so
 * a non-image or an oversized object is refused without reading the rest. The decode counts against
 * `holder` (the uploader: one decode at a time each); when no decode slot comes soon enough it throws a 503
 * `HttpError` with `retryAfterSeconds`, and the object is left as it is, to be checked again.
 */
export async function verifyStoredImage(
  storage: Pick<ObjectStorage, 'head' | 'getStream'>,
  key: string,
  options: { maxBytes?: number; holder?: Holder } = {},
): Promise<StoredImageCheck> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  try {
    const info = await storage.head(key);
    if (info.size > maxBytes) return { ok: false, reason: 'too_large', size: info.size };
    const type = detectImageType(await readHead(await storage.getStream(key), IMAGE_SNIFF_BYTES));
    if (!type) return { ok: false, reason: 'not_an_image', size: info.size };
    // The bytes checked are the bytes returned: whatever is published is exactly what was verified.
    const bytes = await buffer(await storage.getStream(key));
    if (bytes.length > maxBytes) return { ok: false, reason: 'too_large', size: bytes.length };
    const failure = await checkDecodes(bytes, options.holder);
    if (failure) return { ok: false, reason: failure, size: bytes.length };
    return { ok: true, contentType: type, size: bytes.length, bytes };
  } catch (error) {
    if (error instanceof StorageNotFoundError) return { ok: false, reason: 'missing' };
    throw error;
  }
}
