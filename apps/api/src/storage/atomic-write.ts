import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteLimit } from './byte-limit.ts';

/** Options of {@link writeFileAtomically}. */
export interface AtomicWriteOptions {
  /** Directory for the temporary file; must be on the same file system as `target`. */
  tmpDir: string;
  /** Fail with `StorageTooLargeError` (and leave nothing behind) past this many bytes. */
  maxBytes?: number;
}

export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Streams `body` into a temporary file, fsyncs it, then renames it over `target` and fsyncs the directory:
 * readers see either the old object or the whole new one, never a partial write, and the body is never
 * held in memory whole. Returns the number of bytes written.
 */
export async function writeFileAtomically(
  target: string,
  body: Readable | Uint8Array,
  options: AtomicWriteOptions,
): Promise<number> {
  await mkdir(options.tmpDir, { recursive: true });
  const tmp = path.join(options.tmpDir, `${randomUUID()}.part`);
  try {
    const limit = byteLimit(options.maxBytes ?? Number.POSITIVE_INFINITY);
    const source = body instanceof Readable ? body : Readable.from([body]);
    // `flush` fsyncs the file before it is closed.
    await pipeline(source, limit, createWriteStream(tmp, { flags: 'wx', flush: true }));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tmp, target);
    await syncDirectory(path.dirname(target));
    return limit.bytes;
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}
