import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { photo, watermarkPng } from '../src/images/test-images.ts';
import { INVALID_UPLOAD, NOTHING_SELECTED, sweepAbandonedUploads } from '../src/uploads/completion.ts';
import { ONE_WATERMARK } from '../src/uploads/presign.ts';
import { DEFAULT_WATERMARK_BOX } from '../src/uploads/watermark-upload.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { visitorImage } from './helpers/uploads.ts';

const MAX = 31_457_280;

async function createSpace(h: Harness, userId: string, fields: Record<string, unknown> = {}) {
  const row = await h.app.db
    .insertInto('spaces')
    .values({
      user_id: userId,
      title: 'Wedding',
      start_date: '2026-01-01',
      end_date: '2026-01-08',
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeBackends('uploads', (h) => {
  let base = '';
  const local = (url: string) => {
    const u = new URL(url);
    return `${base}${u.pathname}${u.search}`;
  };
  const presign = (token: string | undefined, payload: object) =>
    h.request({ method: 'POST', url: '/api/presigned_urls', token, payload });
  const photoRow = (id: string) =>
    h.app.db.selectFrom('photos').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('validates the selection with the product messages', async () => {
    const owner = await h.signIn();
    const space_id = await createSpace(h, owner.id);
    const empty = await presign(owner.token, { files: [], method: 'put', space_id });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toBe(NOTHING_SELECTED);
    for (const file of [
      { name: 'a.pdf', type: 'application/pdf', size: 10 },
      { name: 'a.jpg', type: 'image/jpeg', size: MAX + 1 },
      { name: 'a.jpg', size: 10 },
    ]) {
      const res = await presign(owner.token, {
        files: [{ name: 'ok.jpg', type: 'image/jpeg', size: 5 }, file],
        method: 'put',
        space_id,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe(INVALID_UPLOAD);
    }
    expect(
      await h.app.db.selectFrom('photos').select('id').where('space_id', '=', space_id).execute(),
    ).toHaveLength(0);
    const atLimit = await presign(owner.token, {
      files: [{ name: 'a.jpg', type: 'image/jpeg', size: MAX }],
      method: 'put',
      space_id,
    });
    expect(atLimit.statusCode).toBe(200);
  });

  it('lets only the owner presign uploads into a space', async () => {
    const owner = await h.signIn();
    const other = await h.signIn();
    const space_id = await createSpace(h, owner.id);
    const payload = { files: [{ name: 'x.JPG', type: 'image/jpeg', size: 100 }], method: 'put', space_id };
    expect((await presign(undefined, payload)).statusCode).toBe(401);
    expect((await presign(other.token, payload)).statusCode).toBe(403);
    expect(
      (await presign(owner.token, { ...payload, space_id: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    const ok = await presign(owner.token, payload);
    expect(ok.statusCode).toBe(200);
    const [file] = ok.json().files;
    expect(ok.json().presigned_urls).toEqual([file.url]);
    expect(file.path).toMatch(new RegExp(`^uploads/spaces/${space_id}/[0-9a-f-]{36}\\.jpg$`));
    expect(file.name).toBe(file.path.split('/').pop());
    const row = await photoRow(file.photo_id);
    expect(row?.state).toBe('pending');
    expect(Date.parse(file.expires_at)).toBeGreaterThan(Date.now());

    const banner = await presign(owner.token, {
      files: [{ name: 'b.png', type: 'image/png', size: 10 }],
      method: 'put',
      type: 'banner',
    });
    expect(banner.json().files[0].path).toMatch(new RegExp(`^uploads/banners/${owner.id}/.+\\.png$`));
    const icon = await presign(owner.token, {
      files: [{ name: 'i.png', type: 'image/png', size: 10 }],
      method: 'put',
      type: 'icon',
    });
    expect(icon.json().files[0].path).toMatch(new RegExp(`^uploads/icons/${owner.id}/.+\\.png$`));
  });

  it('uploads over a real port: presign, PUT, then the photo is visible', async () => {
    const owner = await h.signIn();
    const space_id = await createSpace(h, owner.id);
    const bytes = await photo(64, 48);
    const res = await presign(owner.token, {
      files: [{ name: 'p.jpg', type: 'image/jpeg', size: bytes.length }],
      method: 'put',
      space_id,
    });
    const [file] = res.json().files;
    const put = await fetch(local(file.url), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.status).toBe(204);
    // Stored and verified, it appears once its derived images exist.
    await h.app.jobs.idle();
    expect((await photoRow(file.photo_id))?.state).toBe('visible');
    // Visible photos of a public space are readable by anyone as their preview, never as the original.
    const image = await visitorImage(h, file.photo_id);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.equals(bytes)).toBe(false);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(64);
    // The completion call is idempotent.
    const complete = await h.request({
      method: 'POST',
      url: `/api/photos/${file.photo_id}/complete`,
      token: owner.token,
    });
    expect(complete.json().photo.state).toBe('visible');
    // Downloads: the owner gets a GET URL, a stranger of a private space does not.
    const published = (await photoRow(file.photo_id))?.path as string;
    expect(published).toMatch(new RegExp(`^spaces/${space_id}/[0-9a-f-]{36}-[0-9a-f]{16}\\.jpg$`));
    const download = await presign(owner.token, { files: [{ name: published }], method: 'get' });
    expect(download.statusCode).toBe(200);
    expect((await fetch(local(download.json().presigned_urls[0]))).status).toBe(200);
  });

  it('accepts a space API credential for uploads into its own space only', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const space_id = await createSpace(h, owner.id);
    const sibling = await createSpace(h, owner.id, { title: 'Sibling' });
    const foreign = await createSpace(h, stranger.id, { title: 'Foreign' });
    const created = await h.request({
      method: 'POST',
      url: `/api/spaces/${space_id}/credentials`,
      token: owner.token,
    });
    const credential = created.json().credential as { id: string; key: string };
    const withKey = (key: string, payload: object, token?: string) =>
      h.request({
        method: 'POST',
        url: '/api/presigned_urls',
        token,
        headers: { 'x-lense-key': key },
        payload,
      });
    const bytes = await photo(32, 24);
    const files = [{ name: 'cam.JPG', type: 'image/jpeg', size: bytes.length }];

    // Into its own space: with or without space_id; the photo is the space owner's.
    const ok = await withKey(credential.key, { files, method: 'put', space_id });
    expect(ok.statusCode).toBe(200);
    const [file] = ok.json().files;
    expect(file.path).toMatch(new RegExp(`^uploads/spaces/${space_id}/[0-9a-f-]{36}\\.jpg$`));
    expect(await photoRow(file.photo_id)).toMatchObject({ state: 'pending', user_id: owner.id, space_id });
    const implicit = await withKey(credential.key, { files, method: 'put' });
    expect(implicit.statusCode).toBe(200);
    expect(implicit.json().files[0].path.startsWith(`uploads/spaces/${space_id}/`)).toBe(true);
    const put = await fetch(local(file.url), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.status).toBe(204);
    await h.app.jobs.idle();
    expect((await photoRow(file.photo_id))?.state).toBe('visible');
    const complete = (photoId: string, key: string) =>
      h.request({ method: 'POST', url: `/api/photos/${photoId}/complete`, headers: { 'x-lense-key': key } });
    const completed = await complete(file.photo_id, credential.key);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().photo.state).toBe('visible');

    // Anywhere else: 403, even into another space of the same owner, and nothing is created there.
    for (const target of [sibling, foreign, '00000000-0000-4000-8000-000000000000']) {
      const res = await withKey(credential.key, { files, method: 'put', space_id: target });
      expect(res.statusCode, target).toBe(403);
      expect(res.json().error).toBe('This API key only allows uploading photos into its own space');
    }
    for (const payload of [
      { files, method: 'put', type: 'banner' },
      { files, method: 'put', type: 'icon' },
      { files: [{ name: file.path }], method: 'get' },
    ]) {
      expect((await withKey(credential.key, payload)).statusCode, JSON.stringify(payload)).toBe(403);
    }
    const [siblingPhoto] = (await presign(owner.token, { files, method: 'put', space_id: sibling })).json()
      .files;
    expect((await complete(siblingPhoto.photo_id, credential.key)).statusCode).toBe(403);
    expect((await complete('00000000-0000-4000-8000-000000000000', credential.key)).statusCode).toBe(404);
    const pendingIn = async (id: string) =>
      (await h.app.db.selectFrom('photos').select('id').where('space_id', '=', id).execute()).length;
    expect(await pendingIn(sibling)).toBe(1); // the owner's own presign above
    expect(await pendingIn(foreign)).toBe(0);

    // The key decides when present: a valid token does not rescue a bad key, nor widen a good one.
    expect(
      (await withKey(credential.key, { files, method: 'put', space_id: sibling }, owner.token)).statusCode,
    ).toBe(403);
    expect(
      (await withKey('lk_AAAAAAAAAAAAAAAA.bad', { files, method: 'put', space_id }, owner.token)).statusCode,
    ).toBe(401);

    // Unknown, malformed and revoked keys: 401.
    const unknown = `lk_${'A'.repeat(16)}.${'B'.repeat(43)}`;
    for (const key of [unknown, 'not-a-key', '']) {
      const res = await withKey(key, { files, method: 'put', space_id });
      expect(res.statusCode, key).toBe(401);
      expect(typeof res.json().error).toBe('string');
    }
    const revoke = await h.request({
      method: 'DELETE',
      url: `/api/spaces/${space_id}/credentials/${credential.id}`,
      token: owner.token,
    });
    expect(revoke.statusCode).toBe(200);
    const revoked = await withKey(credential.key, { files, method: 'put', space_id });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error).toBe('invalid API key');
    expect((await complete(file.photo_id, credential.key)).statusCode).toBe(401);
  });

  it('refuses a non-image and an oversize upload and keeps neither', async () => {
    const owner = await h.signIn();
    const space_id = await createSpace(h, owner.id);
    const res = await presign(owner.token, {
      files: [
        { name: 'fake.jpg', type: 'image/jpeg', size: 20 },
        { name: 'big.jpg', type: 'image/jpeg', size: MAX },
      ],
      method: 'put',
      space_id,
    });
    const [fake, big] = res.json().files;
    const putFake = await fetch(local(fake.url), {
      method: 'PUT',
      body: 'this is not an image',
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(putFake.status).toBe(422);
    expect(((await putFake.json()) as { error: string }).error).toBe(INVALID_UPLOAD);
    expect(await photoRow(fake.photo_id)).toBeUndefined();
    await expect(h.app.storage.head(fake.path)).rejects.toThrow();

    const oversize = Buffer.concat([await photo(8, 8), Buffer.alloc(MAX)]);
    const putBig = await fetch(local(big.url), {
      method: 'PUT',
      body: oversize,
      headers: { 'content-type': 'image/jpeg' },
    }).catch(() => null);
    if (putBig) expect(putBig.status).toBe(413);
    await expect(h.app.storage.head(big.path)).rejects.toThrow();
    // The pending row stays invisible until the sweep removes it.
    expect((await photoRow(big.photo_id))?.state).toBe('pending');
  });

  it('rejects an expired URL, another key and another content type', async () => {
    const owner = await h.signIn();
    const space_id = await createSpace(h, owner.id);
    const bytes = await photo(16, 16);
    const res = await presign(owner.token, {
      files: [{ name: 'p.jpg', type: 'image/jpeg', size: bytes.length }],
      method: 'put',
      space_id,
    });
    const [file] = res.json().files;
    const url = new URL(file.url);
    const put = (path: string, type = 'image/jpeg') =>
      h.request({
        method: 'PUT',
        url: `${path}${url.search}`,
        payload: bytes,
        headers: { 'content-type': type },
      });
    expect((await put(url.pathname.replace(/[^/]+$/, 'other.jpg'))).statusCode).toBe(403);
    expect((await put(url.pathname, 'image/png')).statusCode).toBe(415);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (h.app.uploadUrlTtlSeconds + 5) * 1000);
      expect((await put(url.pathname)).statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    expect((await photoRow(file.photo_id))?.state).toBe('pending');
    expect((await put(url.pathname)).statusCode).toBe(204);
    await h.app.jobs.idle();
    expect((await photoRow(file.photo_id))?.state).toBe('visible');
  });

  it('sweeps abandoned uploads and stale temporary files', async () => {
    const owner = await h.signIn();
    const space_id = await createSpace(h, owner.id);
    const res = await presign(owner.token, {
      files: [{ name: 'p.jpg', type: 'image/jpeg', size: 10 }],
      method: 'put',
      space_id,
    });
    const [file] = res.json().files;
    const tmp = join(h.config.dataDir, 'storage', 'tmp');
    mkdirSync(tmp, { recursive: true });
    const stale = join(tmp, 'interrupted-upload');
    writeFileSync(stale, 'partial');
    const old = new Date(Date.now() - 24 * 3600 * 1000);
    utimesSync(stale, old, old);

    const early = await sweepAbandonedUploads(h.app);
    expect(early.tempFiles).toBe(1);
    expect((await photoRow(file.photo_id))?.state).toBe('pending');
    const later = await sweepAbandonedUploads(
      h.app,
      new Date(Date.now() + (h.app.uploadUrlTtlSeconds + 61) * 1000),
    );
    expect(later.photos).toBeGreaterThanOrEqual(1);
    expect(await photoRow(file.photo_id)).toBeUndefined();
  });

  it('watermarks photos of watermarked spaces and never shows their original to others', async () => {
    const owner = await h.signIn();
    const other = await h.signIn();
    const wmKey = `watermarks/${owner.id}/mark.png`;
    await h.app.storage.put(wmKey, await watermarkPng(40, 40), 'image/png');
    const watermark = await h.app.db
      .insertInto('watermarks')
      .values({ user_id: owner.id, url: wmKey, path: wmKey, top: 10, left: 10, height: 50, width: 50 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const space_id = await createSpace(h, owner.id, { use_watermark: true, watermark_id: watermark.id });
    const bytes = await photo(200, 150, { r: 10, g: 10, b: 10 });
    const res = await presign(owner.token, {
      files: [{ name: 'p.jpg', type: 'image/jpeg', size: bytes.length }],
      method: 'put',
      space_id,
    });
    const [file] = res.json().files;
    expect(
      (
        await fetch(local(file.url), {
          method: 'PUT',
          body: bytes,
          headers: { 'content-type': 'image/jpeg' },
        })
      ).status,
    ).toBe(204);
    const stored = (await photoRow(file.photo_id))?.path as string;
    await h.app.jobs.idle();

    const marked = await visitorImage(h, file.photo_id, 'watermarked');
    expect(marked.statusCode).toBe(200);
    expect(marked.headers['content-type']).toBe('image/webp');
    const meta = await sharp(marked.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 150]);
    const stats = await sharp(marked.rawPayload).stats();
    expect(stats.channels[0]!.max).toBeGreaterThan(100); // the white mark is there

    // Anonymous readers get the watermarked image, never a URL of the original.
    const image = await visitorImage(h, file.photo_id);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(marked.rawPayload)).toBe(true);
    expect((await presign(undefined, { files: [{ name: stored }], method: 'get' })).statusCode).toBe(401);
    expect((await presign(other.token, { files: [{ name: stored }], method: 'get' })).statusCode).toBe(403);
    const unsigned = await fetch(`${base}/api/storage/${stored}`);
    expect(unsigned.status).toBe(403);

    // The watermark service: owner only, spec body, base64 JPEG back.
    const body = {
      source_bucket_object_key: stored,
      watermark_bucket_object_key: wmKey,
      watermark_position_top: 10,
      watermark_position_left: 10,
      watermark_size_height: 50,
      watermark_size_width: 50,
    };
    expect((await h.request({ method: 'POST', url: '/api/watermark', payload: body })).statusCode).toBe(401);
    expect(
      (await h.request({ method: 'POST', url: '/api/watermark', payload: body, token: other.token }))
        .statusCode,
    ).toBe(404);
    const service = await h.request({
      method: 'POST',
      url: '/api/watermark',
      payload: body,
      token: owner.token,
    });
    expect(service.statusCode).toBe(200);
    expect(Buffer.from(service.json().data, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // A private space's photos are not shown to others at all.
    await h.app.db.updateTable('spaces').set({ is_public: false }).where('id', '=', space_id).execute();
    expect(
      (await h.request({ method: 'GET', url: `/api/photos/${file.photo_id}/watermarked` })).statusCode,
    ).toBe(404);
    const own = await h.request({
      method: 'GET',
      url: `/api/photos/${file.photo_id}/watermarked`,
      token: owner.token,
    });
    expect(own.statusCode).toBe(302);
    const signed = await h.request({ method: 'GET', url: String(own.headers.location) });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(marked.rawPayload)).toBe(true);
  });

  describe('watermark images', () => {
    const wmPresign = (token: string | undefined, space_id: string | undefined, size = 100) =>
      presign(token, {
        files: [{ name: 'Mark.PNG', type: 'image/png', size }],
        method: 'put',
        type: 'watermark',
        space_id,
      });
    const attach = (token: string | undefined, space_id: string, path: string) =>
      h.request({ method: 'POST', url: `/api/spaces/${space_id}/watermark`, token, payload: { path } });
    const putBytes = (url: string, body: Buffer | string, type = 'image/png') =>
      fetch(local(url), { method: 'PUT', body, headers: { 'content-type': type } });

    it('lets only the owner of the space upload and attach a watermark', async () => {
      const owner = await h.signIn();
      const other = await h.signIn();
      const space_id = await createSpace(h, owner.id);
      expect((await wmPresign(undefined, space_id)).statusCode).toBe(401);
      const stranger = await wmPresign(other.token, space_id);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().error).toBe('You are not allowed to upload to this space');
      expect((await wmPresign(owner.token, undefined)).statusCode).toBe(400);
      expect((await wmPresign(owner.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const two = await presign(owner.token, {
        files: [
          { name: 'a.png', type: 'image/png', size: 10 },
          { name: 'b.png', type: 'image/png', size: 10 },
        ],
        method: 'put',
        type: 'watermark',
        space_id,
      });
      expect(two.statusCode).toBe(422);
      expect(two.json().error).toBe(ONE_WATERMARK);
      const pdf = await presign(owner.token, {
        files: [{ name: 'a.pdf', type: 'application/pdf', size: 10 }],
        method: 'put',
        type: 'watermark',
        space_id,
      });
      expect(pdf.json().error).toBe(INVALID_UPLOAD);
      expect((await wmPresign(owner.token, space_id, MAX + 1)).json().error).toBe(INVALID_UPLOAD);
      // A space API credential only uploads photos.
      const credential = await h.request({
        method: 'POST',
        url: `/api/spaces/${space_id}/credentials`,
        token: owner.token,
      });
      const keyed = await h.request({
        method: 'POST',
        url: '/api/presigned_urls',
        headers: { 'x-lense-key': credential.json().credential.key },
        payload: {
          files: [{ name: 'a.png', type: 'image/png', size: 10 }],
          method: 'put',
          type: 'watermark',
        },
      });
      expect(keyed.statusCode).toBe(403);

      const res = await wmPresign(owner.token, space_id);
      expect(res.statusCode).toBe(200);
      const [file] = res.json().files;
      expect(file.path).toMatch(new RegExp(`^uploads/watermarks/${owner.id}/[0-9a-f-]+\\.png$`));
      expect(file.photo_id).toBeNull();
      expect((await putBytes(file.url, await watermarkPng(40, 40))).status).toBe(204);

      expect((await attach(undefined, space_id, file.path)).statusCode).toBe(401);
      expect((await attach(other.token, space_id, file.path)).statusCode).toBe(403);
      const otherSpace = await createSpace(h, other.id);
      // Another user's image cannot be attached, even to one's own space.
      const foreign = await attach(other.token, otherSpace, file.path);
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().error).toBe('watermark not found');
      expect(
        (await attach(owner.token, space_id, `uploads/watermarks/${owner.id}/missing.png`)).statusCode,
      ).toBe(422);
      const space = await h.app.db
        .selectFrom('spaces')
        .select('watermark_id')
        .where('id', '=', space_id)
        .executeTakeFirstOrThrow();
      expect(space.watermark_id).toBeNull();
    });

    it("stores, verifies and attaches a watermark that visitors' photos then carry", async () => {
      const owner = await h.signIn();
      const space_id = await createSpace(h, owner.id);
      const res = await wmPresign(owner.token, space_id);
      const [file] = res.json().files;
      expect((await putBytes(file.url, await watermarkPng(40, 40))).status).toBe(204);
      const attached = await attach(owner.token, space_id, file.path);
      expect(attached.statusCode).toBe(201);
      const { watermark } = attached.json();
      expect(watermark).toMatchObject({ ...DEFAULT_WATERMARK_BOX, original_file_extension: 'png' });
      expect(watermark.url).toBe(`/api/watermarks/${watermark.id}/image`);

      // GET /spaces/{id} returns it; its image address loads for anyone (the owner's <img> sends no token).
      const detail = await h.request({ method: 'GET', url: `/api/spaces/${space_id}`, token: owner.token });
      expect(detail.json().space.watermark_id).toBe(watermark.id);
      expect(detail.json().watermark).toEqual(watermark);
      const image = await h.request({ method: 'GET', url: watermark.url });
      expect(image.statusCode).toBe(302);
      const got = await fetch(local(String(image.headers.location)));
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer()).equals(await watermarkPng(40, 40))).toBe(true);

      // Turned on, visitors get the space's photos with this watermark.
      const patched = await h.request({
        method: 'PATCH',
        url: `/api/spaces/${space_id}`,
        token: owner.token,
        payload: { use_watermark: true, watermark: { top: 0, left: 0, height: 100, width: 100 } },
      });
      expect(patched.statusCode).toBe(200);
      const bytes = await photo(120, 90, { r: 10, g: 10, b: 10 });
      const [shot] = (
        await presign(owner.token, {
          files: [{ name: 'p.jpg', type: 'image/jpeg', size: bytes.length }],
          method: 'put',
          space_id,
        })
      ).json().files;
      expect((await putBytes(shot.url, bytes, 'image/jpeg')).status).toBe(204);
      await h.app.jobs.idle();
      const marked = await visitorImage(h, shot.photo_id);
      expect(marked.statusCode).toBe(200);
      expect(marked.headers['content-type']).toBe('image/webp');
      const stats = await sharp(marked.rawPayload).stats();
      expect(stats.channels[0]!.max).toBeGreaterThan(100); // the white mark covers the dark photo
      const feed = await h.request({ method: 'GET', url: `/api/spaces/${space_id}` });
      expect(feed.json().photos[0].url).toContain(`/photos/${shot.photo_id}/images/marked-preview-`);

      // A new image replaces it, keeping the position and size; the unused old one is deleted.
      const [second] = (await wmPresign(owner.token, space_id)).json().files;
      expect((await putBytes(second.url, await watermarkPng(20, 20))).status).toBe(204);
      const replaced = await attach(owner.token, space_id, second.path);
      expect(replaced.statusCode).toBe(201);
      expect(replaced.json().watermark).toMatchObject({ top: 0, left: 0, height: 100, width: 100 });
      expect(
        await h.app.db
          .selectFrom('watermarks')
          .select('id')
          .where('id', '=', watermark.id)
          .executeTakeFirst(),
      ).toBeUndefined();
      await expect(h.app.storage.head(file.path)).rejects.toThrow();
      expect((await h.request({ method: 'GET', url: watermark.url })).statusCode).toBe(404);
    });

    it('refuses a stored non-image by its bytes and keeps nothing', async () => {
      const owner = await h.signIn();
      const space_id = await createSpace(h, owner.id);
      const [file] = (await wmPresign(owner.token, space_id)).json().files;
      const put = await putBytes(file.url, 'this is text, not an image');
      expect(put.status).toBe(422);
      await expect(h.app.storage.head(file.path)).rejects.toThrow();
      // Bytes stored some other way (as with S3, where the API never sees the PUT) are checked on attach.
      await h.app.storage.put(file.path, Buffer.from('plain text, not an image'), 'image/png');
      const attached = await attach(owner.token, space_id, file.path);
      expect(attached.statusCode).toBe(422);
      expect(attached.json().error).toBe(INVALID_UPLOAD);
      await expect(h.app.storage.head(file.path)).rejects.toThrow();
      expect(
        await h.app.db.selectFrom('watermarks').select('id').where('user_id', '=', owner.id).execute(),
      ).toEqual([]);
    });
  });

  it('shows the photos of a space that asks for a watermark it does not have yet as uploaded', async () => {
    const owner = await h.signIn();
    const space_id = await createSpace(h, owner.id, { use_watermark: true });
    const bytes = await photo(120, 90, { r: 200, g: 60, b: 40 });
    const res = await presign(owner.token, {
      files: [{ name: 'p.jpg', type: 'image/jpeg', size: bytes.length }],
      method: 'put',
      space_id,
    });
    const [file] = res.json().files;
    const put = await fetch(local(file.url), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.status).toBe(204);
    await h.app.jobs.idle();

    // Without a watermark image there is nothing to put on the photo: visitors get its unmarked preview,
    // as the space's photo list (its url) and the watermark panel say; the original stays the owner's.
    const detail = await h.request({ method: 'GET', url: `/api/spaces/${space_id}` });
    expect(detail.json().photos[0].url).toMatch(new RegExp(`/photos/${file.photo_id}/images/preview-`));
    const image = await visitorImage(h, file.photo_id);
    expect(image.statusCode).toBe(200);
    const { width } = await sharp(image.rawPayload).metadata();
    expect(width).toBe(120);
    const stored = (await photoRow(file.photo_id))?.path as string;
    expect((await presign(undefined, { files: [{ name: stored }], method: 'get' })).statusCode).toBe(401);
  });

  it("lets anyone read the banner and icon a site shows, but not the owner's other private ones", async () => {
    const owner = await h.signIn();
    const upload = async (type: 'banner' | 'icon') => {
      const bytes = await photo(60, 40, { r: 30, g: 40, b: 120 });
      const res = await presign(owner.token, {
        files: [{ name: `${type}.jpg`, type: 'image/jpeg', size: bytes.length }],
        method: 'put',
        type,
      });
      const [file] = res.json().files;
      const put = await fetch(local(file.url), {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(put.status).toBe(204);
      const created = await h.request({
        method: 'POST',
        url: `/api/${type}s`,
        token: owner.token,
        payload: { photos: file.path },
      });
      expect(created.statusCode).toBe(201);
      const [image] = created.json()[`${type}s`];
      return { id: image.id as string, path: image.url as string };
    };
    const banner = await upload('banner');
    const icon = await upload('icon');
    const unused = await upload('banner');
    const read = (path: string) => presign(undefined, { files: [{ name: path }], method: 'get' });
    for (const image of [banner, icon, unused]) expect((await read(image.path)).statusCode).toBe(401);

    await h.app.db
      .insertInto('sites')
      .values({ user_id: owner.id, name: `site${Date.now()}`, banner_id: banner.id, icon_id: icon.id })
      .execute();
    for (const image of [banner, icon]) {
      const res = await read(image.path);
      expect(res.statusCode).toBe(200);
      expect((await fetch(local(res.json().presigned_urls[0]))).status).toBe(200);
    }
    expect((await read(unused.path)).statusCode).toBe(401);
  });

  afterAll(() => vi.useRealTimers());
});
