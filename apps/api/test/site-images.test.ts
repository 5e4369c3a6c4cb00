import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { SITE_IMAGES_PAGE_SIZE } from '../src/sites/own-site-images.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { uploadedImage } from './helpers/uploads.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

async function siteOf(h: Harness, token: string) {
  const collection = (
    await h.request({ method: 'POST', url: '/api/collections', token, payload: { name: 'Site collection' } })
  ).json().collection;
  const res = await h.request({
    method: 'POST',
    url: '/api/sites',
    token,
    payload: { name: `media-${randomUUID().slice(0, 8)}`, collection_id: collection.id },
  });
  expect(res.statusCode).toBe(201);
  return res.json().site as { id: string };
}

describeBackends('banners and icons', (h) => {
  for (const kind of ['banner', 'icon'] as const) {
    const plural = `${kind}s`;
    const create = (token: string, payload: unknown) =>
      h.request({ method: 'POST', url: `/api/${plural}`, token, payload: payload as object });

    it(`${plural}: creates from one URL or a list, lists own and public ones`, async () => {
      const owner = await h.signIn();
      const other = await h.signIn();
      const one = await create(owner.token, {
        photos: 'https://cdn.example.com/a.jpg',
        description: ' Main ',
        public: false,
      });
      expect(one.statusCode).toBe(201);
      expect(one.json()[plural]).toEqual([
        {
          id: expect.any(String),
          url: 'https://cdn.example.com/a.jpg',
          description: 'Main',
          public: false,
          owner: true,
        },
      ]);
      const uploaded = await uploadedImage(h, owner.token, kind);
      const many = await create(owner.token, {
        photos: [uploaded, 'http://cdn.example.com/b.jpg?v=2', uploaded],
        public: true,
      });
      expect(many.statusCode).toBe(201);
      const urls = many.json()[plural].map((b: { url: string }) => b.url);
      expect(urls).toHaveLength(2);
      expect(urls).toContain('http://cdn.example.com/b.jpg?v=2');
      // The upload is published under a key of its own, away from the one its URL could write.
      expect(urls.find((url: string) => !url.startsWith('http'))).toMatch(
        new RegExp(`^${plural}/${owner.id}/[0-9a-f-]+-[0-9a-f]{16}\\.png$`),
      );

      const mine = (await h.request({ method: 'GET', url: `/api/${plural}`, token: owner.token })).json()[
        plural
      ];
      expect(mine).toHaveLength(3);
      expect(mine.every((b: { owner: boolean }) => b.owner)).toBe(true);
      const theirs = (await h.request({ method: 'GET', url: `/api/${plural}`, token: other.token })).json()[
        plural
      ];
      const ownerIds = mine.map((b: { id: string }) => b.id);
      const visible = theirs.filter((b: { id: string }) => ownerIds.includes(b.id));
      expect(visible).toHaveLength(2);
      expect(visible.every((b: { public: boolean; owner: boolean }) => b.public && !b.owner)).toBe(true);
      expect((await h.request({ method: 'GET', url: `/api/${plural}` })).statusCode).toBe(401);
    });

    it(`${plural}: pages the list newest first, ${SITE_IMAGES_PAGE_SIZE} a page, with has_more`, async () => {
      const owner = await h.signIn();
      const other = await h.signIn();
      // 65 of the owner's (private), some sharing a creation time, and 3 public ones of another user.
      const start = Date.parse('2030-01-01T00:00:00Z');
      const insert = (userId: string, count: number, isPublic: boolean) =>
        h.app.db
          .insertInto(plural as 'banners')
          .values(
            Array.from({ length: count }, (_, i) => ({
              user_id: userId,
              url: `https://cdn.example.com/${randomUUID()}.jpg`,
              public: isPublic,
              created_at: new Date(start + Math.floor(i / 2) * 1000),
            })),
          )
          .execute();
      await insert(owner.id, 65, false);
      await insert(other.id, 3, true);
      const list = (token: string, page?: number) =>
        h.request({ method: 'GET', url: `/api/${plural}${page ? `?page=${page}` : ''}`, token });
      const expected = (
        await h.app.db
          .selectFrom(plural as 'banners')
          .select('id')
          .where((eb) => eb.or([eb('user_id', '=', owner.id), eb('public', '=', true)]))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map((r) => r.id);
      expect(expected.length).toBeGreaterThanOrEqual(68);

      const seen: string[] = [];
      let page = 1;
      for (;;) {
        const res = await list(owner.token, page);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual([plural, 'has_more'].sort());
        seen.push(...body[plural].map((b: { id: string }) => b.id));
        const remaining = expected.length - (page - 1) * SITE_IMAGES_PAGE_SIZE;
        expect(body[plural]).toHaveLength(Math.min(SITE_IMAGES_PAGE_SIZE, remaining));
        expect(body.has_more).toBe(remaining > SITE_IMAGES_PAGE_SIZE);
        if (!body.has_more) break;
        page += 1;
      }
      expect(seen).toEqual(expected);
      // No page parameter is page 1; a page past the end is empty; bad pages are 400.
      expect((await list(owner.token)).json()[plural].map((b: { id: string }) => b.id)).toEqual(
        expected.slice(0, SITE_IMAGES_PAGE_SIZE),
      );
      expect((await list(owner.token, page + 1)).json()).toEqual({ [plural]: [], has_more: false });
      for (const bad of ['0', '-1', 'x', '1.5']) {
        const res = await h.request({ method: 'GET', url: `/api/${plural}?page=${bad}`, token: owner.token });
        expect(res.statusCode, bad).toBe(400);
      }
      // The other user sees their own public ones and none of the owner's private ones.
      const theirs = (await list(other.token)).json()[plural] as { id: string; owner: boolean }[];
      expect(theirs.some((b) => expected.slice(0, 65).includes(b.id) && !b.owner)).toBe(false);
    });

    it(`${plural}: refuses addresses that are neither http(s) nor storage paths`, async () => {
      const owner = await h.signIn();
      const bad = [
        'javascript:alert(1)',
        'ftp://example.com/a.jpg',
        'data:image/png;base64,AAAA',
        '/etc/passwd',
        '../secret.jpg',
        `${plural}/../../x.jpg`,
        'https://',
        'has space.jpg',
        '',
        `https://example.com/${'a'.repeat(2100)}`,
        [],
        ['https://ok.example.com/a.jpg', 'file:///x'],
        Array.from({ length: 21 }, (_, i) => `https://example.com/${i}.jpg`),
        42,
        null,
      ];
      for (const photos of bad) {
        const res = await create(owner.token, { photos });
        expect(res.statusCode, JSON.stringify(photos).slice(0, 60)).toBe(422);
        expect(res.json()).toEqual({ error: `invalid ${kind} url` });
      }
      expect((await create(owner.token, {})).json()).toEqual({ error: `invalid ${kind} url` });
      const wrongType = await create(owner.token, { photos: 'https://a.example.com/x.jpg', public: 'yes' });
      expect(wrongType.statusCode).toBe(400);
      const longDescription = await create(owner.token, {
        photos: 'https://a.example.com/x.jpg',
        description: 'x'.repeat(1001),
      });
      expect(longDescription.statusCode).toBe(400);
      expect((await create('', { photos: 'https://a.example.com/x.jpg' })).statusCode).toBe(401);
    });

    it(`${plural}: authorizes deletion: anonymous 401, another user 403 (public) or 404 (private), owner 200`, async () => {
      const owner = await h.signIn();
      const other = await h.signIn();
      const [shared, hidden] = await Promise.all(
        [true, false].map(
          async (isPublic) =>
            (
              await create(owner.token, {
                photos: `https://cdn.example.com/${isPublic}.jpg`,
                public: isPublic,
              })
            ).json()[plural][0],
        ),
      );
      const url = (id: string) => `/api/${plural}/${id}`;
      expect((await h.request({ method: 'DELETE', url: url(shared.id) })).statusCode).toBe(401);
      expect(
        (await h.request({ method: 'DELETE', url: url(shared.id), token: other.token })).statusCode,
      ).toBe(403);
      const notVisible = await h.request({ method: 'DELETE', url: url(hidden.id), token: other.token });
      expect(notVisible.statusCode).toBe(404);
      expect(notVisible.json()).toEqual({ error: `${kind} not found` });
      for (const item of [shared, hidden]) {
        const res = await h.request({ method: 'DELETE', url: url(item.id), token: owner.token });
        expect(res.statusCode).toBe(200);
        expect(typeof res.json().status.message).toBe('string');
      }
      expect(
        (await h.request({ method: 'DELETE', url: url(shared.id), token: owner.token })).statusCode,
      ).toBe(404);
      expect((await h.request({ method: 'DELETE', url: url('zzz'), token: owner.token })).statusCode).toBe(
        400,
      );
    });

    it(`site_${plural}: links visible ${plural} to own sites and lists them`, async () => {
      const owner = await h.signIn();
      const other = await h.signIn();
      const site = await siteOf(h, owner.token);
      const otherSite = await siteOf(h, other.token);
      const own = (await create(owner.token, { photos: 'https://cdn.example.com/own.jpg' })).json()[
        plural
      ][0];
      const publicForeign = (
        await create(other.token, { photos: 'https://cdn.example.com/pub.jpg', public: true })
      ).json()[plural][0];
      const privateForeign = (
        await create(other.token, { photos: 'https://cdn.example.com/priv.jpg' })
      ).json()[plural][0];
      const ids = `${kind}_ids`;
      const link = (token: string, payload: object) =>
        h.request({ method: 'POST', url: `/api/site_${plural}`, token, payload });

      const linked = await link(owner.token, { site_id: site.id, [ids]: [own.id, publicForeign.id, own.id] });
      expect(linked.statusCode).toBe(201);
      const links = linked.json()[`site_${plural}`];
      expect(links).toHaveLength(2);
      expect(links).toContainEqual({ id: expect.any(String), site_id: site.id, [`${kind}_id`]: own.id });
      expect(links).toContainEqual({
        id: expect.any(String),
        site_id: site.id,
        [`${kind}_id`]: publicForeign.id,
      });
      // Repeating keeps the existing links.
      const again = await link(owner.token, { site_id: site.id, [ids]: [own.id] });
      expect(again.json()[`site_${plural}`]).toEqual(links);

      const hidden = await link(owner.token, { site_id: site.id, [ids]: [privateForeign.id] });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ error: `${kind} not found` });
      expect((await link(owner.token, { site_id: site.id, [ids]: [MISSING] })).statusCode).toBe(404);
      expect((await link(owner.token, { site_id: otherSite.id, [ids]: [own.id] })).statusCode).toBe(403);
      expect((await link(owner.token, { site_id: MISSING, [ids]: [own.id] })).statusCode).toBe(404);
      for (const payload of [
        { site_id: site.id },
        { site_id: site.id, [ids]: [] },
        { site_id: site.id, [ids]: own.id },
        { site_id: site.id, [ids]: ['x'] },
        { site_id: 'x', [ids]: [own.id] },
        { site_id: site.id, [ids]: Array.from({ length: 51 }, () => own.id) },
      ]) {
        const res = await link(owner.token, payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(typeof res.json().error).toBe('string');
      }

      const mine = await h.request({ method: 'GET', url: `/api/site_${plural}`, token: owner.token });
      expect(mine.json()[`site_${plural}`]).toEqual(links);
      const bySite = await h.request({
        method: 'GET',
        url: `/api/site_${plural}?site_id=${otherSite.id}`,
        token: owner.token,
      });
      expect(bySite.json()[`site_${plural}`]).toEqual([]);
      const theirs = await h.request({ method: 'GET', url: `/api/site_${plural}`, token: other.token });
      expect(theirs.json()[`site_${plural}`]).toEqual([]);
      expect((await h.request({ method: 'GET', url: `/api/site_${plural}` })).statusCode).toBe(401);

      // Deleting the image unlinks it and clears it from sites showing it.
      await h.request({
        method: 'PATCH',
        url: `/api/sites/${site.id}`,
        token: owner.token,
        payload: { [`${kind}_id`]: own.id },
      });
      await h.request({ method: 'DELETE', url: `/api/${plural}/${own.id}`, token: owner.token });
      const after = await h.request({ method: 'GET', url: `/api/site_${plural}`, token: owner.token });
      expect(after.json()[`site_${plural}`]).toHaveLength(1);
      const sites = await h.request({ method: 'GET', url: '/api/sites', token: owner.token });
      expect(sites.json().sites[0][`${kind}_id`]).toBeNull();
    });
  }
});
