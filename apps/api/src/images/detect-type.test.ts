import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-type.ts';

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#808080' } });

describe('detectImageType', () => {
  it.each([
    ['image/jpeg', () => pixel().jpeg().toBuffer()],
    ['image/png', () => pixel().png().toBuffer()],
    ['image/gif', () => pixel().gif().toBuffer()],
    ['image/webp', () => pixel().webp().toBuffer()],
    ['image/avif', () => pixel().avif().toBuffer()],
  ])('recognises %s from its first bytes', async (type, make) => {
    const bytes = await make();
    expect(detectImageType(bytes.subarray(0, 64))).toBe(type);
  });

  it('recognises HEIC by its brand', () => {
    const ftyp = Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1');
    expect(detectImageType(ftyp)).toBe('image/heic');
  });

  it('refuses what is not an image, whatever its name', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageType(Buffer.from('\x00\x00\x00\x18ftypmp42', 'latin1'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it('refuses text that spells an AVIF brand at the right offset', () => {
    const svg = Buffer.from('<!--ftypavif--><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(detectImageType(svg.subarray(0, 64))).toBeNull();
    const odd = Buffer.from('\x00\x00\x00\x13ftypavif\x00\x00\x00\x00avif', 'latin1');
    expect(detectImageType(odd)).toBeNull();
  });
});
