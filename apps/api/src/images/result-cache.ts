import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../storage/index.ts';
import { ByteLruCache } from './lru-cache.ts';

/** Settings of {@link ResultCache}. */
export interface ResultCacheOptions {
  /** Memory budget in bytes; 0 disables the memory tier. */
  memoryBytes: number;
  /** Directory of the disk tier (kept across restarts, never evicted: clear it by hand); none when unset. */
  dir?: string | undefined;
}

/** A two-tier cache of rendered images by hash: an in-memory LRU in front of an optional directory. */
export class ResultCache {
  private readonly memory: ByteLruCache;
  private readonly dir: string | undefined;

  constructor(options: ResultCacheOptions) {
    this.memory = new ByteLruCache(options.memoryBytes);
    this.dir = options.dir;
  }

  private file(hash: string): string {
    return path.join(this.dir!, hash.slice(0, 2), `${hash}.jpg`);
  }

  /** The cached bytes for `hash`, from memory, else from disk (then promoted to memory). */
  async get(hash: string): Promise<Uint8Array | undefined> {
    const hit = this.memory.get(hash);
    if (hit || !this.dir) return hit;
    try {
      const bytes = await readFile(this.file(hash));
      this.memory.set(hash, bytes);
      return bytes;
    } catch {
      return undefined;
    }
  }

  /** Stores bytes in memory and, when configured, atomically on disk. */
  async set(hash: string, bytes: Uint8Array): Promise<void> {
    this.memory.set(hash, bytes);
    if (this.dir) await writeFileAtomically(this.file(hash), bytes, { tmpDir: path.join(this.dir, 'tmp') });
  }
}
