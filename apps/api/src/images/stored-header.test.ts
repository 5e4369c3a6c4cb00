import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type ByteRange, type ObjectStorage, StorageNotFoundError } from '../storage/index.ts';
import { MAX_UPLOAD_BYTES } from './limits.ts';
import { checkStoredHeader, HEADER_CHECK_BYTES } from './stored-header.ts';
import { photo, pngDeclaring, truncatedJpeg } from './test-images.ts';

// A stored object that records every range asked of it.
function recordingStorage(bytes: Buffer) {
  const ranges: (ByteRange | undefined)[] = [];
  const storage: Pick<ObjectStorage, 'head' | 'getStream'> = {
    async head(key) {
      if (key !== 'k') throw new StorageNotFoundError(key);
      return { key, size: bytes.length, contentType: 'image/jpeg', lastModified: new Date() };
    },
    async getStream(_key, range) {
      ranges.push(range);
      return Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]);
    },
  };
  return { storage, ranges };
}

describe('checkStoredHeader', () => {
  it('reads only the start of a large photo and accepts it with its detected type', async () => {
    const large = Buffer.concat([await photo(64, 48), Buffer.alloc(HEADER_CHECK_BYTES * 3)]);
    const { storage, ranges } = recordingStorage(large);
    expect(await checkStoredHeader(storage, 'k')).toEqual({
      ok: true,
      contentType: 'image/jpeg',
      size: large.length,
    });
    expect(ranges).toEqual([{ start: 0, end: HEADER_CHECK_BYTES - 1 }]);
  });

  it('refuses a header declaring too many pixels, and a non-image, from their first bytes', async () => {
    expect(
      await checkStoredHeader(recordingStorage(pngDeclaring(16_000, 16_000)).storage, 'k'),
    ).toMatchObject({
      ok: false,
      reason: 'too_many_pixels',
    });
    expect(await checkStoredHeader(recordingStorage(Buffer.from('<svg></svg>')).storage, 'k')).toMatchObject({
      ok: false,
      reason: 'not_an_image',
    });
  });

  it('refuses an object over the limit without reading it, and answers missing for none', async () => {
    const { storage, ranges } = recordingStorage(Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect(await checkStoredHeader(storage, 'k')).toMatchObject({ ok: false, reason: 'too_large' });
    expect(ranges).toEqual([]);
    expect(await checkStoredHeader(storage, 'other')).toEqual({ ok: false, reason: 'missing' });
  });

  it('leaves data that only a full decode judges to the derive job: a truncated JPEG passes here', async () => {
    expect(await checkStoredHeader(recordingStorage(await truncatedJpeg()).storage, 'k')).toMatchObject({
      ok: true,
    });
  });
});
