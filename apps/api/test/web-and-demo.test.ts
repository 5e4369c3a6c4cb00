import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD, DEMO_EMAIL, seedDemo } from '../src/demo/demo.ts';
import { photo } from '../src/images/test-images.ts';
import { SITE_PHOTO_SIZES } from '../src/web/first-view-hints.ts';
import { guestCalls } from './helpers/guests.ts';
import { describeBackends } from './helpers/harness.ts';
import { createSpace } from './helpers/spaces.ts';
import { uploadPhoto } from './helpers/uploads.ts';

const webDist = mkdtempSync(join(tmpdir(), 'lense-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Lense</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("lense");');
const bundle = `export const big = ${JSON.stringify('lense '.repeat(500))};`;
writeFileSync(join(webDist, 'assets', 'bundle.js'), bundle);
writeFileSync(join(webDist, 'assets', 'bundle.js.br'), brotliCompressSync(bundle));

// Seeding draws and derives the demo's photos: seconds of image work alone, many more on a busy machine.
const DEMO_SEEDING_MS = 180_000;

describeBackends(
  'web app',
  (h) => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

    it('serves the built files as they are', async () => {
      const js = await h.request({ method: 'GET', url: '/assets/app.js' });
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toMatch(/javascript/);
      expect(js.body).toBe('console.log("lense");');
      const index = await h.request({ method: 'GET', url: '/index.html' });
      expect(index.body).toContain('<div id="root">');
    });

    it("sends the build's compressed copy to clients that accept it, and caches hashed assets for good", async () => {
      const br = await h.request({
        method: 'GET',
        url: '/assets/bundle.js',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
      const plain = await h.request({ method: 'GET', url: '/assets/bundle.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(bundle);
    });

    it('answers client-side routes that accept HTML with index.html', async () => {
      for (const url of ['/', '/spaces/123', '/sites/demo-events?x=1']) {
        const res = await h.request({ method: 'GET', url, headers: html });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('<div id="root">');
      }
    });

    it('answers a published site’s subdomain with the same web app and API', async () => {
      // The web app reads the site's name from its address; the server needs no per-host routing.
      for (const host of ['ada-weddings.localhost', 'ada-weddings.lense.co.ke:8080']) {
        const page = await h.request({ method: 'GET', url: '/', headers: { ...html, host } });
        expect(page.statusCode, host).toBe(200);
        expect(page.body).toContain('<div id="root">');
        const site = await h.request({
          method: 'GET',
          url: '/api/public/sites/nobody-here',
          headers: { host },
        });
        expect(site.statusCode, host).toBe(404);
        expect(site.json().error).toBe('site not found');
      }
    });

    it("preloads a photo page's first answer and first image, and nothing of a private space", async () => {
      const owner = await h.signIn();
      const space = await createSpace(h, owner.token);
      const id = await uploadPhoto(h, owner.token, space.id, await photo(600, 400));
      const preloads = async (url: string) => {
        const res = await h.request({ method: 'GET', url, headers: html });
        expect(res.statusCode, url).toBe(200);
        return [...res.body.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag);
      };

      for (const [page, call] of [
        ['/discover', '/api/photos?detailed=true&amp;search_term=&amp;page=1'],
        [`/spaces/${space.id}`, `/api/spaces/${space.id}`],
        [`/spaces/${space.id}/view`, `/api/spaces/${space.id}`],
      ] as const) {
        const [data, image] = await preloads(page);
        // The thumbnail, medium image and preview with their widths, for the browser to pick as the tile will.
        expect(image, page).toMatch(
          new RegExp(
            `as="image" fetchpriority="high" imagesrcset="/api/photos/${id}/images/thumb-[0-9a-f]+\\.webp 400w, ` +
              `/api/photos/${id}/images/medium-[0-9a-f]+\\.webp 600w, /api/photos/${id}/images/preview-[0-9a-f]+\\.webp 600w"`,
          ),
        );
        expect(data, page).toBe(`<link rel="preload" as="fetch" crossorigin href="${call}">`);
      }

      const closed = await createSpace(h, owner.token, { is_public: false });
      await uploadPhoto(h, owner.token, closed.id, await photo(600, 400));
      expect(await preloads(`/spaces/${closed.id}`)).toEqual([]);
      expect(await preloads('/home')).toEqual([]);
    });

    it("preloads a published site's answers and first photo at its own host, never the landing's", async () => {
      const owner = await h.signIn();
      const collection = (
        await h.request({
          method: 'POST',
          url: '/api/collections',
          token: owner.token,
          payload: { name: `Weddings ${Date.now()}` },
        })
      ).json().collection;
      const name = `hinted-${Date.now().toString(36)}`;
      const created = await h.request({
        method: 'POST',
        url: '/api/sites',
        token: owner.token,
        payload: { name, collection_id: collection.id },
      });
      expect(created.statusCode).toBe(201);
      const space = await createSpace(h, owner.token);
      const id = await uploadPhoto(h, owner.token, space.id, await photo(600, 400));
      await h.request({
        method: 'POST',
        url: '/api/collection_spaces',
        token: owner.token,
        payload: { space_id: space.id, collection_id: collection.id },
      });
      const headOf = async (host: string, url = '/') => {
        const res = await h.request({ method: 'GET', url, headers: { ...html, host } });
        expect(res.statusCode, host).toBe(200);
        return res.body.slice(0, res.body.indexOf('</head>'));
      };

      for (const host of [`${name}.localhost:8080`, `${name}.localhost`]) {
        const head = await headOf(host);
        expect(head).toContain(
          `<link rel="preload" as="fetch" crossorigin href="/api/public/sites/${name}">`,
        );
        expect(head).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/spaces/${space.id}">`);
        expect(head).toMatch(
          new RegExp(
            `as="image" fetchpriority="high" imagesrcset="/api/photos/${id}/images/thumb-[0-9a-f]+\\.webp 400w, [^"]+" imagesizes="${SITE_PHOTO_SIZES.replace(/[()]/g, '\\$&')}"`,
          ),
        );
      }
      // The site shows at any path of its host; an unknown site gets no hints, nor the landing page's.
      expect(await headOf(`${name}.localhost`, '/discover')).toContain(`/api/public/sites/${name}`);
      expect(await headOf('nobody-here.localhost')).not.toContain('<link rel="preload"');
    });

    it('titles a shared event, photo, guest link and site and gives it a card, and nothing private', async () => {
      const owner = await h.signIn();
      const space = await createSpace(h, owner.token, {
        title: 'Harbour <Gala> & Dinner',
        description: `Dinner by the water. ${'And dancing. '.repeat(30)}`,
      });
      const [first, second] = [
        await uploadPhoto(h, owner.token, space.id, await photo(600, 400)),
        await uploadPhoto(h, owner.token, space.id, await photo(400, 600)),
      ];
      const edit = (url: string, payload: object) =>
        h.request({ method: 'PATCH', url: `/api/photos/${url}`, token: owner.token, payload });
      expect((await edit(first, { comment: 'The first toast' })).statusCode).toBe(200);
      const cover = await h.request({
        method: 'PATCH',
        url: `/api/spaces/${space.id}`,
        token: owner.token,
        payload: { cover_photo_id: first },
      });
      expect(cover.statusCode, cover.body).toBe(200);
      const link = await guestCalls(h).turnOn(owner.token, space.id);
      const headOf = async (url: string, host?: string) => {
        const res = await h.request({ method: 'GET', url, headers: host ? { ...html, host } : html });
        expect(res.statusCode, url).toBe(200);
        const head = res.body.slice(0, res.body.indexOf('</head>'));
        const meta = (key: string) =>
          new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(head)?.[1] ?? null;
        return { title: /<title>([^<]*)<\/title>/.exec(head)?.[1], meta };
      };
      const image = (id: string) =>
        new RegExp(`^https?://[^/]+/api/photos/${id}/images/preview-[0-9a-f]+\\.webp$`);

      // The event's pages, escaped, with its cover and a description cut for a card.
      for (const page of [`/spaces/${space.id}`, `/spaces/${space.id}/view`, `/g/${link.token}`]) {
        const { title, meta } = await headOf(page);
        expect(title, page).toBe('Harbour &lt;Gala&gt; &amp; Dinner · Lense');
        expect(meta('og:title'), page).toBe('Harbour &lt;Gala&gt; &amp; Dinner');
        expect(meta('og:image'), page).toMatch(image(first));
        expect(meta('twitter:card'), page).toBe('summary_large_image');
        expect(meta('og:description')?.length, page).toBeLessThanOrEqual(201);
        expect(meta('og:description'), page).toMatch(/^Dinner by the water\. And dancing\..*…$/);
      }
      // A photo open on the page: the photo, named by its comment; a hidden one is not shown.
      const opened = await headOf(`/spaces/${space.id}/view?photo=${first}`);
      expect(opened.title).toBe('The first toast · Lense');
      expect(opened.meta('og:image')).toMatch(image(first));
      expect(opened.meta('og:url')).toMatch(new RegExp(`/spaces/${space.id}/view\\?photo=${first}$`));
      expect((await edit(`${second}/state`, { state: 'hidden' })).statusCode).toBe(200);
      const hidden = await headOf(`/discover?photo=${second}`);
      expect(hidden.title).toBe('Lense');
      expect(hidden.meta('og:image')).toBeNull();

      // A private event and every other page keep the product's own title and no card.
      const closed = await createSpace(h, owner.token, { title: 'Private Dinner', is_public: false });
      for (const page of [`/spaces/${closed.id}`, '/spaces', '/login']) {
        const { title, meta } = await headOf(page);
        expect(title, page).toBe('Lense');
        expect(meta('og:title'), page).toBeNull();
      }

      // A published site at its own host: its title, and without a banner the first space's cover.
      const collection = (
        await h.request({
          method: 'POST',
          url: '/api/collections',
          token: owner.token,
          payload: { name: `Galas ${Date.now()}` },
        })
      ).json().collection;
      await h.request({
        method: 'POST',
        url: '/api/collection_spaces',
        token: owner.token,
        payload: { space_id: space.id, collection_id: collection.id },
      });
      const name = `shared-${Date.now().toString(36)}`;
      const site = await h.request({
        method: 'POST',
        url: '/api/sites',
        token: owner.token,
        payload: { name, collection_id: collection.id },
      });
      await h.request({
        method: 'PATCH',
        url: `/api/sites/${site.json().site.id}`,
        token: owner.token,
        payload: { title: 'Harbour Galas' },
      });
      const published = await headOf('/', `${name}.localhost:8080`);
      expect(published.title).toBe('Harbour Galas · Lense');
      expect(published.meta('og:image')).toMatch(image(first));
      expect(published.meta('og:url')).toBe(`http://${name}.localhost:8080/`);
    });

    it('keeps JSON 404s for the API, missing files and non-HTML requests', async () => {
      const api = await h.request({ method: 'GET', url: '/api/nope', headers: html });
      expect(api.statusCode).toBe(404);
      expect(api.json().error).toBe('route GET /api/nope not found');
      const asset = await h.request({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
      expect(asset.statusCode).toBe(404);
      expect(typeof asset.json().error).toBe('string');
      expect((await h.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  },
  { webDist },
);

describeBackends('demo content', (h) => {
  it(
    'seeds an empty database once, and the organiser can sign in and see the photos',
    async () => {
      const first = await seedDemo(h.app, DEFAULT_DEMO_PASSWORD, 'small');
      expect(first).toEqual({ created: true, email: DEMO_EMAIL, password: DEFAULT_DEMO_PASSWORD });
      const again = await seedDemo(h.app, DEFAULT_DEMO_PASSWORD, 'small');
      expect(again.created).toBe(false);

      const count = async (table: 'spaces' | 'photos' | 'collections' | 'sites' | 'users') =>
        Number(
          (
            await h.app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('users')).toBe(1);
      expect(await count('spaces')).toBe(3);
      expect(await count('photos')).toBe(36);
      expect(await count('collections')).toBe(1);
      expect(await count('sites')).toBe(1);

      const login = await h.request({
        method: 'POST',
        url: '/api/login',
        payload: { user: { email: DEMO_EMAIL, password: DEFAULT_DEMO_PASSWORD } },
      });
      expect(login.statusCode).toBe(200);
      const photo = await h.app.db.selectFrom('photos').select(['id', 'path']).executeTakeFirstOrThrow();
      const info = await h.app.storage.head(photo.path);
      expect(info.size).toBeGreaterThan(1000);
      // Each demo photo is queued for its derived images and appears once they exist.
      await h.app.jobs.idle();
      const visible = await h.app.db
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('state', '=', 'visible')
        .where('thumb_key', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(Number(visible.n)).toBe(36);
      const image = await h.request({ method: 'GET', url: `/api/photos/${photo.id}/image` });
      expect(image.statusCode).toBe(302);
    },
    DEMO_SEEDING_MS,
  );

  it('leaves a database that already has users alone', async () => {
    await h.app.db.deleteFrom('users').execute();
    await h.signIn();
    expect(await seedDemo(h.app)).toEqual({ created: false, email: null, password: null });
  });
});
