import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The content codings the API compresses with, in order of preference. */
export type ContentCoding = 'br' | 'gzip';

/** Below this many bytes compressing saves less than it costs. */
const MIN_BYTES = 1024;

/** The coding to send to a client with this `Accept-Encoding`: Brotli, else gzip, else none. */
export function preferredCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** `body` compressed with `coding`: Brotli at a middle quality, fast enough for answers made on demand. */
export function compress(body: Buffer, coding: ContentCoding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body);
}

/**
 * `body` in the coding the client prefers, compressed at most once per coding into `store`; null when the
 * client accepts none or the body is too small to gain.
 */
export function compressedOnce(
  body: Buffer,
  store: Partial<Record<ContentCoding, Buffer>>,
  acceptEncoding: string | string[] | undefined,
): { coding: ContentCoding; bytes: Buffer } | null {
  const coding = preferredCoding(acceptEncoding);
  if (!coding || body.length < MIN_BYTES) return null;
  store[coding] ??= compress(body, coding);
  return { coding, bytes: store[coding] };
}
