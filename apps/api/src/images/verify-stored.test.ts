import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type ObjectStorage, StorageNotFoundError } from '../storage/index.ts';
import { MAX_UPLOAD_BYTES } from './limits.ts';
import { photo } from './test-images.ts';
import { verifyStoredImage } from './verify-stored.ts';

// A stored object of any declared size whose stream records how much of it was read.
function fakeStorage(size: number, head: Buffer) {
  const read = { bytes: 0 };
  const storage: Pick<ObjectStorage, 'head' | 'getStream'> = {
    async head(key) {
      if (key !== 'k') throw new StorageNotFoundError(key);
      return { key, size, contentType: 'image/jpeg', lastModified: new Date() };
    },
    async getStream() {
      let sent = 0;
      return new Readable({
        read() {
          const chunk = sent === 0 ? head : Buffer.alloc(16 * 1024);
          sent += chunk.length;
          read.bytes = sent;
          this.push(sent > size ? null : chunk);
        },
      });
    },
  };
  return { storage, read };
}

describe('verifyStoredImage', () => {
  it('accepts a real image that decodes completely', async () => {
    const bytes = await photo(64, 48);
    const { storage } = fakeStorage(bytes.length, bytes);
    const check = await verifyStoredImage(storage, 'k');
    expect(check).toMatchObject({ ok: true, contentType: 'image/jpeg', size: bytes.length });
    expect(check.ok && check.bytes.equals(bytes)).toBe(true);
  });

  it('refuses an object whose head says JPEG but whose data does not decode', async () => {
    const { storage } = fakeStorage(200_000, Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(60).fill(0)]));
    expect(await verifyStoredImage(storage, 'k')).toMatchObject({ ok: false, reason: 'undecodable' });
  });

  it('refuses a file over 31457280 bytes without reading it', async () => {
    const { storage, read } = fakeStorage(MAX_UPLOAD_BYTES + 1, Buffer.from([0xff, 0xd8, 0xff]));
    expect(await verifyStoredImage(storage, 'k')).toMatchObject({ ok: false, reason: 'too_large' });
    expect(read.bytes).toBe(0);
    expect(MAX_UPLOAD_BYTES).toBe(31457280);
  });

  it('refuses a non-image and reports a missing object', async () => {
    const { storage } = fakeStorage(100, Buffer.from('<html>'));
    expect(await verifyStoredImage(storage, 'k')).toMatchObject({ ok: false, reason: 'not_an_image' });
    expect(await verifyStoredImage(storage, 'nope')).toEqual({ ok: false, reason: 'missing' });
  });
});
