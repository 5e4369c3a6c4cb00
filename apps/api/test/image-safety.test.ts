import { beforeAll, expect, it } from 'vitest';
import { demoPhotoMaker } from '../src/demo/demo-photos.ts';
import { gifDeclaring, photo, pngDeclaring, truncatedJpeg, watermarkPng } from '../src/images/test-images.ts';
import { holdEveryDecodeSlot } from '../src/images/test-slots.ts';
import {
  INVALID_UPLOAD,
  TOO_COMPRESSED,
  TOO_MANY_FRAMES,
  TOO_MANY_PIXELS,
  UNDECODABLE_IMAGE,
} from '../src/uploads/completion.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { visitorImage } from './helpers/uploads.ts';

async function createSpace(h: Harness, userId: string, fields: Record<string, unknown> = {}) {
  const row = await h.app.db
    .insertInto('spaces')
    .values({ user_id: userId, title: 'Gala', start_date: '2026-01-01', end_date: '2026-01-08', ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeBackends('only images that decode within the pixel limit are kept', (h) => {
  let base = '';
  const upload = async (token: string, spaceId: string, bytes: Buffer, type = 'image/png') => {
    const presign = await h.request({
      method: 'POST',
      url: '/api/presigned_urls',
      token,
      payload: { files: [{ name: 'p.png', type, size: bytes.length }], method: 'put', space_id: spaceId },
    });
    expect(presign.statusCode).toBe(200);
    const [file] = presign.json().files;
    const url = new URL(file.url);
    const put = await fetch(`${base}${url.pathname}${url.search}`, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': type },
    });
    const body = put.status === 204 ? null : ((await put.json()) as { error: string });
    return { put, status: put.status, body, file };
  };
  const photoRow = (id: string) =>
    h.app.db.selectFrom('photos').select(['id', 'state']).where('id', '=', id).executeTakeFirst();

  // Uploads are PUT over a real port, as a browser sends them.
  beforeAll(async () => {
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('refuses a small PNG declaring 16000x16000 pixels at completion, keeping nothing', async () => {
    const owner = await h.signIn();
    const spaceId = await createSpace(h, owner.id);
    const { status, body, file } = await upload(owner.token, spaceId, pngDeclaring(16_000, 16_000));
    expect(status).toBe(422);
    expect(body?.error).toBe(TOO_MANY_PIXELS);
    expect(await photoRow(file.photo_id)).toBeUndefined();
    await expect(h.app.storage.head(file.path)).rejects.toThrow();
  });

  it('refuses a 43-byte GIF declaring 10000x10000 pixels from its header, keeping nothing', async () => {
    const owner = await h.signIn();
    const spaceId = await createSpace(h, owner.id);
    const { status, body, file } = await upload(
      owner.token,
      spaceId,
      gifDeclaring(10_000, 10_000),
      'image/gif',
    );
    expect(status).toBe(422);
    expect(body?.error).toBe(TOO_COMPRESSED);
    expect(await photoRow(file.photo_id)).toBeUndefined();
    await expect(h.app.storage.head(file.path)).rejects.toThrow();
  });

  it('refuses an animated GIF whose frames together pass 100 MP', async () => {
    const owner = await h.signIn();
    const spaceId = await createSpace(h, owner.id);
    const { status, body, file } = await upload(
      owner.token,
      spaceId,
      gifDeclaring(4000, 4000, 8),
      'image/gif',
    );
    expect(status).toBe(422);
    expect(body?.error).toBe(TOO_MANY_FRAMES);
    expect(await photoRow(file.photo_id)).toBeUndefined();
  });

  it('keeps photo-like uploads: a demo photo, a flat test photo, a small animation', async () => {
    const owner = await h.signIn();
    const spaceId = await createSpace(h, owner.id);
    const demo = await demoPhotoMaker('small')(['reception'], 0);
    for (const [bytes, type] of [
      [demo, 'image/jpeg'],
      [await photo(600, 400), 'image/jpeg'],
      [gifDeclaring(64, 48, 3), 'image/gif'],
    ] as const) {
      const { status, file } = await upload(owner.token, spaceId, bytes, type);
      expect(status, type).toBe(204);
      expect(await photoRow(file.photo_id)).toMatchObject({ state: 'processing' });
    }
  });

  it('completes an upload while every decode slot is taken: completion reads only its header, so it never waits for a decode', async () => {
    const owner = await h.signIn();
    const spaceId = await createSpace(h, owner.id);
    const release = await holdEveryDecodeSlot();
    let photoId = '';
    try {
      const { status, file } = await upload(owner.token, spaceId, await photo(40, 30), 'image/jpeg');
      expect(status).toBe(204);
      photoId = file.photo_id;
      expect(await photoRow(photoId)).toMatchObject({ state: 'processing' });
    } finally {
      await release();
    }
    await h.app.jobs.idle();
    expect(await photoRow(photoId)).toMatchObject({ state: 'visible' });
  });

  it('refuses a truncated JPEG in its derive job with the reason, keeping nothing but the reason for its uploader', async () => {
    const owner = await h.signIn();
    const spaceId = await createSpace(h, owner.id);
    // Its header is sound, so completion accepts it; only a full decode finds its data cut short.
    const { status, file } = await upload(owner.token, spaceId, await truncatedJpeg(), 'image/jpeg');
    expect(status).toBe(204);
    expect(await photoRow(file.photo_id)).toMatchObject({ state: 'processing' });
    const published = await h.app.db
      .selectFrom('photos')
      .select('path')
      .where('id', '=', file.photo_id)
      .executeTakeFirstOrThrow();
    await h.app.jobs.idle();
    expect(await photoRow(file.photo_id)).toBeUndefined();
    await expect(h.app.storage.head(published.path)).rejects.toThrow();
    await expect(h.app.storage.head(file.path)).rejects.toThrow();
    const status2 = await h.request({
      method: 'GET',
      url: `/api/photos/${file.photo_id}/upload`,
      token: owner.token,
    });
    expect(status2.statusCode).toBe(200);
    expect(status2.json()).toEqual({
      upload: { photo_id: file.photo_id, state: 'refused', error: UNDECODABLE_IMAGE },
    });
    const own = await h.request({ method: 'GET', url: `/api/spaces/${spaceId}`, token: owner.token });
    expect(own.json().photos).toEqual([]);
  });

  it('refuses SVG at presign and an SVG dressed as AVIF at completion', async () => {
    const owner = await h.signIn();
    const spaceId = await createSpace(h, owner.id);
    const svg = await h.request({
      method: 'POST',
      url: '/api/presigned_urls',
      token: owner.token,
      payload: {
        files: [{ name: 'x.svg', type: 'image/svg+xml', size: 100 }],
        method: 'put',
        space_id: spaceId,
      },
    });
    expect(svg.statusCode).toBe(422);
    expect(svg.json().error).toBe(INVALID_UPLOAD);
    const disguised = Buffer.from(
      '<!--ftypavif--><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const { status, file } = await upload(owner.token, spaceId, disguised, 'image/avif');
    expect(status).toBe(422);
    expect(await photoRow(file.photo_id)).toBeUndefined();
  });

  it('keeps showing the last good images of a stored photo that no longer decodes, and never answers 5xx', async () => {
    const owner = await h.signIn();
    const wmKey = `watermarks/${owner.id}/safety.png`;
    await h.app.storage.put(wmKey, await watermarkPng(40, 40), 'image/png');
    const watermark = await h.app.db
      .insertInto('watermarks')
      .values({ user_id: owner.id, url: wmKey, path: wmKey, top: 10, left: 10, height: 50, width: 50 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const spaceId = await createSpace(h, owner.id, { use_watermark: true, watermark_id: watermark.id });
    const { status, file } = await upload(owner.token, spaceId, await photo(120, 90), 'image/jpeg');
    expect(status).toBe(204);
    await h.app.jobs.idle();
    // The stored bytes go bad after the fact (damaged on disk), then the watermark moves: re-deriving fails.
    const stored = await h.app.db
      .selectFrom('photos')
      .select(['path', 'marked_preview_key'])
      .where('id', '=', file.photo_id)
      .executeTakeFirstOrThrow();
    await h.app.storage.put(stored.path, await truncatedJpeg(), 'image/jpeg');
    const moved = await h.request({
      method: 'PATCH',
      url: `/api/spaces/${spaceId}`,
      token: owner.token,
      payload: { watermark: { top: 0, left: 0 } },
    });
    expect(moved.statusCode).toBe(200);
    await h.app.jobs.idle();
    const after = await h.app.db
      .selectFrom('photos')
      .select(['state', 'marked_preview_key', 'derive_error'])
      .where('id', '=', file.photo_id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ state: 'visible', marked_preview_key: stored.marked_preview_key });
    expect(after.derive_error).toEqual(expect.any(String));
    // Visitors keep the last good watermarked preview; no request decodes anything.
    for (const route of ['image', 'watermarked'] as const) {
      const res = await visitorImage(h, file.photo_id, route);
      expect(res.statusCode, route).toBe(200);
      expect(res.headers['content-type'], route).toBe('image/webp');
    }
    const own = await h.request({ method: 'GET', url: `/api/spaces/${spaceId}`, token: owner.token });
    expect(own.json().photos[0].processing_error).toEqual(expect.any(String));
  });
});
