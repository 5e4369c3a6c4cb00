import { MAX_IMAGE_PIXELS, MAX_PIXELS_PER_BYTE, PIXELS_ALWAYS_ALLOWED } from './limits.ts';

/** Why an image's header asks for more decoding than it may. */
export type PixelBudgetFailure = 'too_many_pixels' | 'too_many_frames' | 'too_compressed';

/** What an image's header declares (as sharp's metadata gives it: `pages` for animated images). */
export interface DeclaredSize {
  width?: number | undefined;
  height?: number | undefined;
  pages?: number | undefined;
}

/**
 * Judges an image by its header and file size alone, before any pixel is decoded: one frame within
 * {@link MAX_IMAGE_PIXELS}, all frames together as well (a full decode of an animated GIF or WebP makes every
 * one), and above {@link PIXELS_ALWAYS_ALLOWED} at most {@link MAX_PIXELS_PER_BYTE} per byte of the file, so a
 * small file cannot ask for a large decode.
 */
export function pixelBudgetFailure(size: DeclaredSize, fileBytes: number): PixelBudgetFailure | null {
  const pixels = (size.width ?? 0) * (size.height ?? 0);
  const allFrames = pixels * Math.max(1, size.pages ?? 1);
  if (pixels > MAX_IMAGE_PIXELS) return 'too_many_pixels';
  if (allFrames > MAX_IMAGE_PIXELS) return 'too_many_frames';
  if (allFrames > Math.max(PIXELS_ALWAYS_ALLOWED, fileBytes * MAX_PIXELS_PER_BYTE)) return 'too_compressed';
  return null;
}
