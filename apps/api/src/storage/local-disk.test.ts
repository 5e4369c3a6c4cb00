import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageKeyError, StorageNotFoundError, StorageTooLargeError } from './errors.ts';
import { LocalDiskStorage } from './local-disk.ts';
import { verifySignedRequest } from './signing.ts';

let dataDir: string;
let storage: LocalDiskStorage;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lense-storage-'));
  storage = new LocalDiskStorage({ dataDir, secret: 'secret', publicBaseUrl: 'http://files.test/' });
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('stores, describes, streams, lists and deletes objects', async () => {
    await storage.put('a/one.txt', Buffer.from('hello'), 'text/plain');
    await storage.put('a/two.txt', Readable.from(['wor', 'ld']), 'text/plain');
    await storage.put('b/three.txt', Buffer.from('!'), 'text/plain');

    expect(await storage.head('a/one.txt')).toMatchObject({
      key: 'a/one.txt',
      size: 5,
      contentType: 'text/plain',
    });
    expect(await text(await storage.getStream('a/two.txt'))).toBe('world');
    expect((await storage.list('a/')).map((o) => o.key)).toEqual(['a/one.txt', 'a/two.txt']);

    await storage.delete('a/one.txt');
    await storage.delete('a/one.txt');
    await expect(storage.head('a/one.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.getStream('a/one.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect((await storage.list('')).map((o) => o.key)).toEqual(['a/two.txt', 'b/three.txt']);
    expect((await storage.list('a/t')).map((o) => o.key)).toEqual(['a/two.txt']);
    expect((await storage.list('b')).map((o) => o.key)).toEqual(['b/three.txt']);
    expect(await storage.list('zzz/')).toEqual([]);
  });

  it('copies an object by linking it, with a new content type, and refuses a missing one', async () => {
    await storage.put('uploads/a/m.jpg', Buffer.from('stored-bytes'), 'application/octet-stream');
    await storage.copy('uploads/a/m.jpg', 'a/m-x.jpg', 'image/jpeg');
    expect(await storage.head('a/m-x.jpg')).toMatchObject({ size: 12, contentType: 'image/jpeg' });
    expect(await text(await storage.getStream('a/m-x.jpg'))).toBe('stored-bytes');
    expect(await text(await storage.getStream('a/m-x.jpg', { start: 0, end: 4 }))).toBe('store');
    // Writing the source again leaves the copy as it was.
    await storage.put('uploads/a/m.jpg', Buffer.from('other'), 'image/jpeg');
    expect(await text(await storage.getStream('a/m-x.jpg'))).toBe('stored-bytes');
    await storage.delete('uploads/a/m.jpg');
    await expect(storage.copy('uploads/a/m.jpg', 'a/n.jpg', 'image/jpeg')).rejects.toBeInstanceOf(
      StorageNotFoundError,
    );
    await expect(storage.head('a/n.jpg')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await readdir(path.join(dataDir, 'tmp'))).toEqual([]);
  });

  it('aborts an oversize stream and leaves nothing behind', async () => {
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(1000));
    await expect(
      storage.put('big.bin', Readable.from(chunks), 'application/octet-stream', { maxBytes: 5000 }),
    ).rejects.toBeInstanceOf(StorageTooLargeError);
    await expect(storage.head('big.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await readdir(path.join(dataDir, 'tmp'))).toEqual([]);
  });

  it('keeps the old object when a replacement fails midway', async () => {
    await storage.put('x.txt', Buffer.from('old'), 'text/plain');
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('x.txt', failing, 'text/plain')).rejects.toThrow('client went away');
    expect(await text(await storage.getStream('x.txt'))).toBe('old');
  });

  it('removes stale temporary files left by interrupted writes', async () => {
    await mkdir(path.join(dataDir, 'tmp'), { recursive: true });
    const stale = path.join(dataDir, 'tmp', 'crashed.part');
    await writeFile(stale, 'partial');
    await utimes(stale, new Date(Date.now() - 7200_000), new Date(Date.now() - 7200_000));
    await writeFile(path.join(dataDir, 'tmp', 'fresh.part'), 'in progress');
    expect(await storage.removeStaleTempFiles(3600_000)).toBe(1);
    expect(await readdir(path.join(dataDir, 'tmp'))).toEqual(['fresh.part']);
  });

  it('refuses keys that escape the data directory', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
      StorageKeyError,
    );
    await expect(storage.presignGet('a/../../x', { expiresIn: 60 })).rejects.toBeInstanceOf(StorageKeyError);
  });

  it('presigns URLs that verify for their own method, key and type only', async () => {
    const url = new URL(
      await storage.presignPut('p/q r.jpg', { contentType: 'image/jpeg', maxBytes: 10, expiresIn: 60 }),
    );
    expect(url.origin + url.pathname).toBe('http://files.test/storage/p/q%20r.jpg');
    const request = { method: 'PUT', key: 'p/q r.jpg', query: url.searchParams, contentType: 'image/jpeg' };
    expect(verifySignedRequest(storage.secret, request)).toMatchObject({
      ok: true,
      fields: { maxBytes: 10 },
    });
    expect(verifySignedRequest(storage.secret, { ...request, method: 'GET' }).ok).toBe(false);

    const get = new URL(await storage.presignGet('p/q r.jpg', { expiresIn: 60, downloadName: 'q.jpg' }));
    expect(
      verifySignedRequest(storage.secret, { method: 'GET', key: 'p/q r.jpg', query: get.searchParams }).ok,
    ).toBe(true);
  });
});
