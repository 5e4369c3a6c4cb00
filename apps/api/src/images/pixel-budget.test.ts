import { describe, expect, it } from 'vitest';
import { pixelBudgetFailure } from './pixel-budget.ts';

const MB = 1_000_000;

describe('pixelBudgetFailure', () => {
  it('passes real photos, screen captures and small flat images, whatever they compress to', () => {
    const fine: [string, { width: number; height: number; pages?: number }, number][] = [
      ['a phone photo, 12 MP in 3 MB', { width: 4000, height: 3000 }, 3 * MB],
      ['a flat 12 MP JPEG of 70 KB (170 px/byte, under the floor)', { width: 4000, height: 3000 }, 70_000],
      ['a blank 6K screen capture, 20 MP in 100 KB', { width: 6016, height: 3384 }, 100_000],
      ['a 48 MP phone photo in 6 MB', { width: 8000, height: 6000 }, 6 * MB],
      ['a 61 MP camera JPEG of a smooth sky in 2 MB (31 px/byte)', { width: 9504, height: 6336 }, 2 * MB],
      ['a 100 MP photo in 30 MB', { width: 10_000, height: 10_000 }, 30 * MB],
      ['a 40x30 test photo of 300 bytes', { width: 40, height: 30 }, 300],
      ['a short animation, 480x270 x 100 frames in 1 MB', { width: 480, height: 270, pages: 100 }, MB],
    ];
    for (const [what, size, bytes] of fine) expect(pixelBudgetFailure(size, bytes), what).toBeNull();
  });

  it('refuses more than 100 MP in one frame or in all frames, and too many pixels for the bytes above 24 MP', () => {
    expect(pixelBudgetFailure({ width: 16_000, height: 16_000 }, 30 * MB)).toBe('too_many_pixels');
    expect(pixelBudgetFailure({ width: 4000, height: 4000, pages: 8 }, 30 * MB)).toBe('too_many_frames');
    // The 67 KB GIF of 10000x10000: 1476 pixels a byte.
    expect(pixelBudgetFailure({ width: 10_000, height: 10_000 }, 67_734)).toBe('too_compressed');
    // A flat colour as JPEG past the floor: 8000x6000 in 281 KB (170 pixels a byte).
    expect(pixelBudgetFailure({ width: 8000, height: 6000 }, 281_518)).toBe('too_compressed');
    // Frames count: 1000x1000 x 30 frames in 100 KB.
    expect(pixelBudgetFailure({ width: 1000, height: 1000, pages: 30 }, 100_000)).toBe('too_compressed');
  });

  it('draws the line at 24 MP, then at 128 pixels a byte', () => {
    expect(pixelBudgetFailure({ width: 6000, height: 4000 }, 1)).toBeNull();
    expect(pixelBudgetFailure({ width: 6000, height: 4001 }, 1)).toBe('too_compressed');
    expect(pixelBudgetFailure({ width: 10_000, height: 10_000 }, 781_250)).toBeNull();
    expect(pixelBudgetFailure({ width: 10_000, height: 10_000 }, 781_249)).toBe('too_compressed');
  });
});
