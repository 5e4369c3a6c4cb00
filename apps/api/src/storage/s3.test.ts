import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageNotFoundError, StorageTooLargeError } from './errors.ts';
import { S3Storage } from './s3.ts';

let dir: string;
let server: S3rver;
let storage: S3Storage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lense-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'lense' }],
  });
  const { port } = await server.run();
  storage = new S3Storage({
    bucket: 'lense',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  storage.client.destroy();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('S3Storage against s3rver', () => {
  it('signs the exact size of a declared upload into its URL, and only then', async () => {
    const signed = (url: string) => new URL(url).searchParams.get('X-Amz-SignedHeaders');
    const options = { contentType: 'image/jpeg', maxBytes: 900, expiresIn: 60 };
    expect(signed(await storage.presignPut('spaces/1/b.jpg', { ...options, exactBytes: 900 }))).toBe(
      'content-length;host',
    );
    expect(signed(await storage.presignPut('spaces/1/b.jpg', options))).toBe('host');
    const part = await storage.presignUploadPart('spaces/1/c.jpg', 'upload-1', 1, {
      ...options,
      exactBytes: 900,
    });
    expect(signed(part)).toBe('content-length;host');
  });

  it('accepts a presigned PUT from fetch, then heads, gets, lists and deletes it', async () => {
    const url = await storage.presignPut('spaces/1/a.jpg', {
      contentType: 'image/jpeg',
      maxBytes: 1000,
      expiresIn: 60,
    });
    const put = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: 'jpeg-bytes',
    });
    expect(put.status).toBe(200);

    expect(await storage.head('spaces/1/a.jpg')).toMatchObject({ size: 10, contentType: 'image/jpeg' });
    expect(await text(await storage.getStream('spaces/1/a.jpg'))).toBe('jpeg-bytes');

    const get = await fetch(
      await storage.presignGet('spaces/1/a.jpg', { expiresIn: 60, downloadName: 'a.jpg' }),
    );
    expect(await get.text()).toBe('jpeg-bytes');
    expect(get.headers.get('content-disposition')).toContain('attachment; filename="a.jpg"');

    await storage.put('spaces/1/b.txt', Readable.from(['str', 'eam']), 'text/plain');
    await storage.put('spaces/2/c.txt', Buffer.from('buffer'), 'text/plain');
    expect((await storage.list('spaces/1/')).map((o) => [o.key, o.size])).toEqual([
      ['spaces/1/a.jpg', 10],
      ['spaces/1/b.txt', 6],
    ]);

    await storage.delete('spaces/1/a.jpg');
    await expect(storage.head('spaces/1/a.jpg')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.getStream('spaces/1/a.jpg')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('copies an object inside the bucket with a new content type, and refuses a missing one', async () => {
    await storage.put('uploads/spaces/1/m.jpg', Buffer.from('stored-bytes'), 'application/octet-stream');
    await storage.copy('uploads/spaces/1/m.jpg', 'spaces/1/m-x.jpg', 'image/jpeg');
    expect(await storage.head('spaces/1/m-x.jpg')).toMatchObject({ size: 12, contentType: 'image/jpeg' });
    expect(await text(await storage.getStream('spaces/1/m-x.jpg'))).toBe('stored-bytes');
    expect(await text(await storage.getStream('spaces/1/m-x.jpg', { start: 0, end: 4 }))).toBe('store');
    // Writing the source again leaves the copy as it was.
    await storage.put('uploads/spaces/1/m.jpg', Buffer.from('other'), 'image/jpeg');
    expect(await text(await storage.getStream('spaces/1/m-x.jpg'))).toBe('stored-bytes');
    await storage.delete('uploads/spaces/1/m.jpg');
    await expect(
      storage.copy('uploads/spaces/1/m.jpg', 'spaces/1/n.jpg', 'image/jpeg'),
    ).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.head('spaces/1/n.jpg')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('refuses a server-side write past maxBytes', async () => {
    await expect(
      storage.put('big.bin', Buffer.alloc(11), 'application/octet-stream', { maxBytes: 10 }),
    ).rejects.toBeInstanceOf(StorageTooLargeError);
    const stream = Readable.from([Buffer.alloc(8), Buffer.alloc(8)]);
    await expect(
      storage.put('big.bin', stream, 'application/octet-stream', { maxBytes: 10 }),
    ).rejects.toThrow();
    await expect(storage.head('big.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
  });
});
