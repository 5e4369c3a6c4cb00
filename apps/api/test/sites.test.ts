import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { uploadedImage } from './helpers/uploads.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
const uniqueName = (prefix = 'site') => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A signed-in user with one collection. */
async function organiser(h: Harness) {
  const user = await h.signIn();
  const res = await h.request({
    method: 'POST',
    url: '/api/collections',
    token: user.token,
    payload: { name: `Weddings ${randomUUID().slice(0, 6)}`, description: 'Summer weddings' },
  });
  expect(res.statusCode).toBe(201);
  return { ...user, collectionId: res.json().collection.id as string };
}

async function subscribe(h: Harness, token: string, plan: string) {
  const types = (await h.request({ method: 'GET', url: '/api/subscription_types' })).json()
    .subscription_types;
  const type = types.find((t: { name: string }) => t.name === plan);
  const res = await h.request({
    method: 'POST',
    url: '/api/subscriptions',
    token,
    payload: { subscription_type_id: type.id },
  });
  expect(res.statusCode).toBe(201);
}

describeBackends('sites', (h) => {
  const createSite = (token: string, payload: unknown) =>
    h.request({ method: 'POST', url: '/api/sites', token, payload: payload as object });

  it('creates a site from an own collection, lower-casing the name, and lists it for its owner only', async () => {
    const owner = await organiser(h);
    const name = uniqueName('Gala');
    const res = await createSite(owner.token, { name, collection_id: owner.collectionId });
    expect(res.statusCode).toBe(201);
    const site = res.json().site;
    expect(site).toEqual({
      id: expect.any(String),
      name: name.toLowerCase(),
      title: null,
      description: null,
      contact_email: null,
      contact_phone: null,
      social_media_username_twitter: null,
      social_media_username_linkedin: null,
      social_media_username_instagram: null,
      social_media_username_facebook: null,
      collection_id: owner.collectionId,
      banner_id: null,
      icon_id: null,
      language: null,
    });

    const mine = await h.request({ method: 'GET', url: '/api/sites', token: owner.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().sites).toEqual([site]);
    const other = await h.signIn();
    const theirs = await h.request({ method: 'GET', url: '/api/sites', token: other.token });
    expect(theirs.json().sites).toEqual([]);
    expect((await h.request({ method: 'GET', url: '/api/sites' })).statusCode).toBe(401);

    // A signed-out token is reported as revoked, so the client clears its session.
    await h.request({ method: 'DELETE', url: '/api/logout', token: other.token });
    const revoked = await h.request({ method: 'GET', url: '/api/sites', token: other.token });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ error: 'revoked token' });
    const check = await h.request({ method: 'GET', url: `/api/sites?name=${site.name}`, token: other.token });
    expect(check.statusCode).toBe(200);
  });

  it('answers availability by exact name in any case, anonymously too', async () => {
    const owner = await organiser(h);
    const name = uniqueName('avail');
    await createSite(owner.token, { name, collection_id: owner.collectionId });
    const taken = await h.request({ method: 'GET', url: `/api/sites?name=${name.toUpperCase()}` });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().sites.map((s: { name: string }) => s.name)).toEqual([name]);
    const free = await h.request({ method: 'GET', url: `/api/sites?name=${name}x`, token: owner.token });
    expect(free.json().sites).toEqual([]);
    const prefix = await h.request({ method: 'GET', url: `/api/sites?name=${name.slice(0, -1)}` });
    expect(prefix.json().sites).toEqual([]);
    for (const bad of ['ab', '-abc', 'abc-', 'a_b_c', 'www', 'a'.repeat(64), '%20abc']) {
      const res = await h.request({ method: 'GET', url: `/api/sites?name=${bad}` });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json()).toEqual({ error: 'invalid site name' });
    }
  });

  it('rejects invalid names and a missing collection with the product messages', async () => {
    const owner = await organiser(h);
    const invalid = [
      'ab',
      'a'.repeat(64),
      '-leading',
      'trailing-',
      'under_score',
      'dot.ted',
      'spa ce',
      'émoji',
      'api',
      '',
      5,
      null,
      ['abc'],
    ];
    for (const name of invalid) {
      const res = await createSite(owner.token, { name, collection_id: owner.collectionId });
      expect(res.statusCode, JSON.stringify(name)).toBe(422);
      expect(res.json()).toEqual({ error: 'invalid site name' });
    }
    // The name is checked before the collection, like the form does.
    expect((await createSite(owner.token, { name: 'x' })).json()).toEqual({ error: 'invalid site name' });
    for (const payload of [{ name: uniqueName() }, { name: uniqueName(), collection_id: null }]) {
      const res = await createSite(owner.token, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: 'Please select a collection' });
    }
    const bad = await createSite(owner.token, { name: uniqueName(), collection_id: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    const missing = await createSite(owner.token, { name: uniqueName(), collection_id: MISSING });
    expect(missing.statusCode).toBe(404);
    const ok = await createSite(owner.token, { name: 'a1b', collection_id: owner.collectionId });
    expect([201, 409]).toContain(ok.statusCode); // shortest valid name; another run may hold it
  });

  it("refuses another user's collection and a taken name (in any case)", async () => {
    const owner = await organiser(h);
    const other = await organiser(h);
    const theft = await createSite(other.token, { name: uniqueName(), collection_id: owner.collectionId });
    expect(theft.statusCode).toBe(404);
    expect(theft.json()).toEqual({ error: 'collection not found' });

    const name = uniqueName();
    expect((await createSite(owner.token, { name, collection_id: owner.collectionId })).statusCode).toBe(201);
    const taken = await createSite(other.token, {
      name: name.toUpperCase(),
      collection_id: other.collectionId,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'name already taken' });
  });

  it('allows one site on the basic plan or none, more with a higher plan', async () => {
    const owner = await organiser(h);
    const first = await createSite(owner.token, { name: uniqueName(), collection_id: owner.collectionId });
    expect(first.statusCode).toBe(201);
    const second = await createSite(owner.token, { name: uniqueName(), collection_id: owner.collectionId });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ error: 'Please upgrade your plan to perform this action' });

    await subscribe(h, owner.token, 'basic');
    const onBasic = await createSite(owner.token, { name: uniqueName(), collection_id: owner.collectionId });
    expect(onBasic.json()).toEqual({ error: 'Please upgrade your plan to perform this action' });

    await subscribe(h, owner.token, 'premium');
    const onPremium = await createSite(owner.token, {
      name: uniqueName(),
      collection_id: owner.collectionId,
    });
    expect(onPremium.statusCode).toBe(201);

    // An ended trial is no plan.
    await h.app.db
      .updateTable('subscriptions')
      .set({ trial_ends_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', owner.id)
      .execute();
    const ended = await createSite(owner.token, { name: uniqueName(), collection_id: owner.collectionId });
    expect(ended.statusCode).toBe(403);
  });

  it('gives exactly one of two simultaneous requests for a name', async () => {
    const a = await organiser(h);
    const b = await organiser(h);
    const name = uniqueName('race');
    const results = await Promise.all([
      createSite(a.token, { name, collection_id: a.collectionId }),
      createSite(b.token, { name, collection_id: b.collectionId }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ error: 'name already taken' });
  });

  it('lets one basic user create only one site even when asking twice at once', async () => {
    const owner = await organiser(h);
    const results = await Promise.all(
      [1, 2].map(() => createSite(owner.token, { name: uniqueName(), collection_id: owner.collectionId })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
  });

  it('updates details, collection, banner and icon; clears text with empty strings', async () => {
    const owner = await organiser(h);
    const site = (
      await createSite(owner.token, { name: uniqueName(), collection_id: owner.collectionId })
    ).json().site;
    const patch = (payload: object, token = owner.token) =>
      h.request({ method: 'PATCH', url: `/api/sites/${site.id}`, token, payload });

    const details = await patch({
      title: ' Our wedding ',
      description: 'Photos from the big day',
      contact_email: 'hello@example.com',
      contact_phone: '+254 700 000000',
      social_media_username_twitter: '@lense',
      social_media_username_linkedin: 'lense',
      social_media_username_instagram: 'lense.photos',
      social_media_username_facebook: 'lense-app',
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().site).toMatchObject({
      title: 'Our wedding',
      contact_email: 'hello@example.com',
      social_media_username_twitter: '@lense',
      collection_id: owner.collectionId,
    });
    const cleared = await patch({ title: '', description: null });
    expect(cleared.json().site).toMatchObject({
      title: null,
      description: null,
      contact_email: 'hello@example.com',
    });

    for (const contact_email of ['not-an-email', `${'a'.repeat(65)}@example.com`, 5]) {
      const res = await patch({ contact_email });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: 'Please use a valid email' });
    }
    for (const payload of [
      { contact_phone: 'call me' },
      { title: 'x'.repeat(201) },
      { title: 5 },
      { social_media_username_twitter: 'has space' },
      { banner_id: 'nope' },
    ]) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const noCollection = await patch({ collection_id: null });
    expect(noCollection.statusCode).toBe(422);
    expect(noCollection.json()).toEqual({ error: 'Please select a collection' });

    const second = await h.request({
      method: 'POST',
      url: '/api/collections',
      token: owner.token,
      payload: { name: 'Second collection' },
    });
    const moved = await patch({ collection_id: second.json().collection.id });
    expect(moved.json().site.collection_id).toBe(second.json().collection.id);

    const banner = (
      await h.request({
        method: 'POST',
        url: '/api/banners',
        token: owner.token,
        payload: { photos: 'https://cdn.example.com/banner.jpg', description: 'Hero' },
      })
    ).json().banners[0];
    const icon = (
      await h.request({
        method: 'POST',
        url: '/api/icons',
        token: owner.token,
        payload: { photos: await uploadedImage(h, owner.token, 'icon') },
      })
    ).json().icons[0];
    const withBanner = await patch({ banner_id: banner.id });
    expect(withBanner.json().site.banner_id).toBe(banner.id);
    const withIcon = await patch({ icon_id: icon.id });
    expect(withIcon.json().site).toMatchObject({ banner_id: banner.id, icon_id: icon.id });
    const links = await h.request({
      method: 'GET',
      url: `/api/site_banners?site_id=${site.id}`,
      token: owner.token,
    });
    expect(links.json().site_banners).toEqual([
      { id: expect.any(String), site_id: site.id, banner_id: banner.id },
    ]);

    // A public banner of someone else may be used; a private one may not.
    const stranger = await h.signIn();
    const [publicBanner, privateBanner] = await Promise.all(
      [true, false].map(
        async (isPublic) =>
          (
            await h.request({
              method: 'POST',
              url: '/api/banners',
              token: stranger.token,
              payload: { photos: `https://cdn.example.com/${isPublic}.jpg`, public: isPublic },
            })
          ).json().banners[0],
      ),
    );
    expect((await patch({ banner_id: publicBanner.id })).statusCode).toBe(200);
    const hidden = await patch({ banner_id: privateBanner.id });
    expect(hidden.statusCode).toBe(404);
    expect((await patch({ icon_id: MISSING })).statusCode).toBe(404);
    expect((await patch({ banner_id: null })).json().site.banner_id).toBeNull();

    const otherCollection = (await organiser(h)).collectionId;
    expect((await patch({ collection_id: otherCollection })).statusCode).toBe(404);
  });

  it('authorizes every site mutation: anonymous 401, another user 403, owner 2xx', async () => {
    const owner = await organiser(h);
    const other = await organiser(h);
    const site = (
      await createSite(owner.token, { name: uniqueName(), collection_id: owner.collectionId })
    ).json().site;
    const calls = [
      { method: 'PATCH' as const, url: `/api/sites/${site.id}`, payload: { title: 'Hi' } },
      {
        method: 'POST' as const,
        url: '/api/site_banners',
        payload: { site_id: site.id, banner_ids: [MISSING] },
      },
      { method: 'POST' as const, url: '/api/site_icons', payload: { site_id: site.id, icon_ids: [MISSING] } },
      { method: 'DELETE' as const, url: `/api/sites/${site.id}` },
    ];
    for (const call of calls) {
      const anonymous = await h.request(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const stranger = await h.request({ ...call, token: other.token });
      expect(stranger.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(typeof stranger.json().error).toBe('string');
    }
    expect((await createSite('', { name: uniqueName(), collection_id: owner.collectionId })).statusCode).toBe(
      401,
    );
    expect((await h.request({ ...calls[0]!, token: owner.token })).statusCode).toBe(200);
    const deleted = await h.request({ ...calls[3]!, token: owner.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().status.message).toBe('Site deleted');
    expect((await h.request({ ...calls[3]!, token: owner.token })).statusCode).toBe(404);
    expect(
      (await h.request({ method: 'DELETE', url: '/api/sites/nope', token: owner.token })).statusCode,
    ).toBe(400);
    const badId = await h.request({
      method: 'PATCH',
      url: '/api/sites/nope',
      token: owner.token,
      payload: { title: 'x' },
    });
    expect(badId.statusCode).toBe(400);
    expect(typeof badId.json().error).toBe('string');
    const missing = await h.request({
      method: 'PATCH',
      url: `/api/sites/${MISSING}`,
      token: owner.token,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'site not found' });
    // The name is free again.
    const again = await createSite(other.token, { name: site.name, collection_id: other.collectionId });
    expect(again.statusCode).toBe(201);
  });

  it('publishes a site with its banner, icon, collection and public spaces only', async () => {
    const owner = await organiser(h);
    const name = uniqueName('pub');
    const site = (await createSite(owner.token, { name, collection_id: owner.collectionId })).json().site;
    const insertSpace = (title: string, is_public: boolean) =>
      h.app.db
        .insertInto('spaces')
        .values({ user_id: owner.id, title, start_date: '2026-06-01', end_date: '2026-06-08', is_public })
        .returning('id')
        .executeTakeFirstOrThrow();
    const shown = await insertSpace('Ceremony', true);
    const hidden = await insertSpace('Rehearsal', false);
    const elsewhere = await insertSpace('Elsewhere', true);
    for (const space of [shown, hidden]) {
      const link = await h.request({
        method: 'POST',
        url: '/api/collection_spaces',
        token: owner.token,
        payload: { space_id: space.id, collection_id: owner.collectionId },
      });
      expect(link.statusCode).toBe(201);
    }
    const banner = (
      await h.request({
        method: 'POST',
        url: '/api/banners',
        token: owner.token,
        payload: { photos: 'https://cdn.example.com/b.jpg', description: 'Hero' },
      })
    ).json().banners[0];
    await h.request({
      method: 'PATCH',
      url: `/api/sites/${site.id}`,
      token: owner.token,
      payload: { banner_id: banner.id, title: 'Our day' },
    });

    const res = await h.request({ method: 'GET', url: `/api/public/sites/${name.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.site).toMatchObject({ id: site.id, name, title: 'Our day', banner_id: banner.id });
    expect(body.banner).toEqual({ id: banner.id, url: 'https://cdn.example.com/b.jpg', description: 'Hero' });
    expect(body.icon).toBeNull();
    expect(body.collection).toMatchObject({ id: owner.collectionId, description: 'Summer weddings' });
    expect(body.spaces.map((s: { id: string }) => s.id)).toEqual([shown.id]);
    expect(body.spaces[0]).toEqual({
      id: shown.id,
      title: 'Ceremony',
      description: null,
      location: null,
      formatted_address: null,
      start_date: '2026-06-01',
      end_date: '2026-06-08',
      slug: null,
      cover: null,
    });
    expect(JSON.stringify(body)).not.toContain(owner.id);
    expect(JSON.stringify(body)).not.toContain(elsewhere.id);

    expect((await h.request({ method: 'GET', url: '/api/public/sites/%00' })).statusCode).toBe(400);
    for (const missing of ['nothing-here', 'bad_name', 'a'.repeat(64)]) {
      const res404 = await h.request({ method: 'GET', url: `/api/public/sites/${missing}` });
      expect(res404.statusCode, missing).toBe(404);
      expect(res404.json()).toEqual({ error: 'site not found' });
    }
    const huge = await h.request({ method: 'GET', url: `/api/public/sites/${'a'.repeat(5000)}` });
    expect(huge.statusCode).toBe(414);
    expect(typeof huge.json().error).toBe('string');
  });

  it("gives visitors the stored banner and icon a site shows, and keeps other uploads their owner's", async () => {
    const owner = await organiser(h);
    const name = uniqueName('img');
    const site = (await createSite(owner.token, { name, collection_id: owner.collectionId })).json().site;
    const stored = (table: 'banners' | 'icons') =>
      h.app.db
        .insertInto(table)
        .values({ user_id: owner.id, url: `${table}/${owner.id}/x.png`, path: `${table}/${owner.id}/x.png` })
        .returning('id')
        .executeTakeFirstOrThrow();
    const banner = await stored('banners');
    const icon = await stored('icons');
    const image = (table: string, id: string) =>
      h.request({ method: 'GET', url: `/api/${table}/${id}/image` });

    // Uploaded but on no site: not for visitors.
    expect((await image('banners', banner.id)).statusCode).toBe(404);
    expect((await image('icons', icon.id)).json()).toEqual({ error: 'icon not found' });

    const update = await h.request({
      method: 'PATCH',
      url: `/api/sites/${site.id}`,
      token: owner.token,
      payload: { banner_id: banner.id, icon_id: icon.id },
    });
    expect(update.statusCode).toBe(200);
    const published = (await h.request({ method: 'GET', url: `/api/public/sites/${name}` })).json();
    expect(published.banner.url).toBe(`/api/banners/${banner.id}/image`);
    expect(published.icon.url).toBe(`/api/icons/${icon.id}/image`);
    for (const [table, id] of [
      ['banners', banner.id],
      ['icons', icon.id],
    ] as const) {
      const res = await image(table, id);
      expect(res.statusCode, table).toBe(302);
      expect(res.headers.location).toContain(`${table}/${owner.id}/x.png`);
    }
    expect((await image('banners', 'not-a-uuid')).statusCode).toBe(400);
  });
});
