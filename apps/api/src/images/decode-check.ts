import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http/errors.ts';
import { type Holder, SlotsBusyError } from './fair-slots.ts';
import { imageDecodes } from './image-decodes.ts';
import { MAX_IMAGE_PIXELS } from './limits.ts';
import { type PixelBudgetFailure, pixelBudgetFailure } from './pixel-budget.ts';

/** Why an image's bytes cannot be used. */
export type DecodeFailure = PixelBudgetFailure | 'undecodable';

/** The answer while every decode slot is taken and the queue is full: the upload is kept, to send again. */
export const IMAGE_CHECKS_BUSY =
  'The server is busy checking other photos: please send this one again shortly';
/** Seconds a busy answer asks the client to wait before sending again. */
export const IMAGE_CHECKS_RETRY_AFTER_SECONDS = 5;

/** Why an image's header alone refuses it (unreadable, or over its pixel budget), or null. */
export async function headerFailure(bytes: Buffer): Promise<DecodeFailure | null> {
  let declared: Metadata;
  try {
    declared = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return 'undecodable';
  }
  if (!declared.width || !declared.height) return 'undecodable';
  return pixelBudgetFailure(declared, bytes.length);
}

/**
 * Whether every byte of an image's data decodes (within the pixel limit), the pixels going to an 8x8
 * thumbnail; call it only for an image whose header passed {@link headerFailure}. Takes no slot: the caller
 * bounds how many run at once (the decode slots of an upload check, or the job worker).
 */
export async function dataFailure(bytes: Buffer): Promise<'undecodable' | null> {
  try {
    await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(8, 8, { fit: 'inside' })
      .raw()
      .toBuffer();
    return null;
  } catch {
    return 'undecodable';
  }
}

/**
 * Decodes an image completely within its pixel budget. Its header is judged first, from the file alone
 * ({@link pixelBudgetFailure}): a decompression bomb is refused in milliseconds, without a slot. Then every
 * byte of its data must decode (a truncated or corrupt file fails here, not on every later view), in one of
 * the process's decode slots, at most one at a time for `holder` (its uploader). The pixels go to an 8x8
 * thumbnail, so JPEGs shrink on load and the check stays cheap. Throws a 503 {@link HttpError} with
 * `retryAfterSeconds` when no slot comes soon enough; nothing was decided then.
 */
export async function checkDecodes(
  bytes: Buffer,
  holder: Holder = Symbol('anyone'),
): Promise<DecodeFailure | null> {
  const overBudget = await headerFailure(bytes);
  if (overBudget) return overBudget;
  try {
    return await imageDecodes.run(holder, () => dataFailure(bytes));
  } catch (error) {
    if (!(error instanceof SlotsBusyError)) throw error;
    throw new HttpError(503, IMAGE_CHECKS_BUSY, { retryAfterSeconds: IMAGE_CHECKS_RETRY_AFTER_SECONDS });
  }
}
