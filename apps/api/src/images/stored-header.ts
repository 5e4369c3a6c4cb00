import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { type ObjectStorage, StorageNotFoundError } from '../storage/index.ts';
import { type DecodeFailure, headerFailure } from './decode-check.ts';
import { detectImageType, type ImageMimeType } from './detect-type.ts';
import { MAX_UPLOAD_BYTES } from './limits.ts';
import { pixelBudgetFailure } from './pixel-budget.ts';

/**
 * Bytes read from the start of a stored upload to judge it by its header: its type, and the pixels its
 * header declares. Enough for the headers of photos (a JPEG's size follows its EXIF and colour profile);
 * the whole file when it is smaller, so a small bomb is judged exactly.
 */
export const HEADER_CHECK_BYTES = 256 * 1024;

/** Outcome of {@link checkStoredHeader}. */
export type StoredHeaderCheck =
  | { ok: true; contentType: ImageMimeType; size: number }
  | { ok: false; reason: 'missing' | 'too_large' | 'not_an_image' | DecodeFailure; size?: number };

/**
 * Judges an uploaded object by its size and its first bytes only (a ranged read, no decode slot): at most
 * `maxBytes`, a supported image type, and a header within the pixel budget. Whether all of its data decodes
 * is left to the job that reads it whole to make its derived images (`derivePhoto`).
 */
export async function checkStoredHeader(
  storage: Pick<ObjectStorage, 'head' | 'getStream'>,
  key: string,
  options: { maxBytes?: number } = {},
): Promise<StoredHeaderCheck> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  try {
    const { size } = await storage.head(key);
    if (size > maxBytes) return { ok: false, reason: 'too_large', size };
    if (size === 0) return { ok: false, reason: 'not_an_image', size };
    const end = Math.min(size, HEADER_CHECK_BYTES) - 1;
    const head = await buffer(await storage.getStream(key, { start: 0, end }));
    const contentType = detectImageType(head);
    if (!contentType) return { ok: false, reason: 'not_an_image', size };
    const failure = head.length >= size ? await headerFailure(head) : await partialHeaderFailure(head, size);
    if (failure) return { ok: false, reason: failure, size };
    return { ok: true, contentType, size };
  } catch (error) {
    if (error instanceof StorageNotFoundError) return { ok: false, reason: 'missing' };
    throw error;
  }
}

/**
 * The pixel budget judged from the start of a larger file. A header the start does not hold (or frames it
 * does not count) is no refusal: the full check in the derive job decides.
 */
async function partialHeaderFailure(head: Buffer, size: number): Promise<DecodeFailure | null> {
  try {
    const declared = await sharp(head, { limitInputPixels: false }).metadata();
    return declared.width && declared.height ? pixelBudgetFailure(declared, size) : null;
  } catch {
    return null;
  }
}
