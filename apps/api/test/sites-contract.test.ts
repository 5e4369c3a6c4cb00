import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';

const huge = 'x'.repeat(200_000);
const hostileBodies: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { name: huge, collection_id: huge, description: huge },
  { name: { $ne: '' }, collection_id: ['a'] },
  { photos: huge, description: huge, public: huge },
  { photos: [huge], public: null },
  { space_id: "'; drop table sites; --", collection_id: '../../etc' },
  { site_id: null, banner_ids: null, icon_ids: [null] },
  { title: huge, contact_email: huge, contact_phone: huge, social_media_username_twitter: huge },
  { banner_id: 12, icon_id: true, collection_id: {} },
  JSON.parse('{"__proto__": {"admin": true}, "name": "proto-name"}'),
];

describeBackends('sites, collections, banners and icons: contract and hostile input', (h) => {
  it('documents every operation with its schemas and error responses', async () => {
    const doc = (await h.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const expected: [string, string][] = [
      ['/sites', 'get'],
      ['/sites', 'post'],
      ['/sites/{id}', 'patch'],
      ['/sites/{id}', 'delete'],
      ['/public/sites/{name}', 'get'],
      ['/collections', 'get'],
      ['/collections', 'post'],
      ['/collections/{id}', 'delete'],
      ['/collection_spaces', 'get'],
      ['/collection_spaces', 'post'],
      ['/collection_spaces/{id}', 'delete'],
      ['/banners', 'get'],
      ['/banners', 'post'],
      ['/banners/{id}', 'delete'],
      ['/site_banners', 'get'],
      ['/site_banners', 'post'],
      ['/icons', 'get'],
      ['/icons', 'post'],
      ['/icons/{id}', 'delete'],
      ['/site_icons', 'get'],
      ['/site_icons', 'post'],
      ['/faqs', 'get'],
    ];
    for (const [path, method] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      const success = op.responses['200'] ?? op.responses['201'];
      expect(success.content['application/json'].schema, `${method} ${path}`).toBeDefined();
    }
    const createSite = doc.paths['/sites'].post;
    const body = createSite.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name', 'collection_id']);
    expect(body.properties.name.pattern).toBe('^[A-Za-z0-9][A-Za-z0-9-]{1,61}[A-Za-z0-9]$');
    for (const code of ['401', '403', '404', '409', '422'])
      expect(createSite.responses[code].content['application/json'].schema.$ref).toBe(
        '#/components/schemas/Error',
      );
    expect(createSite.responses['201'].content['application/json'].schema.properties.site.$ref).toBe(
      '#/components/schemas/Site',
    );
    for (const name of [
      'Site',
      'Collection',
      'CollectionSpace',
      'Banner',
      'Icon',
      'SiteBanner',
      'SiteIcon',
      'SiteImage',
      'PublicSpace',
      'FaqEntry',
    ])
      expect(doc.components.schemas[name], name).toBeDefined();
    const site = doc.components.schemas.Site;
    expect(Object.keys(site.properties).sort()).toEqual(
      [
        'id',
        'name',
        'title',
        'description',
        'contact_email',
        'contact_phone',
        'social_media_username_twitter',
        'social_media_username_linkedin',
        'social_media_username_instagram',
        'social_media_username_facebook',
        'collection_id',
        'banner_id',
        'icon_id',
        'language',
      ].sort(),
    );
    expect(doc.paths['/sites'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['name']);
    const banners = doc.paths['/banners'].post.requestBody.content['application/json'].schema;
    expect(banners.properties.photos.anyOf).toHaveLength(2);
    expect(doc.paths['/site_icons'].post.requestBody.content['application/json'].schema.required).toEqual([
      'site_id',
      'icon_ids',
    ]);
    expect(Object.keys(doc.components.schemas.FaqEntry.properties)).toEqual([
      'id',
      'header',
      'text',
      'show_on_lading_page',
    ]);
  });

  it('keeps site names lower-case and collection names unique per user regardless of case', async () => {
    const db = h.app.db;
    const { id: user_id } = await db
      .insertInto('users')
      .values({ email: h.uniqueEmail(), first_name: 'A', last_name: 'B', accepted_terms_of_service: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db.insertInto('sites').values({ user_id, name: 'Mixed-Case' }).execute(),
    ).rejects.toMatchObject({
      code: '23514',
    });
    await db.insertInto('collections').values({ user_id, name: 'Summer' }).execute();
    await expect(
      db.insertInto('collections').values({ user_id, name: 'SUMMER' }).execute(),
    ).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('answers hostile input on every mutating operation with a JSON 4xx, never a 500', async () => {
    const owner = await h.signIn();
    const collection = (
      await h.request({
        method: 'POST',
        url: '/api/collections',
        token: owner.token,
        payload: { name: 'Hostile' },
      })
    ).json().collection;
    const site = (
      await h.request({
        method: 'POST',
        url: '/api/sites',
        token: owner.token,
        payload: { name: `hostile-${randomUUID().slice(0, 8)}`, collection_id: collection.id },
      })
    ).json().site;
    const operations: { method: 'POST' | 'PATCH'; url: string }[] = [
      { method: 'POST', url: '/api/sites' },
      { method: 'PATCH', url: `/api/sites/${site.id}` },
      { method: 'POST', url: '/api/collections' },
      { method: 'POST', url: '/api/collection_spaces' },
      { method: 'POST', url: '/api/banners' },
      { method: 'POST', url: '/api/icons' },
      { method: 'POST', url: '/api/site_banners' },
      { method: 'POST', url: '/api/site_icons' },
    ];
    for (const op of operations) {
      for (const payload of hostileBodies) {
        const res = await h.request({
          ...op,
          token: owner.token,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        const label = `${op.method} ${op.url} ${JSON.stringify(payload).slice(0, 50)}`;
        // PATCH with an empty object (or only unknown fields) is a valid no-op.
        if (res.statusCode < 300) {
          expect(op.method, label).toBe('PATCH');
          continue;
        }
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        expect(typeof res.json().error, label).toBe('string');
      }
      const broken = await h.request({
        ...op,
        token: owner.token,
        payload: '{"name": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ error: 'invalid JSON body' });
      const tooBig = await h.request({
        ...op,
        token: owner.token,
        payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(tooBig.statusCode).toBe(413);
    }
    for (const url of [
      `/api/sites?name=${'a'.repeat(300)}`,
      '/api/sites?name=abc&name=abd',
      `/api/collections?name=${'a'.repeat(300)}`,
      '/api/collection_spaces?collection_id=nope',
      '/api/site_banners?site_id=nope',
      '/api/site_icons?site_id=%00',
      '/api/faqs?landing=true&landing=false',
    ]) {
      const res = await h.request({ method: 'GET', url, token: owner.token });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(typeof res.json().error, url).toBe('string');
    }
    // The site survived all of it unchanged in name.
    const mine = await h.request({ method: 'GET', url: '/api/sites', token: owner.token });
    expect(mine.json().sites.map((s: { name: string }) => s.name)).toEqual([site.name]);
  });
});
