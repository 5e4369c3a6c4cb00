import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedOnce, preferredCoding } from './content-coding.ts';

describe('preferredCoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(preferredCoding(['deflate', 'GZIP'])).toBe('gzip');
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
  });
});

describe('compressedOnce', () => {
  const body = Buffer.from(
    JSON.stringify({ photos: Array.from({ length: 100 }, (_, i) => ({ id: i, comment: `photo ${i}` })) }),
  );

  it('compresses once per coding and gives back the same bytes after', () => {
    const store = {};
    const br = compressedOnce(body, store, 'br');
    expect(br?.coding).toBe('br');
    expect(brotliDecompressSync(br!.bytes)).toEqual(body);
    expect(compressedOnce(body, store, 'br')?.bytes).toBe(br!.bytes);
    const gzip = compressedOnce(body, store, 'gzip');
    expect(gunzipSync(gzip!.bytes)).toEqual(body);
  });

  it('leaves small bodies and clients without a coding alone', () => {
    expect(compressedOnce(Buffer.from('{}'), {}, 'br')).toBeNull();
    expect(compressedOnce(body, {}, undefined)).toBeNull();
  });
});
