import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { writeFileAtomically } from './atomic-write.ts';
import { StorageIncompleteUploadError, StorageNotFoundError } from './errors.ts';
import type { UploadedPart } from './types.ts';

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ETAG = /^"?([0-9a-f]{32})"?$/;
const MANIFEST = 'upload.json';

interface Manifest {
  key: string;
  contentType: string;
}

/** What a part's bytes are named by: their MD5, as S3 names a part. */
async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The parts of resumable uploads on local disk, until they are joined into their object:
 * `<dir>/<upload id>/upload.json` names the object, and each stored part is `<dir>/<upload id>/<number>`.
 * A part sent again replaces the one stored before, as S3 does, so an upload never holds more than one file
 * per part; completion checks each part's bytes against the ETag the client names, and refuses a part that
 * was replaced since by other bytes.
 */
export class LocalMultipartStore {
  private readonly dir: string;
  private readonly tmpDir: string;

  constructor(dir: string, tmpDir: string) {
    this.dir = dir;
    this.tmpDir = tmpDir;
  }

  private folder(uploadId: string): string {
    if (!UPLOAD_ID.test(uploadId)) throw new StorageNotFoundError(uploadId);
    return path.join(this.dir, uploadId);
  }

  private async manifest(key: string, uploadId: string): Promise<Manifest> {
    const folder = this.folder(uploadId);
    const manifest = await readFile(path.join(folder, MANIFEST), 'utf8')
      .then((text) => JSON.parse(text) as Manifest)
      .catch(() => undefined);
    if (!manifest || manifest.key !== key) throw new StorageNotFoundError(key);
    return manifest;
  }

  async create(key: string, contentType: string): Promise<string> {
    const uploadId = randomUUID();
    const manifest: Manifest = { key, contentType };
    await writeFileAtomically(
      path.join(this.folder(uploadId), MANIFEST),
      Buffer.from(JSON.stringify(manifest)),
      {
        tmpDir: this.tmpDir,
      },
    );
    return uploadId;
  }

  /** Stores one part (at most `maxBytes`); answers its ETag. */
  async putPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    maxBytes: number,
  ): Promise<string> {
    await this.manifest(key, uploadId);
    const folder = this.folder(uploadId);
    const received = path.join(folder, `${partNumber}.${randomUUID()}.incoming`);
    try {
      await writeFileAtomically(received, body, { tmpDir: this.tmpDir, maxBytes });
      const etag = await md5Of(received);
      await rename(received, path.join(folder, String(partNumber)));
      return etag;
    } finally {
      await rm(received, { force: true });
    }
  }

  /** The parts joined in order, as a stream, with the upload's content type. */
  async joined(
    key: string,
    uploadId: string,
    parts: readonly UploadedPart[],
  ): Promise<{ body: Readable; contentType: string }> {
    const { contentType } = await this.manifest(key, uploadId);
    const folder = this.folder(uploadId);
    const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
    const files: string[] = [];
    for (const [index, part] of ordered.entries()) {
      const etag = ETAG.exec(part.etag.trim())?.[1];
      if (part.partNumber !== index + 1 || !etag) throw new StorageIncompleteUploadError();
      const file = path.join(folder, String(part.partNumber));
      if (!(await stat(file).catch(() => undefined))?.isFile()) throw new StorageIncompleteUploadError();
      if ((await md5Of(file)) !== etag) throw new StorageIncompleteUploadError();
      files.push(file);
    }
    if (files.length === 0) throw new StorageIncompleteUploadError();
    async function* concatenated() {
      for (const file of files) yield* createReadStream(file);
    }
    return { body: Readable.from(concatenated()), contentType };
  }

  async remove(uploadId: string): Promise<void> {
    if (UPLOAD_ID.test(uploadId)) await rm(this.folder(uploadId), { recursive: true, force: true });
  }

  /** Drops uploads nobody touched for `maxAgeMs` (their photo was deleted, say); answers how many. */
  async removeStale(maxAgeMs: number): Promise<number> {
    const ids = await readdir(this.dir).catch(() => [] as string[]);
    let removed = 0;
    for (const id of ids) {
      const info = await stat(path.join(this.dir, id)).catch(() => undefined);
      if (info && UPLOAD_ID.test(id) && Date.now() - info.mtimeMs > maxAgeMs) {
        await this.remove(id);
        removed += 1;
      }
    }
    return removed;
  }
}
