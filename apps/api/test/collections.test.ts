import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

describeBackends('collections and collection spaces', (h) => {
  const createCollection = (token: string, payload: unknown) =>
    h.request({ method: 'POST', url: '/api/collections', token, payload: payload as object });
  const insertSpace = (user_id: string, title = 'Ceremony', is_public = true) =>
    h.app.db
      .insertInto('spaces')
      .values({ user_id, title, is_public, start_date: '2026-06-01', end_date: '2026-06-08' })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('creates, lists, finds by name and deletes collections of their owner only', async () => {
    const owner = await h.signIn();
    const other = await h.signIn();
    const created = await createCollection(owner.token, {
      name: ' Summer Weddings_2026 ',
      description: 'June',
    });
    expect(created.statusCode).toBe(201);
    const collection = created.json().collection;
    expect(collection).toEqual({ id: expect.any(String), name: 'Summer Weddings_2026', description: 'June' });
    const bare = await createCollection(owner.token, { name: 'No description' });
    expect(bare.json().collection.description).toBeNull();

    const list = await h.request({ method: 'GET', url: '/api/collections', token: owner.token });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .collections.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([collection.id, bare.json().collection.id].sort());
    const byName = await h.request({
      method: 'GET',
      url: '/api/collections?name=summer%20weddings_2026',
      token: owner.token,
    });
    expect(byName.json().collections).toEqual([collection]);
    const theirs = await h.request({ method: 'GET', url: '/api/collections', token: other.token });
    expect(theirs.json().collections).toEqual([]);
    const theirByName = await h.request({
      method: 'GET',
      url: '/api/collections?name=Summer%20Weddings_2026',
      token: other.token,
    });
    expect(theirByName.json().collections).toEqual([]);
    expect((await h.request({ method: 'GET', url: '/api/collections' })).statusCode).toBe(401);

    const anonymous = await h.request({
      method: 'POST',
      url: '/api/collections',
      payload: { name: 'Anonymous' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(typeof anonymous.json().error).toBe('string');

    // The same name is fine for another user.
    expect((await createCollection(other.token, { name: 'Summer Weddings_2026' })).statusCode).toBe(201);
  });

  it('rejects invalid and duplicate names with the product messages', async () => {
    const owner = await h.signIn();
    for (const name of ['ab', '   ', '  ab  ', 'bad!name', 'émile', 'a'.repeat(101), '', 42, null, ['abc']]) {
      const res = await createCollection(owner.token, { name, description: 'x' });
      expect(res.statusCode, JSON.stringify(name)).toBe(422);
      expect(res.json()).toEqual({ error: 'invalid collection name' });
    }
    expect((await createCollection(owner.token, { description: 'x' })).json()).toEqual({
      error: 'invalid collection name',
    });
    const tooLong = await createCollection(owner.token, { name: 'Fine name', description: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    const wrongType = await createCollection(owner.token, { name: 'Fine name', description: 7 });
    expect(wrongType.statusCode).toBe(400);

    expect((await createCollection(owner.token, { name: 'Graduation' })).statusCode).toBe(201);
    for (const name of ['Graduation', 'graduation', ' GRADUATION ']) {
      const dup = await createCollection(owner.token, { name });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({ error: 'Collection with that name already exists' });
    }
  });

  it('creates a name once under concurrency', async () => {
    const owner = await h.signIn();
    const name = `Race ${randomUUID().slice(0, 6)}`;
    const results = await Promise.all([1, 2, 3].map(() => createCollection(owner.token, { name })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('authorizes collection deletion: anonymous 401, another user 404, owner 200', async () => {
    const owner = await h.signIn();
    const other = await h.signIn();
    const collection = (await createCollection(owner.token, { name: 'To delete' })).json().collection;
    const url = `/api/collections/${collection.id}`;
    expect((await h.request({ method: 'DELETE', url })).statusCode).toBe(401);
    const stranger = await h.request({ method: 'DELETE', url, token: other.token });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: 'collection not found' });
    const deleted = await h.request({ method: 'DELETE', url, token: owner.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().status.message).toBe('Collection deleted');
    expect((await h.request({ method: 'DELETE', url, token: owner.token })).statusCode).toBe(404);
    const bad = await h.request({ method: 'DELETE', url: '/api/collections/1', token: owner.token });
    expect(bad.statusCode).toBe(400);
  });

  it('links own spaces to own collections, idempotently, and unlinks them', async () => {
    const owner = await h.signIn();
    const other = await h.signIn();
    const collection = (await createCollection(owner.token, { name: 'Linked' })).json().collection;
    const otherCollection = (await createCollection(other.token, { name: 'Theirs' })).json().collection;
    const space = await insertSpace(owner.id);
    const otherSpace = await insertSpace(other.id);
    const link = (token: string, payload: object) =>
      h.request({ method: 'POST', url: '/api/collection_spaces', token, payload });

    const created = await link(owner.token, { space_id: space.id, collection_id: collection.id });
    expect(created.statusCode).toBe(201);
    const collectionSpace = created.json().collection_space;
    expect(collectionSpace).toEqual({
      id: expect.any(String),
      space_id: space.id,
      collection_id: collection.id,
    });
    const again = await link(owner.token, { space_id: space.id, collection_id: collection.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().collection_space).toEqual(collectionSpace);

    // Only own spaces and own collections: another user's public space is seen, so refused (the one
    // ownership check of a space); a private one is not revealed.
    const foreignSpace = await link(owner.token, { space_id: otherSpace.id, collection_id: collection.id });
    expect(foreignSpace.statusCode).toBe(403);
    expect(foreignSpace.json()).toEqual({ error: 'You are not allowed to perform this action' });
    const hiddenSpace = await insertSpace(other.id, 'Rehearsal', false);
    expect(
      (await link(owner.token, { space_id: hiddenSpace.id, collection_id: collection.id })).json(),
    ).toEqual({ error: 'Space not found' });
    const foreignCollection = await link(owner.token, {
      space_id: space.id,
      collection_id: otherCollection.id,
    });
    expect(foreignCollection.statusCode).toBe(404);
    expect(foreignCollection.json()).toEqual({ error: 'collection not found' });
    expect((await link(owner.token, { space_id: MISSING, collection_id: collection.id })).statusCode).toBe(
      404,
    );
    for (const payload of [
      {},
      { space_id: space.id },
      { space_id: 'x', collection_id: collection.id },
      { space_id: 1, collection_id: 2 },
    ]) {
      const res = await link(owner.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await link('', { space_id: space.id, collection_id: collection.id })).statusCode).toBe(401);

    const mine = await h.request({ method: 'GET', url: '/api/collection_spaces', token: owner.token });
    expect(mine.json().collection_spaces).toEqual([collectionSpace]);
    const filtered = await h.request({
      method: 'GET',
      url: `/api/collection_spaces?collection_id=${otherCollection.id}`,
      token: owner.token,
    });
    expect(filtered.json().collection_spaces).toEqual([]);
    const theirs = await h.request({ method: 'GET', url: '/api/collection_spaces', token: other.token });
    expect(theirs.json().collection_spaces).toEqual([]);
    expect((await h.request({ method: 'GET', url: '/api/collection_spaces' })).statusCode).toBe(401);

    const url = `/api/collection_spaces/${collectionSpace.id}`;
    expect((await h.request({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await h.request({ method: 'DELETE', url, token: other.token })).statusCode).toBe(404);
    expect((await h.request({ method: 'DELETE', url, token: owner.token })).statusCode).toBe(200);
    expect((await h.request({ method: 'DELETE', url, token: owner.token })).statusCode).toBe(404);
  });

  it('deleting a collection removes its links and leaves its site without a collection', async () => {
    const owner = await h.signIn();
    const collection = (await createCollection(owner.token, { name: 'Short lived' })).json().collection;
    const space = await insertSpace(owner.id);
    await h.request({
      method: 'POST',
      url: '/api/collection_spaces',
      token: owner.token,
      payload: { space_id: space.id, collection_id: collection.id },
    });
    const site = (
      await h.request({
        method: 'POST',
        url: '/api/sites',
        token: owner.token,
        payload: { name: `gone-${randomUUID().slice(0, 8)}`, collection_id: collection.id },
      })
    ).json().site;
    await h.request({ method: 'DELETE', url: `/api/collections/${collection.id}`, token: owner.token });
    const links = await h.request({ method: 'GET', url: '/api/collection_spaces', token: owner.token });
    expect(links.json().collection_spaces).toEqual([]);
    const sites = await h.request({ method: 'GET', url: '/api/sites', token: owner.token });
    expect(sites.json().sites).toEqual([expect.objectContaining({ id: site.id, collection_id: null })]);
  });
});

describeBackends('faq', (h) => {
  it('lists the shipped entries in order; landing=true keeps the landing-page ones', async () => {
    const all = await h.request({ method: 'GET', url: '/api/faqs' });
    expect(all.statusCode).toBe(200);
    const faqs = all.json().faqs as { header: string; text: string; show_on_lading_page: boolean }[];
    expect(faqs.length).toBeGreaterThanOrEqual(5);
    expect(faqs[0]).toEqual({
      id: expect.any(String),
      header: 'What is Lense?',
      text: expect.any(String),
      show_on_lading_page: true,
    });
    expect(faqs.some((f) => f.text.includes('30 days'))).toBe(true);
    const landing = await h.request({ method: 'GET', url: '/api/faqs?landing=true' });
    const flagged = landing.json().faqs as typeof faqs;
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.length).toBeLessThan(faqs.length);
    expect(flagged.every((f) => f.show_on_lading_page)).toBe(true);
    expect((await h.request({ method: 'GET', url: '/api/faqs?landing=false' })).json().faqs).toHaveLength(
      faqs.length,
    );
    const bad = await h.request({ method: 'GET', url: '/api/faqs?landing=perhaps' });
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().error).toBe('string');
  });
});
