import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { syncDirectory, writeFileAtomically } from './atomic-write.ts';
import { StorageNotFoundError } from './errors.ts';
import { encodeKeyForUrl, resolveKeyPath } from './keys.ts';
import { LocalMultipartStore } from './local-multipart.ts';
import {
  type SignedFields,
  type SigningKey,
  type SigningKeys,
  signedQuery,
  signingKeyList,
} from './signing.ts';
import type {
  ByteRange,
  ObjectInfo,
  ObjectStorage,
  ObjectSummary,
  PresignGetOptions,
  PresignPartOptions,
  PresignPutOptions,
  PutOptions,
  UploadedPart,
} from './types.ts';

/** Settings of {@link LocalDiskStorage}. */
export interface LocalDiskStorageOptions {
  /** Directory holding `objects/`, `meta/`, `multipart/` and `tmp/`. */
  dataDir: string;
  /**
   * Secret for URL signatures (at least 32 random bytes in production), or a list during a rotation: the
   * first signs, every one verifies.
   */
  secret: SigningKeys;
  /** Public origin the signed URLs point at, e.g. `https://lense.example`. */
  publicBaseUrl: string;
  /** Path under which `localStorageRoutes` is mounted; default `/storage`. */
  routePrefix?: string;
}

/** Parts of resumable uploads: small, so a dropped connection costs little to send again. */
const LOCAL_PART_BYTES = 2 * 1024 * 1024;
/** Resumable uploads untouched this long are dropped (their photo is long swept). */
const STALE_MULTIPART_MS = 2 * 24 * 60 * 60 * 1000;

interface Meta {
  contentType: string;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/**
 * Object storage in a local directory: the zero-setup default. URLs are signed with our own HMAC and
 * served by `localStorageRoutes`; writes are streamed, size-limited and atomic.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  readonly partBytes = LOCAL_PART_BYTES;
  /** The secret that signs new URLs. */
  readonly secret: SigningKey;
  /** Every secret that verifies a URL (the signing one first), for `verifySignedRequest`. */
  readonly secrets: readonly SigningKey[];
  /** Path prefix of the storage routes. */
  readonly routePrefix: string;
  private readonly objectsDir: string;
  private readonly metaDir: string;
  private readonly tmpDir: string;
  private readonly baseUrl: string;
  private readonly multipart: LocalMultipartStore;

  constructor(options: LocalDiskStorageOptions) {
    this.secrets = signingKeyList(options.secret);
    const [signing] = this.secrets;
    if (signing === undefined) throw new Error('Local storage needs a signing secret');
    this.secret = signing;
    this.routePrefix = (options.routePrefix ?? '/storage').replace(/\/+$/, '');
    this.baseUrl = options.publicBaseUrl.replace(/\/+$/, '');
    this.objectsDir = path.resolve(options.dataDir, 'objects');
    this.metaDir = path.resolve(options.dataDir, 'meta');
    this.tmpDir = path.resolve(options.dataDir, 'tmp');
    this.multipart = new LocalMultipartStore(path.resolve(options.dataDir, 'multipart'), this.tmpDir);
  }

  private url(fields: SignedFields): string {
    const query = signedQuery(this.secret, fields);
    return `${this.baseUrl}${this.routePrefix}/${encodeKeyForUrl(fields.key)}?${query}`;
  }

  private expiry(expiresIn: number): number {
    return Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(expiresIn));
  }

  async presignPut(key: string, options: PresignPutOptions): Promise<string> {
    resolveKeyPath(this.objectsDir, key);
    return this.url({
      method: 'PUT',
      key,
      contentType: options.contentType,
      expires: this.expiry(options.expiresIn),
      maxBytes: options.maxBytes,
    });
  }

  async presignGet(key: string, options: PresignGetOptions): Promise<string> {
    resolveKeyPath(this.objectsDir, key);
    const fields: SignedFields = {
      method: 'GET',
      key,
      contentType: '',
      expires: this.expiry(options.expiresIn),
    };
    if (options.downloadName !== undefined) fields.downloadName = options.downloadName;
    return this.url(fields);
  }

  async head(key: string): Promise<ObjectInfo> {
    const file = resolveKeyPath(this.objectsDir, key);
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new StorageNotFoundError(key);
      return { key, size: info.size, contentType: await this.contentType(key), lastModified: info.mtime };
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  private async contentType(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(`${resolveKeyPath(this.metaDir, key)}.json`, 'utf8')) as Meta;
      return meta.contentType;
    } catch {
      return 'application/octet-stream';
    }
  }

  async getStream(key: string, range?: ByteRange): Promise<Readable> {
    const file = resolveKeyPath(this.objectsDir, key);
    const stream = createReadStream(file, range ?? {});
    // Surface a missing file as a rejection here rather than as a stream error later.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error) => reject(isMissing(error) ? new StorageNotFoundError(key) : error));
    });
    return stream;
  }

  async put(
    key: string,
    body: Readable | Uint8Array,
    contentType: string,
    options?: PutOptions,
  ): Promise<void> {
    const file = resolveKeyPath(this.objectsDir, key);
    const metaFile = `${resolveKeyPath(this.metaDir, key)}.json`;
    const writeOptions = {
      tmpDir: this.tmpDir,
      ...(options?.maxBytes ? { maxBytes: options.maxBytes } : {}),
    };
    await writeFileAtomically(file, body, writeOptions);
    const meta: Meta = { contentType };
    await writeFileAtomically(metaFile, Buffer.from(JSON.stringify(meta)), { tmpDir: this.tmpDir });
  }

  async copy(from: string, to: string, contentType: string): Promise<void> {
    const source = resolveKeyPath(this.objectsDir, from);
    const target = resolveKeyPath(this.objectsDir, to);
    // The content type is recorded first: a reader of `to` never finds the bytes without it.
    const meta: Meta = { contentType };
    const metaFile = `${resolveKeyPath(this.metaDir, to)}.json`;
    await writeFileAtomically(metaFile, Buffer.from(JSON.stringify(meta)), { tmpDir: this.tmpDir });
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, `${randomUUID()}.link`);
    try {
      // A second name for the same file: no byte is read or written, whatever the size. A later write of
      // `from` renames a new file over that name and leaves this one as it was.
      await link(source, tmp);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
      await syncDirectory(path.dirname(target));
    } catch (error) {
      await rm(tmp, { force: true });
      await rm(metaFile, { force: true });
      if (isMissing(error)) throw new StorageNotFoundError(from);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(resolveKeyPath(this.objectsDir, key), { force: true });
    await rm(`${resolveKeyPath(this.metaDir, key)}.json`, { force: true });
  }

  async list(prefix: string): Promise<ObjectSummary[]> {
    // Only walk the directory the prefix points into, not the whole store.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const start = folder ? resolveKeyPath(this.objectsDir, folder) : this.objectsDir;
    let entries: string[];
    try {
      entries = await readdir(start, { recursive: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const keys = entries
      .map((entry) => (folder ? `${folder}/` : '') + entry.split(path.sep).join('/'))
      .filter((key) => key.startsWith(prefix));
    const found: ObjectSummary[] = [];
    for (const key of keys.sort()) {
      const info = await stat(path.join(this.objectsDir, key)).catch(() => undefined);
      // Directories and objects deleted meanwhile are skipped.
      if (info?.isFile()) found.push({ key, size: info.size, lastModified: info.mtime });
    }
    return found;
  }

  createMultipartUpload(key: string, contentType: string): Promise<string> {
    resolveKeyPath(this.objectsDir, key);
    return this.multipart.create(key, contentType);
  }

  async presignUploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: PresignPartOptions,
  ): Promise<string> {
    resolveKeyPath(this.objectsDir, key);
    return this.url({
      method: 'PUT',
      key,
      contentType: options.contentType,
      expires: this.expiry(options.expiresIn),
      maxBytes: options.maxBytes,
      part: { uploadId, partNumber },
    });
  }

  /** Stores a part sent to a URL of {@link presignUploadPart} (see `localStorageRoutes`); answers its ETag. */
  putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    maxBytes: number,
  ): Promise<string> {
    return this.multipart.putPart(key, uploadId, partNumber, body, maxBytes);
  }

  async completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: readonly UploadedPart[],
  ): Promise<void> {
    const { body, contentType } = await this.multipart.joined(key, uploadId, parts);
    await this.put(key, body, contentType);
    await this.multipart.remove(uploadId);
  }

  abortMultipartUpload(_key: string, uploadId: string): Promise<void> {
    return this.multipart.remove(uploadId);
  }

  /**
   * Deletes temporary files of writes that never finished (a crash or kill mid-upload) older than
   * `maxAgeMs`; returns how many were removed. Run it at start-up or from a periodic cleanup.
   */
  async removeStaleTempFiles(maxAgeMs = 24 * 60 * 60 * 1000): Promise<number> {
    const names = await readdir(this.tmpDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > maxAgeMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed + (await this.multipart.removeStale(Math.max(maxAgeMs, STALE_MULTIPART_MS)));
  }
}
