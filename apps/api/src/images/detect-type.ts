/** Image types recognised from their first bytes. */
export type ImageMimeType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'image/avif'
  | 'image/heic'
  | 'image/heif';

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

/** Largest plausible `ftyp` box: a major brand, a version and a few dozen compatible brands. */
const MAX_FTYP_BYTES = 256;

// ISO base media files (AVIF, HEIC) name their brands in the leading `ftyp` box. The box must be well formed
// (a size of whole brands, at most MAX_FTYP_BYTES): text that merely spells 'ftyp' at offset 4, such as an
// SVG opening with '<!--ftypavif', has a size made of characters and is refused.
function isoBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize > MAX_FTYP_BYTES || boxSize % 4 !== 0) return [];
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

/**
 * The image type of a file from its first bytes (magic numbers), or null when it is not a supported image.
 * Needs at most `IMAGE_SNIFF_BYTES` bytes; trusts nothing the client declared.
 */
export function detectImageType(firstBytes: Uint8Array): ImageMimeType | null {
  const b = firstBytes;
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'image/gif';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'image/webp';
  const brands = isoBrands(b);
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'image/avif';
  if (brands.some((brand) => ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].includes(brand)))
    return 'image/heic';
  if (brands.some((brand) => brand === 'mif1' || brand === 'msf1')) return 'image/heif';
  return null;
}
