import { buffer } from 'node:stream/consumers';
import { beforeAll, expect, it } from 'vitest';
import { photo } from '../src/images/test-images.ts';
import { drainStorageDeletions } from '../src/stored-objects/deletion-queue.ts';
import { sweepAbandonedUploads } from '../src/uploads/completion.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { createSpace as createSpaceAs } from './helpers/spaces.ts';
import { uploadedImage } from './helpers/uploads.ts';

const createSpace = async (h: Harness, token: string, fields: Record<string, unknown> = {}) =>
  (await createSpaceAs(h, token, fields)).id;

describeBackends('stored objects: who may point at them, single-use uploads, deletion', (h) => {
  let base = '';
  const putTo = async (url: string, bytes: Buffer, type = 'image/jpeg') => {
    const u = new URL(url);
    return fetch(`${base}${u.pathname}${u.search}`, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': type },
    });
  };
  /** Uploads a photo into a space over the real port; returns its id, upload URL and published key. */
  const uploadPhoto = async (token: string, spaceId: string, bytes: Buffer) => {
    const presign = await h.request({
      method: 'POST',
      url: '/api/presigned_urls',
      token,
      payload: {
        files: [{ name: 'p.jpg', type: 'image/jpeg', size: bytes.length }],
        method: 'put',
        space_id: spaceId,
      },
    });
    const [file] = presign.json().files;
    expect((await putTo(file.url, bytes)).status).toBe(204);
    await h.app.jobs.idle();
    const row = await h.app.db
      .selectFrom('photos')
      .select(['path', 'state', 'thumb_key', 'medium_key', 'preview_key'])
      .where('id', '=', file.photo_id)
      .executeTakeFirstOrThrow();
    return {
      id: file.photo_id as string,
      url: file.url as string,
      incoming: file.path as string,
      path: row.path,
      derived: [row.thumb_key, row.medium_key, row.preview_key] as string[],
    };
  };
  const exists = (key: string) =>
    h.app.storage.head(key).then(
      () => true,
      () => false,
    );
  const read = async (key: string) => buffer(await h.app.storage.getStream(key));

  // Uploads are PUT over a real port, as a browser sends them.
  beforeAll(async () => {
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it("refuses a banner or icon made from anything but the user's own upload of that kind", async () => {
    const owner = await h.signIn();
    const other = await h.signIn();
    const privateSpace = await createSpace(h, other.token, { is_public: false });
    const theirPhoto = await uploadPhoto(other.token, privateSpace, await photo(30, 20));
    const ownSpace = await createSpace(h, owner.token);
    const ownPhoto = await uploadPhoto(owner.token, ownSpace, await photo(30, 20));
    const theirBanner = await uploadedImage(h, other.token, 'banner');
    const ownIcon = await uploadedImage(h, owner.token, 'icon');
    const published = (
      await h.request({
        method: 'POST',
        url: '/api/banners',
        token: owner.token,
        payload: { photos: await uploadedImage(h, owner.token, 'banner') },
      })
    ).json().banners[0].url as string;
    for (const path of [
      theirPhoto.path, // the attack: a path from the public feed, of a private photo even
      theirPhoto.incoming,
      ownPhoto.path,
      theirBanner,
      ownIcon, // an icon upload is not a banner
      published, // a published banner's key cannot be re-used by a second row
      `uploads/banners/${owner.id}/../../spaces/x.jpg`,
      `uploads/banners/${owner.id}/missing.png`,
    ]) {
      const res = await h.request({
        method: 'POST',
        url: '/api/banners',
        token: owner.token,
        payload: { photos: path },
      });
      expect(res.statusCode, path).toBe(422);
      expect(res.json()).toEqual({ error: 'invalid banner url' });
    }
    expect(await exists(theirPhoto.path)).toBe(true);
    const own = await h.request({
      method: 'POST',
      url: '/api/banners',
      token: owner.token,
      payload: { photos: await uploadedImage(h, owner.token, 'banner') },
    });
    expect(own.statusCode).toBe(201);
  });

  it("never signs a stored banner row that points outside its owner's banners", async () => {
    const owner = await h.signIn();
    const other = await h.signIn();
    const theirPhoto = await uploadPhoto(other.token, await createSpace(h, other.token), await photo(30, 20));
    // A row written before banners were checked, pointing at someone's photo, shown on a site.
    const banner = await h.app.db
      .insertInto('banners')
      .values({ user_id: owner.id, url: theirPhoto.path, path: theirPhoto.path, public: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await h.request({ method: 'GET', url: `/api/banners/${banner.id}/image` });
    expect(res.statusCode).toBe(404);
    // Deleting that row must not delete the photo's bytes, which the photo still uses.
    await h.app.db.deleteFrom('banners').where('id', '=', banner.id).execute();
    await drainStorageDeletions(h.app.db, h.app.storage);
    expect(await exists(theirPhoto.path)).toBe(true);
  });

  it('makes an upload URL single-use: a second PUT neither replaces nor deletes the published photo', async () => {
    const owner = await h.signIn();
    const spaceId = await createSpace(h, owner.token, { default_hide_items: true });
    const original = await photo(40, 30, { r: 200, g: 0, b: 0 });
    const uploaded = await uploadPhoto(owner.token, spaceId, original);
    expect(uploaded.path).not.toBe(uploaded.incoming);
    // The owner moderates it into view.
    const shown = await h.request({
      method: 'PATCH',
      url: `/api/photos/${uploaded.id}/state`,
      token: owner.token,
      payload: { state: 'visible' },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    for (const bytes of [await photo(40, 30, { r: 0, g: 200, b: 0 }), Buffer.from('not an image at all')]) {
      const again = await putTo(uploaded.url, bytes);
      expect(again.status).toBe(404);
      const row = await h.app.db
        .selectFrom('photos')
        .select(['path', 'state'])
        .where('id', '=', uploaded.id)
        .executeTakeFirst();
      expect(row).toEqual({ path: uploaded.path, state: 'visible' });
      expect((await read(uploaded.path)).equals(original)).toBe(true);
      expect(await exists(uploaded.incoming)).toBe(false);
    }
  });

  it('deletes the bytes of a deleted photo, banner, icon and replaced watermark', async () => {
    const owner = await h.signIn();
    const spaceId = await createSpace(h, owner.token);
    const uploaded = await uploadPhoto(owner.token, spaceId, await photo(30, 20));
    for (const key of uploaded.derived) expect(await exists(key), key).toBe(true);
    const del = await h.request({ method: 'DELETE', url: `/api/photos/${uploaded.id}`, token: owner.token });
    expect(del.statusCode).toBe(200);
    expect(await exists(uploaded.path)).toBe(false);
    for (const key of uploaded.derived) expect(await exists(key), key).toBe(false);

    for (const kind of ['banner', 'icon'] as const) {
      const created = await h.request({
        method: 'POST',
        url: `/api/${kind}s`,
        token: owner.token,
        payload: { photos: await uploadedImage(h, owner.token, kind) },
      });
      const image = created.json()[`${kind}s`][0];
      expect(await exists(image.url)).toBe(true);
      const gone = await h.request({
        method: 'DELETE',
        url: `/api/${kind}s/${image.id}`,
        token: owner.token,
      });
      expect(gone.statusCode).toBe(200);
      expect(await exists(image.url), kind).toBe(false);
    }

    const attach = async () => {
      const path = await uploadedImage(h, owner.token, 'watermark', spaceId);
      const res = await h.request({
        method: 'POST',
        url: `/api/spaces/${spaceId}/watermark`,
        token: owner.token,
        payload: { path },
      });
      expect(res.statusCode).toBe(201);
      return h.app.db
        .selectFrom('watermarks')
        .select('path')
        .where('id', '=', res.json().watermark.id)
        .executeTakeFirstOrThrow();
    };
    const first = await attach();
    const second = await attach();
    expect(await exists(first.path as string)).toBe(false);
    expect(await exists(second.path as string)).toBe(true);
  });

  it('deletes every photo and the watermark of a deleted space, and everything of a deleted account', async () => {
    const { email, token } = await h.signIn();
    const spaceId = await createSpace(h, token);
    const photos = [
      await uploadPhoto(token, spaceId, await photo(30, 20)),
      await uploadPhoto(token, spaceId, await photo(20, 30)),
    ];
    const mark = await uploadedImage(h, token, 'watermark', spaceId);
    await h.request({
      method: 'POST',
      url: `/api/spaces/${spaceId}/watermark`,
      token,
      payload: { path: mark },
    });
    const watermark = await h.app.db
      .selectFrom('spaces')
      .innerJoin('watermarks', 'watermarks.id', 'spaces.watermark_id')
      .select('watermarks.path')
      .where('spaces.id', '=', spaceId)
      .executeTakeFirstOrThrow();
    const gone = await h.request({ method: 'DELETE', url: `/api/spaces/${spaceId}`, token });
    expect(gone.statusCode).toBe(200);
    for (const key of [...photos.map((p) => p.path), watermark.path as string])
      expect(await exists(key), key).toBe(false);

    const kept = await uploadPhoto(token, await createSpace(h, token), await photo(30, 20));
    const banner = (
      await h.request({
        method: 'POST',
        url: '/api/banners',
        token,
        payload: { photos: await uploadedImage(h, token, 'banner') },
      })
    ).json().banners[0].url as string;
    await h.request({ method: 'POST', url: '/api/users/initiate_account_deletion', token });
    const deletion = await h.mailedToken(email, /http:\/\/web\.test\/exit-survey\/(\S+)/);
    const closed = await h.request({ method: 'DELETE', url: `/api/me?deletion_token=${deletion}`, token });
    expect(closed.statusCode).toBe(200);
    expect(await exists(kept.path)).toBe(false);
    expect(await exists(banner)).toBe(false);
  });

  it('keeps a failed deletion queued until a later drain or the sweep succeeds', async () => {
    const owner = await h.signIn();
    const uploaded = await uploadPhoto(owner.token, await createSpace(h, owner.token), await photo(30, 20));
    await h.app.db.deleteFrom('photos').where('id', '=', uploaded.id).execute();
    const failing = { delete: async () => Promise.reject(new Error('storage unavailable')) };
    expect(await drainStorageDeletions(h.app.db, failing)).toBe(0);
    const queued = await h.app.db
      .selectFrom('storage_deletions')
      .select(['key', 'attempts'])
      .where('key', '=', uploaded.path)
      .executeTakeFirst();
    expect(queued).toEqual({ key: uploaded.path, attempts: 1 });
    expect(await exists(uploaded.path)).toBe(true);
    const swept = await sweepAbandonedUploads(h.app);
    expect(swept.deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(uploaded.path)).toBe(false);
    expect(
      await h.app.db
        .selectFrom('storage_deletions')
        .select('key')
        .where('key', '=', uploaded.path)
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});
