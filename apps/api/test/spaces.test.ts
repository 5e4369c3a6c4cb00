import { expect, it } from 'vitest';
import { photo } from '../src/images/test-images.ts';
import { describeBackends } from './helpers/harness.ts';
import { addPhotos, addWatermark, createSpace } from './helpers/spaces.ts';
import { uploadPhoto } from './helpers/uploads.ts';

const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeBackends('spaces', (h) => {
  it('creates a space with the product defaults and a unique slug from the title', async () => {
    const { token, id } = await h.signIn();
    const res = await h.request({
      method: 'POST',
      url: '/api/spaces',
      token,
      payload: { title: 'Zoë & Ana’s Wedding!', user_id: UNKNOWN, owner: false },
    });
    expect(res.statusCode).toBe(201);
    const space = res.json().space;
    expect(space).toMatchObject({
      user_id: id,
      title: 'Zoë & Ana’s Wedding!',
      start_date: today(),
      end_date: plusDays(today(), 7),
      slug: 'zoe-ana-s-wedding',
      is_public: true,
      full_album: false,
      default_hide_items: false,
      use_watermark: false,
      watermark_id: null,
      collection_id: null,
      description: null,
      lat: null,
      owner: true,
      hidden: false,
    });
    expect(space.id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await createSpace(h, token, { title: 'Zoë & Ana’s Wedding!' });
    expect(again.slug).toMatch(/^zoe-ana-s-wedding-[0-9a-f]{6}$/);
    const symbols = await createSpace(h, token, { title: '!!!' });
    expect(symbols.slug).toMatch(/^space(-[0-9a-f]{6})?$/);

    const chosen = await createSpace(h, token, { title: 'Gala', slug: 'my-gala-2026' });
    expect(chosen.slug).toBe('my-gala-2026');
    const taken = await h.request({
      method: 'POST',
      url: '/api/spaces',
      token,
      payload: { title: 'Gala', slug: 'my-gala-2026' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'slug has already been taken' });
  });

  it('takes every field on creation and ends a space a week after a given start', async () => {
    const { token, id } = await h.signIn();
    const watermark_id = await addWatermark(h, id);
    const space = await createSpace(h, token, {
      title: 'Conference',
      description: 'Talks',
      location: 'Nairobi',
      location_url: 'https://maps.example/x',
      formatted_address: 'Nairobi, Kenya',
      lat: -1.29,
      lng: 36.82,
      start_date: '2030-02-27',
      is_public: false,
      full_album: true,
      default_hide_items: true,
      use_watermark: true,
      watermark_id,
    });
    expect(space).toMatchObject({
      start_date: '2030-02-27',
      end_date: '2030-03-06',
      lat: -1.29,
      lng: 36.82,
      is_public: false,
      hidden: true,
      full_album: true,
      default_hide_items: true,
      use_watermark: true,
      watermark_id,
    });
  });

  it('rejects malformed input with a JSON 4xx', async () => {
    const { token } = await h.signIn();
    const other = await h.signIn();
    const foreignWatermark = await addWatermark(h, other.id);
    const cases: [unknown, number, string][] = [
      [{}, 400, 'title'],
      [{ title: '' }, 400, 'title'],
      [{ title: '   ' }, 400, 'title'],
      [{ title: 42 }, 400, 'title'],
      [{ title: 'x'.repeat(100_000) }, 400, 'title'],
      [{ title: 'a', description: 'd'.repeat(6000) }, 400, 'description'],
      [{ title: 'a', start_date: '2026-02-30' }, 400, 'start_date'],
      [{ title: 'a', end_date: 'tomorrow' }, 400, 'end_date'],
      [{ title: 'a', lat: 91 }, 400, 'lat'],
      [{ title: 'a', lng: '36' }, 400, 'lng'],
      [{ title: 'a', is_public: 'yes' }, 400, 'is_public'],
      [{ title: 'a', watermark_id: 'nope' }, 400, 'watermark_id'],
      [{ title: 'a', slug: '-bad-' }, 400, 'slug'],
      [{ title: 'a', start_date: '2026-05-02', end_date: '2026-05-01' }, 422, 'end_date'],
      [{ title: 'a', watermark_id: foreignWatermark }, 422, 'watermark'],
      [{ title: 'a', collection_id: UNKNOWN }, 422, 'collection'],
    ];
    for (const [payload, code, word] of cases) {
      const res = await h.request({ method: 'POST', url: '/api/spaces', token, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(code);
      expect(res.json().error).toContain(word);
    }
    const notJson = await h.request({
      method: 'POST',
      url: '/api/spaces',
      token,
      payload: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    for (const url of ['/api/spaces/not-a-uuid', '/api/spaces?page=0', '/api/spaces?page=abc']) {
      const res = await h.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await h.request({ method: 'GET', url: `/api/spaces/${UNKNOWN}` })).statusCode).toBe(404);
  });

  it("lists the user's spaces and everyone's public ones, newest first, with owner and hidden", async () => {
    const me = await h.signIn();
    const other = await h.signIn();
    const mine = await createSpace(h, me.token, { title: 'Mine private', is_public: false });
    const theirsPublic = await createSpace(h, other.token, { title: 'Theirs public' });
    const theirsPrivate = await createSpace(h, other.token, { title: 'Theirs private', is_public: false });

    const list = await h.request({ method: 'GET', url: '/api/spaces', token: me.token });
    expect(list.statusCode).toBe(200);
    const data = list.json().data as { id: string; owner: boolean; hidden: boolean }[];
    const ids = data.map((s) => s.id);
    expect(ids).toContain(mine.id);
    expect(ids).toContain(theirsPublic.id);
    expect(ids).not.toContain(theirsPrivate.id);
    expect(ids.indexOf(theirsPublic.id)).toBeLessThan(ids.indexOf(mine.id));
    expect(data.find((s) => s.id === mine.id)).toMatchObject({ owner: true, hidden: true });
    expect(data.find((s) => s.id === theirsPublic.id)).toMatchObject({ owner: false, hidden: false });

    const anonymous = (await h.request({ method: 'GET', url: '/api/spaces?page=1' })).json();
    const anonymousIds = anonymous.data.map((s: { id: string }) => s.id);
    expect(anonymousIds).toContain(theirsPublic.id);
    expect(anonymousIds).not.toContain(mine.id);
    expect(anonymous.data.every((s: { owner: boolean }) => s.owner === false)).toBe(true);
  });

  it('gives each listed space its latest shown photo as a cover: signed for its owner, public for others', async () => {
    const me = await h.signIn();
    const other = await h.signIn();
    const open = await createSpace(h, me.token, { title: 'With photos' });
    const closed = await createSpace(h, me.token, { title: 'Private with photos', is_public: false });
    const empty = await createSpace(h, me.token, { title: 'No photos yet' });
    await uploadPhoto(h, me.token, open.id, await photo(80, 60));
    const latest = await uploadPhoto(h, me.token, open.id, await photo(60, 80));
    await uploadPhoto(h, me.token, closed.id, await photo(40, 30));
    // A hidden photo is never a cover, however recent.
    const hidden = await uploadPhoto(h, me.token, open.id, await photo(50, 50));
    await h.request({
      method: 'PATCH',
      url: `/api/photos/${hidden}/state`,
      token: me.token,
      payload: { state: 'hidden' },
    });

    type Listed = {
      id: string;
      cover: { photo_id: string; width: number; height: number; thumb_url: string } | null;
    };
    const list = (token?: string) =>
      h
        .request({ method: 'GET', url: '/api/spaces', ...(token ? { token } : {}) })
        .then((r) => r.json().data as Listed[]);
    const mine = await list(me.token);
    const cover = mine.find((s) => s.id === open.id)?.cover;
    expect(cover).toMatchObject({ photo_id: latest, width: 60, height: 80 });
    expect(cover?.thumb_url).toMatch(/[?&]sig=/);
    expect(mine.find((s) => s.id === closed.id)?.cover?.thumb_url).toMatch(/[?&]sig=/);
    expect(mine.find((s) => s.id === empty.id)?.cover).toBeNull();

    // Another user sees the public space's cover at its public address, and nothing of the private one.
    const theirs = await list(other.token);
    const seen = theirs.find((s) => s.id === open.id)?.cover;
    expect(seen).toMatchObject({ photo_id: latest });
    expect(seen?.thumb_url).not.toMatch(/sig=/);
    expect(theirs.some((s) => s.id === closed.id)).toBe(false);
    const image = await h.request({ method: 'GET', url: String(seen?.thumb_url) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await list()).find((s) => s.id === open.id)?.cover?.photo_id).toBe(latest);
  });

  it('pages the list 30 at a time with has_more', async () => {
    const { token, id } = await h.signIn();
    await h.app.db
      .insertInto('spaces')
      .values(
        Array.from({ length: 65 }, (_, i) => ({
          user_id: id,
          title: `Bulk ${i}`,
          is_public: false,
          start_date: '2026-01-01',
          end_date: '2026-01-08',
        })),
      )
      .execute();
    const visible = await h.app.db
      .selectFrom('spaces')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('user_id', '=', id), eb('is_public', '=', true)]))
      .executeTakeFirstOrThrow();
    const total = Number(visible.n);
    const seen = new Set<string>();
    for (let page = 1; ; page += 1) {
      const body = (await h.request({ method: 'GET', url: `/api/spaces?page=${page}`, token })).json();
      for (const s of body.data) seen.add(s.id);
      expect(body.data.length).toBe(Math.min(30, total - (page - 1) * 30));
      if (!body.has_more) break;
    }
    expect(seen.size).toBe(total);
  });

  it('shows a space with its photos, 30 a page; hidden photos and private spaces to the owner only', async () => {
    const owner = await h.signIn();
    const other = await h.signIn();
    const space = await createSpace(h, owner.token, { title: 'Photos' });
    const visible = await addPhotos(h, space.id, 33);
    const [hidden] = await addPhotos(h, space.id, 1, { state: 'hidden', start: new Date('2027-01-01') });

    const first = await h.request({ method: 'GET', url: `/api/spaces/${space.id}`, token: owner.token });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.space).toMatchObject({ id: space.id, owner: true });
    expect(body.photos).toHaveLength(30);
    expect(body.photos[0]).toMatchObject({ id: hidden, state: 'hidden' });
    expect(body.photos[1].id).toBe(visible.at(-1));
    expect(body.has_more_photos).toBe(true);
    expect(body.watermark).toBeNull();
    const second = (
      await h.request({ method: 'GET', url: `/api/spaces/${space.id}?page=2`, token: owner.token })
    ).json();
    expect(second.photos.map((p: { id: string }) => p.id)).toEqual(visible.slice(0, 4).reverse());
    expect(second.has_more_photos).toBe(false);

    for (const token of [undefined, other.token]) {
      const seen = await h.request({ method: 'GET', url: `/api/spaces/${space.id}?page=2`, token });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().space.owner).toBe(false);
      expect(seen.json().photos.map((p: { id: string }) => p.id)).toEqual(visible.slice(0, 3).reverse());
      const page1 = (await h.request({ method: 'GET', url: `/api/spaces/${space.id}`, token })).json();
      expect(page1.photos.some((p: { id: string }) => p.id === hidden)).toBe(false);
    }

    const secret = await createSpace(h, owner.token, { title: 'Secret', is_public: false });
    await addPhotos(h, secret.id, 2);
    for (const token of [undefined, other.token, 'garbage']) {
      const res = await h.request({ method: 'GET', url: `/api/spaces/${secret.id}`, token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Space not found' });
    }
    const own = await h.request({ method: 'GET', url: `/api/spaces/${secret.id}`, token: owner.token });
    expect(own.json().photos).toHaveLength(2);
  });

  it('gives the owner the original photo and others the route to its watermarked preview', async () => {
    const owner = await h.signIn();
    const watermark_id = await addWatermark(h, owner.id);
    const space = await createSpace(h, owner.token, { title: 'Marked', use_watermark: true, watermark_id });
    const [photo] = await addPhotos(h, space.id, 1);
    const mine = (
      await h.request({ method: 'GET', url: `/api/spaces/${space.id}`, token: owner.token })
    ).json();
    expect(mine.photos[0].url).toMatch(/^https:\/\/cdn\.example\//);
    expect(mine.watermark).toMatchObject({ id: watermark_id, top: 0, left: 0 });
    const theirs = (await h.request({ method: 'GET', url: `/api/spaces/${space.id}` })).json();
    expect(theirs.photos[0].url).toBe(`/api/photos/${photo}/image`);
    expect(theirs.photos[0].path).toBeNull();
    expect(theirs.photos[0].thumb_url).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain('https://cdn.example/');
  });

  it('updates every editable field and the watermark position and size', async () => {
    const owner = await h.signIn();
    const watermark_id = await addWatermark(h, owner.id);
    const collection = await h.app.db
      .insertInto('collections')
      .values({ user_id: owner.id, name: `c-${watermark_id.slice(0, 8)}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const space = await createSpace(h, owner.token, { title: 'Before' });
    const res = await h.request({
      method: 'PATCH',
      url: `/api/spaces/${space.id}`,
      token: owner.token,
      payload: {
        title: 'After',
        description: 'New',
        location: 'Mombasa',
        location_url: null,
        formatted_address: 'Mombasa, Kenya',
        lat: 4.05,
        lng: 39.66,
        start_date: '2026-03-01',
        end_date: '2026-03-02',
        slug: 'after-party',
        is_public: false,
        full_album: true,
        default_hide_items: true,
        use_watermark: true,
        watermark_id,
        collection_id: collection.id,
        watermark: { top: 10, left: 20.5, height: 30, width: 40 },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().space).toMatchObject({
      title: 'After',
      description: 'New',
      location: 'Mombasa',
      lat: 4.05,
      start_date: '2026-03-01',
      end_date: '2026-03-02',
      slug: 'after-party',
      is_public: false,
      hidden: true,
      owner: true,
      use_watermark: true,
      watermark_id,
      collection_id: collection.id,
    });
    const detail = (
      await h.request({ method: 'GET', url: `/api/spaces/${space.id}`, token: owner.token })
    ).json();
    expect(detail.watermark).toMatchObject({ top: 10, left: 20.5, height: 30, width: 40 });

    const bad: [unknown, number][] = [
      [{ end_date: '2026-02-01' }, 422],
      [{ title: null }, 400],
      [{ watermark: { top: -1 } }, 400],
      [{ watermark: { top: 'high' } }, 400],
      [{ watermark_id: null, watermark: { top: 1 } }, 422],
      [{ lat: 'north' }, 400],
    ];
    for (const [payload, code] of bad) {
      const r = await h.request({
        method: 'PATCH',
        url: `/api/spaces/${space.id}`,
        token: owner.token,
        payload: payload as object,
      });
      expect(r.statusCode, JSON.stringify(payload)).toBe(code);
      expect(typeof r.json().error).toBe('string');
    }
    const other = await createSpace(h, owner.token, { title: 'Other' });
    const clash = await h.request({
      method: 'PATCH',
      url: `/api/spaces/${other.id}`,
      token: owner.token,
      payload: { slug: 'after-party' },
    });
    expect(clash.statusCode).toBe(409);
  });

  it('deletes a space with its photo rows', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    await addPhotos(h, space.id, 3);
    const res = await h.request({ method: 'DELETE', url: `/api/spaces/${space.id}`, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toEqual({ code: 200, message: 'Space deleted' });
    const left = await h.app.db.selectFrom('photos').select('id').where('space_id', '=', space.id).execute();
    expect(left).toHaveLength(0);
    expect((await h.request({ method: 'GET', url: `/api/spaces/${space.id}` })).statusCode).toBe(404);
    expect(
      (await h.request({ method: 'DELETE', url: `/api/spaces/${space.id}`, token: owner.token })).statusCode,
    ).toBe(404);
  });

  it('caches the anonymous space page with an ETag and refreshes it after a write', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token, { title: 'Cached' });
    await addPhotos(h, space.id, 1);
    const url = `/api/spaces/${space.id}`;
    const first = await h.request({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const notModified = await h.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    await h.request({ method: 'PATCH', url, token: owner.token, payload: { title: 'Renamed' } });
    const changed = await h.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().space.title).toBe('Renamed');
    expect(changed.headers.etag).not.toBe(etag);

    await h.request({ method: 'PATCH', url, token: owner.token, payload: { is_public: false } });
    expect((await h.request({ method: 'GET', url })).statusCode).toBe(404);
  });
});
