import { expect, it } from 'vitest';
import { photo } from '../src/images/test-images.ts';
import { describeBackends } from './helpers/harness.ts';
import { createSpace } from './helpers/spaces.ts';
import { uploadedImage, uploadPhoto } from './helpers/uploads.ts';

type Cover = {
  photo_id: string;
  thumb_url: string;
  medium_url: string | null;
  preview_url: string | null;
} | null;

describeBackends('space covers', (h) => {
  const detail = (spaceId: string, token?: string) =>
    h
      .request({ method: 'GET', url: `/api/spaces/${spaceId}`, ...(token ? { token } : {}) })
      .then((r) => r.json());
  const setCover = (spaceId: string, token: string, cover: string | null) =>
    h.request({ method: 'PATCH', url: `/api/spaces/${spaceId}`, token, payload: { cover_photo_id: cover } });
  const setState = (photoId: string, token: string, state: 'visible' | 'hidden') =>
    h.request({ method: 'PATCH', url: `/api/photos/${photoId}/state`, token, payload: { state } });

  it('shows the first photo until the organiser picks one, and falls back when it is hidden or deleted', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token, { title: 'Cover picks' });
    expect((await detail(space.id)).space.cover).toBeNull();

    const older = await uploadPhoto(h, owner.token, space.id, await photo(80, 60));
    const newer = await uploadPhoto(h, owner.token, space.id, await photo(60, 80));
    // Until a pick: the first photo of the view, newest first.
    expect((await detail(space.id)).space).toMatchObject({
      cover_photo_id: null,
      cover: { photo_id: newer },
    });

    const picked = await setCover(space.id, owner.token, older);
    expect(picked.statusCode).toBe(200);
    expect(picked.json().space.cover_photo_id).toBe(older);
    // The anonymous view is cached: the write declared it changed, so it shows the pick at once.
    const seen = (await detail(space.id)).space.cover as Cover;
    expect(seen).toMatchObject({ photo_id: older, width: 80, height: 60 });
    // Visitors get the public derived images the tiles get, never the original.
    const tile = (await detail(space.id)).photos.find((p: { id: string }) => p.id === older);
    expect(seen).toMatchObject({
      thumb_url: tile.thumb_url,
      medium_url: tile.medium_url,
      preview_url: tile.preview_url,
    });
    for (const url of [seen!.thumb_url, seen!.medium_url, seen!.preview_url]) {
      expect(url).toMatch(new RegExp(`/photos/${older}/images/`));
      expect(url).not.toMatch(/sig=/);
    }
    expect((await h.request({ method: 'GET', url: String(seen!.preview_url) })).statusCode).toBe(200);
    // Its owner gets signed addresses, and the list's card shows the pick too.
    expect((await detail(space.id, owner.token)).space.cover.thumb_url).toMatch(/[?&]sig=/);
    const listed = (await h.request({ method: 'GET', url: '/api/spaces', token: owner.token })).json();
    expect(listed.data.find((s: { id: string }) => s.id === space.id).cover.photo_id).toBe(older);

    // Hidden: the cover falls back to the first visible photo, and comes back when it is shown again.
    await setState(older, owner.token, 'hidden');
    expect((await detail(space.id)).space.cover.photo_id).toBe(newer);
    await setState(older, owner.token, 'visible');
    expect((await detail(space.id)).space.cover.photo_id).toBe(older);

    // Deleted: the pick is forgotten.
    const deleted = await h.request({ method: 'DELETE', url: `/api/photos/${older}`, token: owner.token });
    expect(deleted.statusCode).toBe(200);
    expect((await detail(space.id)).space).toMatchObject({
      cover_photo_id: null,
      cover: { photo_id: newer },
    });

    // No visible photo at all: no cover.
    await setState(newer, owner.token, 'hidden');
    expect((await detail(space.id)).space.cover).toBeNull();
  });

  it('takes only a photo of the space itself, from its owner only', async () => {
    const owner = await h.signIn();
    const other = await h.signIn();
    const space = await createSpace(h, owner.token);
    const elsewhere = await createSpace(h, owner.token);
    const foreign = await uploadPhoto(h, owner.token, elsewhere.id, await photo(40, 30));
    const own = await uploadPhoto(h, owner.token, space.id, await photo(40, 30));

    const refused = await setCover(space.id, owner.token, foreign);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: 'cover photo not found in this space' });
    expect((await setCover(space.id, owner.token, 'not-a-uuid')).statusCode).toBe(400);
    expect((await setCover(space.id, other.token, own)).statusCode).toBe(403);
    expect((await detail(space.id)).space.cover_photo_id).toBeNull();

    // A hidden photo may be picked: the cover waits for it.
    await setState(own, owner.token, 'hidden');
    const waiting = await setCover(space.id, owner.token, own);
    expect(waiting.statusCode).toBe(200);
    expect((await detail(space.id)).space.cover).toBeNull();
    await setState(own, owner.token, 'visible');
    expect((await detail(space.id)).space.cover.photo_id).toBe(own);
    // null: back to the first photo.
    expect((await setCover(space.id, owner.token, null)).json().space.cover_photo_id).toBeNull();
  });

  it('gives visitors the watermarked images of a watermarking space', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const id = await uploadPhoto(h, owner.token, space.id, await photo(200, 200, { r: 0, g: 0, b: 0 }));
    const path = await uploadedImage(h, owner.token, 'watermark', space.id);
    await h.request({
      method: 'POST',
      url: `/api/spaces/${space.id}/watermark`,
      token: owner.token,
      payload: { path },
    });
    await h.request({
      method: 'PATCH',
      url: `/api/spaces/${space.id}`,
      token: owner.token,
      payload: {
        use_watermark: true,
        cover_photo_id: id,
        watermark: { top: 0, left: 0, height: 100, width: 100 },
      },
    });
    await h.app.jobs.idle();
    const cover = (await detail(space.id)).space.cover as Cover;
    expect(cover?.thumb_url).toMatch(/\/images\/marked-thumb-/);
    expect(cover?.medium_url).toMatch(/\/images\/marked-medium-/);
    expect(cover?.preview_url).toMatch(/\/images\/marked-preview-/);
    expect((await detail(space.id, owner.token)).space.cover.thumb_url).toMatch(/\/images\/thumb-/);
  });

  it('shows the cover on a public event’s guest link and on the published site, not a private one’s', async () => {
    const user = await h.signIn();
    const collection = await h.request({
      method: 'POST',
      url: '/api/collections',
      token: user.token,
      payload: { name: 'Covers' },
    });
    const owner = { ...user, collectionId: collection.json().collection.id as string };
    const open = await createSpace(h, owner.token, { title: 'Open event' });
    const closed = await createSpace(h, owner.token, { title: 'Closed event', is_public: false });
    const shown = await uploadPhoto(h, owner.token, open.id, await photo(80, 60));
    await uploadPhoto(h, owner.token, closed.id, await photo(80, 60));
    const guestLink = async (spaceId: string) => {
      const link = await h.request({
        method: 'PUT',
        url: `/api/spaces/${spaceId}/guest_link`,
        token: owner.token,
        payload: {},
      });
      const token = link.json().guest_link.token as string;
      return (await h.request({ method: 'GET', url: `/api/guest_links/${token}` })).json().guest_link.space;
    };
    const openCover = (await guestLink(open.id)).cover as Cover;
    expect(openCover).toMatchObject({ photo_id: shown });
    expect(openCover?.thumb_url).not.toMatch(/sig=/);
    expect((await guestLink(closed.id)).cover).toBeNull();

    const name = `cover-${Math.random().toString(36).slice(2, 8)}`;
    await h.request({
      method: 'POST',
      url: '/api/collection_spaces',
      token: owner.token,
      payload: { space_id: open.id, collection_id: owner.collectionId },
    });
    const site = await h.request({
      method: 'POST',
      url: '/api/sites',
      token: owner.token,
      payload: { name, collection_id: owner.collectionId },
    });
    expect(site.statusCode).toBe(201);
    const published = (await h.request({ method: 'GET', url: `/api/public/sites/${name}` })).json();
    const listed = published.spaces.find((s: { id: string }) => s.id === open.id);
    expect(listed.cover).toMatchObject({ photo_id: shown });
    expect(listed).not.toHaveProperty('user_id');
  });
});
