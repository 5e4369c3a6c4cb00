import { describe, expect, it } from 'vitest';
import { demoPhotoMaker } from '../demo/demo-photos.ts';
import { HttpError } from '../http/errors.ts';
import { checkDecodes, IMAGE_CHECKS_BUSY } from './decode-check.ts';
import { gifDeclaring, photo } from './test-images.ts';
import { holdEveryDecodeSlot } from './test-slots.ts';

describe('checkDecodes', () => {
  it('refuses a 43-byte GIF of 10000x10000 and an animation past 100 MP from the header, without a decode', async () => {
    const release = await holdEveryDecodeSlot();
    try {
      // Every slot is taken: a check that needed a decode would be answered busy instead.
      expect(await checkDecodes(gifDeclaring(10_000, 10_000))).toBe('too_compressed');
      expect(await checkDecodes(gifDeclaring(4000, 4000, 8))).toBe('too_many_frames');
    } finally {
      await release();
    }
  });

  it('passes photo-like images: flat test photos, a small animation, the demo photos', async () => {
    expect(await checkDecodes(await photo(600, 400))).toBeNull();
    expect(await checkDecodes(await photo(4000, 3000))).toBeNull();
    expect(await checkDecodes(gifDeclaring(64, 48, 3))).toBeNull();
    expect(await checkDecodes(await demoPhotoMaker('small')(['reception'], 0))).toBeNull();
    expect(await checkDecodes(await demoPhotoMaker('camera')(['reception'], 1))).toBeNull();
  });

  it('answers a 503 HttpError with Retry-After while every slot is taken and none may wait, and decides nothing', async () => {
    const release = await holdEveryDecodeSlot();
    try {
      const error = await checkDecodes(await photo(40, 30)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 503, message: IMAGE_CHECKS_BUSY });
      expect((error as HttpError).retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await release();
    }
    expect(await checkDecodes(await photo(40, 30))).toBeNull();
  });
});
