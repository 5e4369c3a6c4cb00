import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';
import { addPhotos, addWatermark, createSpace } from './helpers/spaces.ts';

type Feed = {
  photos: { id: string; space_id: string; url: string }[];
  spaces: { id: string }[];
  sites: { id: string; name: string }[];
  collection_spaces: { id: string; space_id: string }[];
  watermarks: { id: string }[];
  has_more_photos: boolean;
};

describeBackends('photos and the public feed', (h) => {
  const feed = async (query: string): Promise<Feed> => {
    const res = await h.request({ method: 'GET', url: `/api/photos?${query}` });
    expect(res.statusCode, query).toBe(200);
    return res.json();
  };
  const tag = () => randomUUID().slice(0, 8);

  it('lists visible photos of public spaces newest first, 30 a page, with their related records', async () => {
    const owner = await h.signIn();
    const t = tag();
    const open = await createSpace(h, owner.token, { title: `Festival ${t}` });
    const closed = await createSpace(h, owner.token, { title: `Festival ${t} private`, is_public: false });
    const ids = await addPhotos(h, open.id, 32, { start: new Date('2030-01-01T00:00:00Z') });
    const [hidden] = await addPhotos(h, open.id, 1, { state: 'hidden', start: new Date('2031-01-01') });
    const [privatePhoto] = await addPhotos(h, closed.id, 1, { start: new Date('2031-01-01') });

    const page1 = await feed(`detailed=true&search_term=festival%20${t}&page=1`);
    expect(page1.photos.map((p) => p.id)).toEqual(ids.slice(2).reverse());
    expect(page1.has_more_photos).toBe(true);
    const page2 = await feed(`detailed=true&search_term=FESTIVAL%20${t}&page=2`);
    expect(page2.photos.map((p) => p.id)).toEqual(ids.slice(0, 2).reverse());
    expect(page2.has_more_photos).toBe(false);
    const all = [...page1.photos, ...page2.photos].map((p) => p.id);
    expect(all).not.toContain(hidden);
    expect(all).not.toContain(privatePhoto);
    expect(page1.spaces.map((s) => s.id)).toEqual([open.id]);
    expect(page1.spaces[0]).not.toHaveProperty('owner');
    expect(page1.sites).toEqual([]);

    const unfiltered = await feed('detailed=true');
    expect(unfiltered.photos.length).toBe(30);
    expect(unfiltered.photos.map((p) => p.id)).not.toContain(hidden);
    const undetailed = await feed(`search_term=festival%20${t}`);
    expect(undetailed.photos).toHaveLength(30);
    expect(undetailed.spaces).toEqual([]);
  });

  it('brings the sites, collection links and watermarks of the listed photos', async () => {
    const owner = await h.signIn();
    const t = tag();
    const watermark_id = await addWatermark(h, owner.id);
    const collection = await h.app.db
      .insertInto('collections')
      .values({ user_id: owner.id, name: `col-${t}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const site = await h.app.db
      .insertInto('sites')
      .values({ user_id: owner.id, name: `site-${t}`, collection_id: collection.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const space = await createSpace(h, owner.token, {
      title: `Gala ${t}`,
      use_watermark: true,
      watermark_id,
    });
    const link = await h.app.db
      .insertInto('collection_spaces')
      .values({ space_id: space.id, collection_id: collection.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [photo] = await addPhotos(h, space.id, 1);

    const body = await feed(`detailed=true&search_term=gala%20${t}`);
    expect(body.photos).toHaveLength(1);
    // Not processed yet: the route that will send visitors to its watermarked preview, never the original.
    expect(body.photos[0]!.url).toBe(`/api/photos/${photo}/image`);
    expect((body.photos[0] as { path?: string | null }).path).toBeNull();
    expect(JSON.stringify(body.photos)).not.toContain('cdn.example');
    expect(body.spaces.map((s) => s.id)).toEqual([space.id]);
    expect(body.collection_spaces).toEqual([
      { id: link.id, space_id: space.id, collection_id: collection.id },
    ]);
    expect(body.sites.map((s) => s.id)).toEqual([site.id]);
    expect(body.sites[0]).toMatchObject({ name: `site-${t}`, title: null, banner_id: null });
    expect(body.watermarks).toEqual([
      expect.objectContaining({ id: watermark_id, url: 'https://marks.example/mark.png', top: 0 }),
    ]);
  });

  it('searches event titles case-insensitively with wildcards taken literally', async () => {
    const owner = await h.signIn();
    const t = tag();
    const percent = await createSpace(h, owner.token, { title: `Fun 100% ${t}` });
    const plain = await createSpace(h, owner.token, { title: `Fun 1000 ${t}` });
    const underscore = await createSpace(h, owner.token, { title: `snake_case ${t}` });
    const backslash = await createSpace(h, owner.token, { title: `back\\slash ${t}` });
    for (const s of [percent, plain, underscore, backslash]) await addPhotos(h, s.id, 1);
    const spacesOf = async (term: string) =>
      (await feed(`detailed=true&search_term=${encodeURIComponent(term)}`)).spaces.map((s) => s.id).sort();

    expect(await spacesOf(`0% ${t}`)).toEqual([percent.id]);
    expect(await spacesOf(`fun 10`)).toEqual(expect.arrayContaining([percent.id, plain.id]));
    expect(await spacesOf(`e_c`)).toEqual([underscore.id]);
    expect(await spacesOf(`k\\s`)).toEqual([backslash.id]);
    expect(await spacesOf(`no such event ${t}`)).toEqual([]);
    expect((await feed(`search_term=${encodeURIComponent(`%${t}%`)}`)).photos).toEqual([]);
  });

  it('rejects malformed feed queries with a JSON 400', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'page=1.5',
      `search_term=${'x'.repeat(300)}`,
      'detailed=maybe',
    ]) {
      const res = await h.request({ method: 'GET', url: `/api/photos?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('caches feed pages until a write that may change them, with an ETag and 304 on If-None-Match', async () => {
    const owner = await h.signIn();
    const t = tag();
    const space = await createSpace(h, owner.token, { title: `Cache ${t}` });
    const [first] = await addPhotos(h, space.id, 1);
    const url = `/api/photos?detailed=true&search_term=cache%20${t}`;
    const before = await h.request({ method: 'GET', url });
    expect(before.json().photos.map((p: { id: string }) => p.id)).toEqual([first]);
    expect(before.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(before.headers.etag);
    const notModified = await h.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.body).toBe('');
    const weak = await h.request({ method: 'GET', url, headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(weak.statusCode).toBe(304);

    // A row written behind the API's back is not seen: the page is served from the cache.
    const [second] = await addPhotos(h, space.id, 1, { start: new Date('2032-01-01') });
    expect((await h.request({ method: 'GET', url })).json().photos).toHaveLength(1);

    // Writes that cannot change a public answer keep it: a sign-in, a sign-out, an upload being prepared.
    const visitor = await h.signIn();
    const presign = await h.request({
      method: 'POST',
      url: '/api/presigned_urls',
      token: owner.token,
      payload: {
        files: [{ name: 'a.jpg', type: 'image/jpeg', size: 10 }],
        method: 'put',
        space_id: space.id,
      },
    });
    expect(presign.statusCode).toBe(200);
    expect((await h.request({ method: 'DELETE', url: '/api/logout', token: visitor.token })).statusCode).toBe(
      200,
    );
    expect((await h.request({ method: 'GET', url })).json().photos).toHaveLength(1);

    // A write that changes what visitors see of the space (a comment) forgets it.
    const edit = await h.request({
      method: 'PATCH',
      url: `/api/photos/${first}`,
      token: owner.token,
      payload: { comment: 'nice' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await h.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().photos.map((p: { id: string }) => p.id)).toEqual([second, first]);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('sends cached answers compressed to clients that accept it, with the same ETag', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token, { title: `Zip ${tag()}` });
    await addPhotos(h, space.id, 10);
    for (const url of [`/api/photos?detailed=true&search_term=${space.title}`, `/api/spaces/${space.id}`]) {
      const plain = await h.request({ method: 'GET', url });
      const br = await h.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
    // The space's answer also depends on who asks.
    const space1 = await h.request({ method: 'GET', url: `/api/spaces/${space.id}` });
    expect(space1.headers.vary).toBe('Authorization, Accept-Encoding');
  });

  it('sets comment and price (decimal strings or null) for the owner, who gets the original url', async () => {
    const owner = await h.signIn();
    const watermark_id = await addWatermark(h, owner.id);
    const space = await createSpace(h, owner.token, { use_watermark: true, watermark_id });
    const [photo] = await addPhotos(h, space.id, 1);
    const url = `/api/photos/${photo}`;
    const res = await h.request({
      method: 'PATCH',
      url,
      token: owner.token,
      payload: { comment: 'Front row', price: '150.5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: photo, comment: 'Front row', price: '150.50' });
    expect(res.json().data.url).toMatch(/^https:\/\/cdn\.example\//);
    const free = await h.request({ method: 'PATCH', url, token: owner.token, payload: { price: null } });
    expect(free.json().data).toMatchObject({ comment: 'Front row', price: null });
    const unchanged = await h.request({ method: 'PATCH', url, token: owner.token, payload: {} });
    expect(unchanged.json().data).toMatchObject({ comment: 'Front row', price: null });

    const bad: unknown[] = [
      { price: '1,5' },
      { price: '-1' },
      { price: '1.' },
      { price: '.5' },
      { price: 'abc' },
      { price: 12 },
      { price: '9'.repeat(30) },
      { price: '99999999999999' },
      { comment: 'c'.repeat(3000) },
      { comment: 5 },
    ];
    for (const payload of bad) {
      const r = await h.request({ method: 'PATCH', url, token: owner.token, payload: payload as object });
      expect(r.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(typeof r.json().error).toBe('string');
    }
    const unknown = await h.request({
      method: 'PATCH',
      url: `/api/photos/${randomUUID()}`,
      token: owner.token,
      payload: { comment: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Photo not found' });
    const badId = await h.request({
      method: 'PATCH',
      url: '/api/photos/1',
      token: owner.token,
      payload: { comment: 'x' },
    });
    expect(badId.statusCode).toBe(400);
  });

  it('hides and shows a photo; hidden photos leave the feed and the public space page', async () => {
    const owner = await h.signIn();
    const t = tag();
    const space = await createSpace(h, owner.token, { title: `Moderated ${t}` });
    const [photo] = await addPhotos(h, space.id, 1);
    const state = (value: unknown) =>
      h.request({
        method: 'PATCH',
        url: `/api/photos/${photo}/state`,
        token: owner.token,
        payload: { state: value },
      });
    const hide = await state('hidden');
    expect(hide.statusCode).toBe(200);
    expect(hide.json().data.state).toBe('hidden');
    expect((await feed(`search_term=moderated%20${t}`)).photos).toEqual([]);
    expect((await h.request({ method: 'GET', url: `/api/spaces/${space.id}` })).json().photos).toEqual([]);
    const other = await h.signIn();
    const blind = await h.request({
      method: 'PATCH',
      url: `/api/photos/${photo}`,
      token: other.token,
      payload: { comment: 'x' },
    });
    expect(blind.statusCode).toBe(404);

    expect((await state('visible')).json().data.state).toBe('visible');
    expect((await feed(`search_term=moderated%20${t}`)).photos.map((p) => p.id)).toEqual([photo]);
    for (const value of ['pending', 'deleted', 1, null]) expect((await state(value)).statusCode).toBe(400);
  });

  it('answers one photo to anyone while it is visible in a public space, and any photo to its owner', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const open = await createSpace(h, owner.token, { title: `Shared ${tag()}` });
    const closed = await createSpace(h, owner.token, { is_public: false });
    const [shown] = await addPhotos(h, open.id, 1);
    const [hidden] = await addPhotos(h, open.id, 1, { state: 'hidden' });
    const [pending] = await addPhotos(h, open.id, 1, { state: 'pending' });
    const [closedPhoto] = await addPhotos(h, closed.id, 1);
    const one = (id: string, token?: string) => h.request({ method: 'GET', url: `/api/photos/${id}`, token });

    const visitor = await one(shown!);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({
      data: { id: shown, space_id: open.id, path: null },
      space: { id: open.id, title: open.title },
    });
    for (const id of [hidden!, closedPhoto!, pending!, randomUUID()]) {
      for (const token of [undefined, stranger.token]) {
        const res = await one(id, token);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error).toBe('Photo not found');
      }
    }
    for (const id of [hidden!, closedPhoto!]) {
      const res = await one(id, owner.token);
      expect(res.statusCode, id).toBe(200);
      expect(res.json().data.id).toBe(id);
    }
    expect((await one(pending!, owner.token)).statusCode).toBe(404);
    expect((await h.request({ method: 'GET', url: '/api/photos/not-a-uuid' })).statusCode).toBe(400);
  });

  it('deletes a photo', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const [photo, kept] = await addPhotos(h, space.id, 2);
    const res = await h.request({ method: 'DELETE', url: `/api/photos/${photo}`, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toEqual({ code: 200, message: 'Photo deleted' });
    const left = (await h.request({ method: 'GET', url: `/api/spaces/${space.id}` })).json().photos;
    expect(left.map((p: { id: string }) => p.id)).toEqual([kept]);
    const again = await h.request({ method: 'DELETE', url: `/api/photos/${photo}`, token: owner.token });
    expect(again.statusCode).toBe(404);
  });
});
