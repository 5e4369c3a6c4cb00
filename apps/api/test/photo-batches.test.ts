import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MAX_PHOTO_BATCH } from '../src/photos/photo-batch.ts';
import { describeBackends } from './helpers/harness.ts';
import { addPhotos, createSpace } from './helpers/spaces.ts';

type Photo = { id: string; state: string; price: string | null };

describeBackends('several photos of a space at once', (h) => {
  const edit = (spaceId: string, token: string | undefined, payload: object) =>
    h.request({ method: 'PATCH', url: `/api/spaces/${spaceId}/photos`, token, payload });
  const remove = (spaceId: string, token: string | undefined, payload: object) =>
    h.request({ method: 'POST', url: `/api/spaces/${spaceId}/photos/delete`, token, payload });
  /** The space's photos as its owner reads them. */
  const photosOf = async (spaceId: string, token: string): Promise<Photo[]> =>
    (await h.request({ method: 'GET', url: `/api/spaces/${spaceId}`, token })).json().photos;
  /** The ids on the space's public (cached) page. */
  const publicIds = async (spaceId: string): Promise<string[]> =>
    (await h.request({ method: 'GET', url: `/api/spaces/${spaceId}` })).json().photos.map((p: Photo) => p.id);

  it('hides, shows and prices the named photos for the owner, in the order named', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const [a, b, c] = await addPhotos(h, space.id, 3);

    const hide = await edit(space.id, owner.token, { photo_ids: [c, a], state: 'hidden' });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().data.map((p: Photo) => [p.id, p.state])).toEqual([
      [c, 'hidden'],
      [a, 'hidden'],
    ]);
    const priced = await edit(space.id, owner.token, { photo_ids: [a, b], price: '250' });
    expect(priced.json().data.map((p: Photo) => p.price)).toEqual(['250.00', '250.00']);
    const both = await edit(space.id, owner.token, { photo_ids: [a, c], state: 'visible', price: null });
    expect(both.json().data).toMatchObject([
      { id: a, state: 'visible', price: null },
      { id: c, state: 'visible', price: null },
    ]);
    const byId = new Map((await photosOf(space.id, owner.token)).map((p) => [p.id, p]));
    expect(byId.get(b!)).toMatchObject({ state: 'visible', price: '250.00' });
    expect(byId.get(a!)).toMatchObject({ state: 'visible', price: null });
  });

  it("forgets the space's cached public page and the feed when photos are hidden or deleted", async () => {
    const owner = await h.signIn();
    const title = `Batch ${randomUUID().slice(0, 8)}`;
    const space = await createSpace(h, owner.token, { title });
    const [a, b, c] = await addPhotos(h, space.id, 3);
    const feedIds = async () =>
      (await h.request({ method: 'GET', url: `/api/photos?search_term=${encodeURIComponent(title)}` }))
        .json()
        .photos.map((p: Photo) => p.id)
        .sort();
    expect((await publicIds(space.id)).sort()).toEqual([a, b, c].sort());
    expect(await feedIds()).toEqual([a, b, c].sort());

    expect((await edit(space.id, owner.token, { photo_ids: [a, b], state: 'hidden' })).statusCode).toBe(200);
    expect(await publicIds(space.id)).toEqual([c]);
    expect(await feedIds()).toEqual([c]);

    expect((await edit(space.id, owner.token, { photo_ids: [a], state: 'visible' })).statusCode).toBe(200);
    expect((await publicIds(space.id)).sort()).toEqual([a, c].sort());

    const deleted = await remove(space.id, owner.token, { photo_ids: [a, c] });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: { code: 200, message: 'Photos deleted' }, deleted: 2 });
    expect(await publicIds(space.id)).toEqual([]);
    expect(await feedIds()).toEqual([]);
    expect((await photosOf(space.id, owner.token)).map((p) => p.id)).toEqual([b]);
  });

  it('changes nothing when one id is not a photo of the space', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const other = await createSpace(h, owner.token);
    const [mine] = await addPhotos(h, space.id, 1);
    const [foreign] = await addPhotos(h, other.id, 1);
    for (const stray of [foreign!, randomUUID()]) {
      const hide = await edit(space.id, owner.token, { photo_ids: [mine, stray], state: 'hidden' });
      expect(hide.statusCode).toBe(404);
      expect(hide.json()).toEqual({ error: 'Photo not found' });
      const gone = await remove(space.id, owner.token, { photo_ids: [mine, stray] });
      expect(gone.statusCode).toBe(404);
    }
    expect(await photosOf(space.id, owner.token)).toMatchObject([{ id: mine, state: 'visible' }]);
    expect(await photosOf(other.id, owner.token)).toMatchObject([{ id: foreign, state: 'visible' }]);
  });

  it('refuses to show or hide while one named photo is still being processed, changing none', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const [ready] = await addPhotos(h, space.id, 1);
    const [processing] = await addPhotos(h, space.id, 1, { state: 'processing' });
    const res = await edit(space.id, owner.token, { photo_ids: [ready, processing], state: 'hidden' });
    expect(res.statusCode).toBe(409);
    expect((await photosOf(space.id, owner.token)).find((p) => p.id === ready)?.state).toBe('visible');
    // A price is not a showing: it may be set while the images are made.
    const price = await edit(space.id, owner.token, { photo_ids: [ready, processing], price: '10' });
    expect(price.statusCode).toBe(200);
  });

  it('answers a stranger as the single photo routes do: 404 for a space they cannot see, 403 for one they can', async () => {
    const owner = await h.signIn();
    const stranger = await h.signIn();
    const open = await createSpace(h, owner.token);
    const closed = await createSpace(h, owner.token, { is_public: false });
    const [openPhoto] = await addPhotos(h, open.id, 1);
    const [closedPhoto] = await addPhotos(h, closed.id, 1);

    const seen = await edit(open.id, stranger.token, { photo_ids: [openPhoto], state: 'hidden' });
    expect(seen.statusCode).toBe(403);
    expect(seen.json()).toEqual({ error: 'You are not allowed to perform this action' });
    expect((await remove(open.id, stranger.token, { photo_ids: [openPhoto] })).statusCode).toBe(403);
    const unseen = await edit(closed.id, stranger.token, { photo_ids: [closedPhoto], state: 'hidden' });
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json()).toEqual({ error: 'Space not found' });
    expect((await remove(closed.id, stranger.token, { photo_ids: [closedPhoto] })).statusCode).toBe(404);
    expect((await edit(open.id, undefined, { photo_ids: [openPhoto], state: 'hidden' })).statusCode).toBe(
      401,
    );
    expect((await remove(open.id, undefined, { photo_ids: [openPhoto] })).statusCode).toBe(401);

    expect(await photosOf(open.id, owner.token)).toMatchObject([{ id: openPhoto, state: 'visible' }]);
    expect(await photosOf(closed.id, owner.token)).toMatchObject([{ id: closedPhoto, state: 'visible' }]);
  });

  it(`validates the body: 1 to ${MAX_PHOTO_BATCH} distinct photo ids, a known state, a price by the price rules`, async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const [photo] = await addPhotos(h, space.id, 1);
    const tooMany = Array.from({ length: MAX_PHOTO_BATCH + 1 }, () => randomUUID());
    const bad: object[] = [
      {},
      { photo_ids: [] },
      { photo_ids: tooMany, state: 'hidden' },
      { photo_ids: [photo, photo], state: 'hidden' },
      { photo_ids: ['1'], state: 'hidden' },
      { photo_ids: [photo], state: 'pending' },
      { photo_ids: [photo], price: '1,5' },
      { photo_ids: [photo], price: '-1' },
      { photo_ids: [photo], price: 12 },
    ];
    for (const payload of bad) {
      const res = await edit(space.id, owner.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    for (const payload of [{}, { photo_ids: [] }, { photo_ids: tooMany }, { photo_ids: ['1'] }])
      expect((await remove(space.id, owner.token, payload)).statusCode).toBe(400);
    expect(await photosOf(space.id, owner.token)).toMatchObject([
      { id: photo, state: 'visible', price: null },
    ]);
    const atLimit = Array.from({ length: MAX_PHOTO_BATCH }, () => randomUUID());
    expect((await edit(space.id, owner.token, { photo_ids: atLimit, state: 'hidden' })).statusCode).toBe(404);
    expect((await edit('not-a-uuid', owner.token, { photo_ids: [photo], state: 'hidden' })).statusCode).toBe(
      400,
    );
  });
});
