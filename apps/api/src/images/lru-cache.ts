/**
 * A least-recently-used cache of byte buffers bounded by their total size. Entries larger than the whole
 * budget are not kept.
 */
export class ByteLruCache {
  private readonly entries = new Map<string, Uint8Array>();
  private total = 0;

  /** Total size of the kept buffers. */
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** The buffer under `key`, marking it most recently used. */
  get(key: string): Uint8Array | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Stores `value`, evicting the least recently used entries beyond the budget. */
  set(key: string, value: Uint8Array): void {
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.byteLength;
      this.entries.delete(key);
    }
    if (value.byteLength > this.maxBytes) return;
    this.entries.set(key, value);
    this.total += value.byteLength;
    for (const [oldest, buffer] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= buffer.byteLength;
    }
  }

  /** Bytes held now. */
  get size(): number {
    return this.total;
  }
}
