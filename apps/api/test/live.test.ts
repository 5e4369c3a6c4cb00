import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';
import { addPhotos, createSpace } from './helpers/spaces.ts';

describeBackends('live signals of a space', (h) => {
  let origin = '';
  beforeAll(async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await h.app.close();
  });

  /** Opens the space's event stream; `next()` resolves with the next event's name. */
  const listen = async (spaceId: string, token?: string) => {
    const controller = new AbortController();
    const res = await fetch(`${origin}/api/spaces/${spaceId}/live`, {
      signal: controller.signal,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const next = async (): Promise<string> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          if (event) return event;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    };
    return { res, next, close: () => controller.abort() };
  };

  it('tells listeners when the visible photos change, and refuses a private space to strangers', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const [photo] = await addPhotos(h, space.id, 1, { state: 'visible' });
    const stream = await listen(space.id);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await stream.next()).toBe('ready');

    const hide = await h.request({
      method: 'PATCH',
      url: `/api/photos/${photo}/state`,
      token: owner.token,
      payload: { state: 'hidden' },
    });
    expect(hide.statusCode).toBe(200);
    expect(await stream.next()).toBe('photos');
    await h.request({ method: 'DELETE', url: `/api/photos/${photo}`, token: owner.token });
    expect(await stream.next()).toBe('photos');
    stream.close();

    const closed = await createSpace(h, owner.token, { is_public: false });
    expect((await listen(closed.id)).res.status).toBe(404);
    const own = await listen(closed.id, owner.token);
    expect(await own.next()).toBe('ready');
    own.close();
  });

  it('lists the live wall by when photos were shown: one unhidden now comes first, hidden ones never', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const [early] = await addPhotos(h, space.id, 1, {
      state: 'hidden',
      start: new Date('2026-01-01T00:00:00Z'),
    });
    const later = await addPhotos(h, space.id, 2, {
      state: 'visible',
      start: new Date('2026-01-02T00:00:00Z'),
    });
    const [stillHidden] = await addPhotos(h, space.id, 1, { state: 'hidden' });
    const unhide = await h.request({
      method: 'PATCH',
      url: `/api/photos/${early}/state`,
      token: owner.token,
      payload: { state: 'visible' },
    });
    expect(unhide.statusCode).toBe(200);

    const wall = await h.request({
      method: 'GET',
      url: `/api/spaces/${space.id}/live/photos`,
      token: owner.token,
    });
    expect(wall.statusCode).toBe(200);
    const photos = wall.json().photos as { id: string; path: string | null }[];
    expect(photos[0]!.id).toBe(early);
    expect(photos.map((p) => p.id).sort()).toEqual([early!, ...later].sort());
    expect(photos.map((p) => p.id)).not.toContain(stillHidden);
    // A wall shows what visitors see, even when its owner opened it.
    expect(photos.every((p) => p.path === null)).toBe(true);

    await h.request({
      method: 'PATCH',
      url: `/api/spaces/${space.id}`,
      token: owner.token,
      payload: { is_public: false },
    });
    expect((await h.request({ method: 'GET', url: `/api/spaces/${space.id}/live/photos` })).statusCode).toBe(
      404,
    );
  });

  it('tells the wall of a comment edit (its caption) and of an approval', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    const [photo] = await addPhotos(h, space.id, 1, { state: 'visible' });
    const [waiting] = await addPhotos(h, space.id, 1, { state: 'hidden' });
    await h.app.db.updateTable('photos').set({ awaiting_review: true }).where('id', '=', waiting!).execute();
    const stream = await listen(space.id);
    expect(await stream.next()).toBe('ready');
    const events: string[] = [];

    const edit = await h.request({
      method: 'PATCH',
      url: `/api/photos/${photo}`,
      token: owner.token,
      payload: { comment: 'The first dance' },
    });
    expect(edit.statusCode).toBe(200);
    events.push(await stream.next());
    const wall = await h.request({ method: 'GET', url: `/api/spaces/${space.id}/live/photos` });
    expect(wall.json().photos[0].comment).toBe('The first dance');

    const review = await h.request({
      method: 'POST',
      url: `/api/spaces/${space.id}/review`,
      token: owner.token,
      payload: { approve: [waiting] },
    });
    expect(review.json()).toEqual({ approved: 1, rejected: 0 });
    events.push(await stream.next());
    expect(events).toEqual(['photos', 'photos']);
    const shown = await h.request({ method: 'GET', url: `/api/spaces/${space.id}/live/photos` });
    expect(shown.json().photos[0].id).toBe(waiting);
    stream.close();
  });
});
