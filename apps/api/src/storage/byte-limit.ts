import { Transform, type TransformCallback } from 'node:stream';
import { StorageTooLargeError } from './errors.ts';

/**
 * A pass-through stream that fails with `StorageTooLargeError` as soon as more than `maxBytes` bytes went
 * through it, so an oversize upload is stopped without being read to the end.
 */
export function byteLimit(maxBytes: number): Transform & { readonly bytes: number } {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new StorageTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.defineProperty(stream, 'bytes', { get: () => bytes }) as Transform & {
    readonly bytes: number;
  };
}
