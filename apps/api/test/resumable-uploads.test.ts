import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { photo } from '../src/images/test-images.ts';
import { sweepAbandonedUploads } from '../src/uploads/completion.ts';
import { ALREADY_UPLOADED } from '../src/uploads/upload-parts.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { createSpace } from './helpers/spaces.ts';

const MiB = 1024 * 1024;

/** A real JPEG of `size` bytes: a small photo followed by padding decoders ignore. */
async function jpegOfSize(size: number): Promise<Buffer> {
  const image = await photo(64, 48);
  return Buffer.concat([image, Buffer.alloc(size - image.length, 7)]);
}

interface Part {
  part_number: number;
  url: string;
}

function resumable(h: Harness, token: string, spaceId: string) {
  const presign = async (bytes: Buffer) => {
    const res = await h.request({
      method: 'POST',
      url: '/api/presigned_urls',
      token,
      payload: {
        files: [{ name: 'big.jpg', type: 'image/jpeg', size: bytes.length }],
        method: 'put',
        space_id: spaceId,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().files[0].photo_id as string;
  };
  const parts = (
    photoId: string,
    size: number,
    as: { token?: string; headers?: Record<string, string> } = { token },
  ) =>
    h.request({
      method: 'POST',
      url: `/api/photos/${photoId}/parts`,
      ...as,
      payload: { size, content_type: 'image/jpeg' },
    });
  const sendPart = async (part: Part, bytes: Buffer, partSize: number) => {
    const url = new URL(part.url);
    const start = (part.part_number - 1) * partSize;
    return h.request({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      payload: bytes.subarray(start, start + partSize),
      headers: { 'content-type': 'image/jpeg' },
    });
  };
  const complete = (photoId: string, sent: { part_number: number; etag: string }[]) =>
    h.request({ method: 'POST', url: `/api/photos/${photoId}/complete`, token, payload: { parts: sent } });
  const state = async (photoId: string) =>
    await h.app.db
      .selectFrom('photos')
      .select(['state', 'path'])
      .where('id', '=', photoId)
      .executeTakeFirst();
  return { presign, parts, sendPart, complete, state };
}

describeBackends('resumable uploads', (h) => {
  it('hands out the part URLs with the presign: no single PUT URL, no second call before the parts', async () => {
    const owner = await h.signIn();
    const spaceId = (await createSpace(h, owner.token)).id;
    const calls = resumable(h, owner.token, spaceId);
    const bytes = await jpegOfSize(3 * MiB + 17);
    const res = await h.request({
      method: 'POST',
      url: '/api/presigned_urls',
      token: owner.token,
      payload: {
        files: [{ name: 'big.jpg', type: 'image/jpeg', size: bytes.length }],
        method: 'put',
        space_id: spaceId,
        parts: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.json().files as { photo_id: string; url: string; part_size: number; parts: Part[] }[];
    expect(file!.url).toBe('');
    expect(res.json().presigned_urls).toEqual(['']);
    expect(file!.part_size).toBe(2 * MiB);
    expect(file!.parts.map((p) => p.part_number)).toEqual([1, 2]);
    const sent = [];
    for (const part of file!.parts) {
      const put = await calls.sendPart(part, bytes, file!.part_size);
      expect(put.statusCode, put.body).toBe(200);
      sent.push({ part_number: part.part_number, etag: String(put.headers.etag) });
    }
    const done = await calls.complete(file!.photo_id, sent);
    expect(done.statusCode, done.body).toBe(200);
    await h.app.jobs.idle();
    const row = await calls.state(file!.photo_id);
    expect(row?.state).toBe('visible');
    expect((await buffer(await h.app.storage.getStream(row!.path))).equals(bytes)).toBe(true);
  });

  it('sends a photo in parts, resumes after a lost part and publishes the exact bytes', async () => {
    const owner = await h.signIn();
    const spaceId = (await createSpace(h, owner.token)).id;
    const calls = resumable(h, owner.token, spaceId);
    const bytes = await jpegOfSize(5 * MiB + 1234);
    const photoId = await calls.presign(bytes);

    const first = await calls.parts(photoId, bytes.length);
    expect(first.statusCode, first.body).toBe(200);
    const { part_size: partSize, parts } = first.json() as { part_size: number; parts: Part[] };
    expect(partSize).toBe(2 * MiB);
    expect(parts.map((p) => p.part_number)).toEqual([1, 2, 3]);

    // Parts 1 and 3 arrive; the connection drops during part 2.
    const sent: { part_number: number; etag: string }[] = [];
    for (const part of [parts[0]!, parts[2]!]) {
      const put = await calls.sendPart(part, bytes, partSize);
      expect(put.statusCode, put.body).toBe(200);
      sent.push({ part_number: part.part_number, etag: String(put.headers.etag) });
    }
    const early = await calls.complete(photoId, sent);
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe('Some parts of this upload are missing: send them again');
    expect((await calls.state(photoId))?.state).toBe('pending');

    // Asked again (a reload): the same upload, fresh URLs; only part 2 is sent.
    const again = await calls.parts(photoId, bytes.length);
    const resent = await calls.sendPart((again.json().parts as Part[])[1]!, bytes, partSize);
    expect(resent.statusCode).toBe(200);
    sent.push({ part_number: 2, etag: String(resent.headers.etag) });

    const done = await calls.complete(photoId, sent);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().photo.state).toBe('processing');
    await h.app.jobs.idle();
    const row = await calls.state(photoId);
    expect(row?.state).toBe('visible');
    expect((await buffer(await h.app.storage.getStream(row!.path))).equals(bytes)).toBe(true);
    // The parts are gone once joined.
    expect(await readdir(join(h.config.dataDir, 'storage', 'multipart')).catch(() => [])).toEqual([]);

    const late = await calls.parts(photoId, bytes.length);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(ALREADY_UPLOADED);
  });

  it('refuses a part whose ETag does not match, a part over its size and a stranger', async () => {
    const owner = await h.signIn();
    const spaceId = (await createSpace(h, owner.token)).id;
    const calls = resumable(h, owner.token, spaceId);
    const bytes = await jpegOfSize(3 * MiB);
    const photoId = await calls.presign(bytes);
    const { part_size: partSize, parts } = (await calls.parts(photoId, bytes.length)).json() as {
      part_size: number;
      parts: Part[];
    };
    const etags = [];
    for (const part of parts) etags.push(String((await calls.sendPart(part, bytes, partSize)).headers.etag));

    const wrong = await calls.complete(photoId, [
      { part_number: 1, etag: etags[0]! },
      { part_number: 2, etag: '"0123456789abcdef0123456789abcdef"' },
    ]);
    expect(wrong.statusCode).toBe(422);

    const url = new URL(parts[0]!.url);
    const oversized = await h.request({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      payload: Buffer.alloc(partSize + 1),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(oversized.statusCode).toBe(413);

    const stranger = await h.signIn();
    expect((await calls.parts(photoId, bytes.length, { token: stranger.token })).statusCode).toBe(403);
    expect((await calls.parts(photoId, bytes.length, {})).statusCode).toBe(401);
    const tooBig = await calls.parts(photoId, 31457281);
    expect(tooBig.statusCode).toBe(422);

    const done = await calls.complete(
      photoId,
      etags.map((etag, index) => ({ part_number: index + 1, etag })),
    );
    expect(done.statusCode, done.body).toBe(200);
  });

  it('keeps a resumable upload for a day, then sweeps it with its parts', async () => {
    const owner = await h.signIn();
    const spaceId = (await createSpace(h, owner.token)).id;
    const calls = resumable(h, owner.token, spaceId);
    const bytes = await jpegOfSize(3 * MiB);
    const photoId = await calls.presign(bytes);
    const { part_size: partSize, parts } = (await calls.parts(photoId, bytes.length)).json() as {
      part_size: number;
      parts: Part[];
    };
    await calls.sendPart(parts[0]!, bytes, partSize);
    const multipartDir = join(h.config.dataDir, 'storage', 'multipart');
    expect(await readdir(multipartDir)).toHaveLength(1);

    const hour = 60 * 60 * 1000;
    await sweepAbandonedUploads(h.app, new Date(Date.now() + 2 * hour));
    expect((await calls.state(photoId))?.state).toBe('pending');
    await sweepAbandonedUploads(h.app, new Date(Date.now() + 25 * hour));
    expect(await calls.state(photoId)).toBeUndefined();
    expect(await readdir(multipartDir)).toEqual([]);
  });
});
