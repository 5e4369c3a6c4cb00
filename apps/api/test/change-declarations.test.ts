import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { PublicCache } from '../src/changes/public-cache.ts';
import { UNDECLARED_WRITE, type UndeclaredWrites } from '../src/changes/request-changes.ts';
import { describeBackends, freshDatabase, testConfig } from './helpers/harness.ts';
import { addPhotos, createSpace } from './helpers/spaces.ts';

/**
 * Write routes whose declaration is made by their plugin, not in their handler (which lives in a layer
 * that knows nothing of visitors): each with the reason it changes nothing visitors see.
 */
const DECLARED_BY_THEIR_PLUGIN: Record<string, string> = {
  // Stored bytes stay unseen until the job that makes their images declares the photo.
  'PUT /api/storage/*': 'src/app.ts registers it with nothingPublic()',
  // Renders a watermarked copy for its caller; stores nothing.
  'POST /api/watermark':
    'src/routes/watermark.ts declares it in a hook (checkWatermarkSources: nothingPublic())',
};

/** An app over a fresh PGlite database, with test routes added before it starts. */
async function appWith(
  undeclared: UndeclaredWrites | undefined,
  addRoutes: (app: FastifyInstance) => void = () => {},
  cache?: PublicCache,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lense-changes-'));
  const db = await freshDatabase('pglite');
  const app = await buildApp(testConfig(db.config, dataDir), {
    ...(undeclared ? { undeclaredWrites: undeclared } : {}),
    ...(cache ? { cache } : {}),
  });
  addRoutes(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('writes declare what they changed for visitors', () => {
  let app: FastifyInstance;
  let close = async () => {};
  beforeAll(async () => {
    ({ app, close } = await appWith(undefined, (app) => {
      app.post('/api/test/forgetful', async () => ({ ok: true }));
      app.post('/api/test/private', async (request) => {
        request.changes.nothingPublic();
        return { ok: true };
      });
      app.post('/api/test/refused', async (_request, reply) => reply.code(422).send({ error: 'no' }));
    }));
  });
  afterAll(() => close());

  it('refuses, under tests, a successful write that declared nothing', async () => {
    const forgetful = await app.inject({ method: 'POST', url: '/api/test/forgetful' });
    expect(forgetful.statusCode).toBe(500);
    expect(forgetful.json().error).toBe(`${UNDECLARED_WRITE}: POST /api/test/forgetful`);
    expect((await app.inject({ method: 'POST', url: '/api/test/private' })).statusCode).toBe(200);
    // A failed write changed nothing: it has nothing to declare.
    expect((await app.inject({ method: 'POST', url: '/api/test/refused' })).statusCode).toBe(422);
  });

  it('finds a declaration in the handler of every registered write route', () => {
    const routes = app.writeRoutes.filter((route) => !route.url.startsWith('/api/test/'));
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes
      .map((route) => `${route.method} ${route.url}`)
      .filter(
        (route, i) =>
          !(route in DECLARED_BY_THEIR_PLUGIN) && !/\brequest\.changes\b/.test(String(routes[i]!.handler)),
      );
    expect(undeclared).toEqual([]);
    for (const route of Object.keys(DECLARED_BY_THEIR_PLUGIN))
      expect(
        routes.some((r) => `${r.method} ${r.url}` === route),
        route,
      ).toBe(true);
  });
});

describe('a write that declared nothing, in production', () => {
  it('is answered, logged, and forgets every public answer', async () => {
    const cache = new PublicCache();
    const forgetAll = vi.spyOn(cache, 'invalidate');
    const { app, close } = await appWith(
      'forget-everything',
      (app) => app.post('/api/test/forgetful', async () => ({ ok: true })),
      cache,
    );
    try {
      expect((await app.inject({ method: 'POST', url: '/api/test/forgetful' })).statusCode).toBe(200);
      expect(forgetAll).toHaveBeenCalledTimes(1);
    } finally {
      await close();
    }
  });
});

describeBackends('public answers forgotten by what changed', (h) => {
  it("keeps another space's cached page when one space changes, and forgets the feed", async () => {
    const owner = await h.signIn();
    const [one, two] = [await createSpace(h, owner.token), await createSpace(h, owner.token)];
    const [photo] = await addPhotos(h, one.id, 1);
    const [other] = await addPhotos(h, two.id, 1);
    const read = async (url: string) => (await h.request({ method: 'GET', url })).json();
    await read(`/api/spaces/${one.id}`);
    await read(`/api/spaces/${two.id}`);
    await read('/api/photos');
    // Written behind the API's back: only a cached page still shows the old caption.
    await h.app.db.updateTable('photos').set({ comment: 'unseen' }).where('id', '=', other!).execute();

    const edit = await h.request({
      method: 'PATCH',
      url: `/api/photos/${photo}`,
      token: owner.token,
      payload: { comment: 'first dance' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await read(`/api/spaces/${one.id}`)).photos[0].comment).toBe('first dance');
    expect((await read(`/api/spaces/${two.id}`)).photos[0].comment).toBeNull();
    const feed = (await read('/api/photos')).photos as { id: string; comment: string | null }[];
    expect(feed.find((p) => p.id === photo)?.comment).toBe('first dance');
    expect(feed.find((p) => p.id === other)?.comment).toBe('unseen');
  });

  it('keeps every cached answer through writes that change nothing public', async () => {
    const owner = await h.signIn();
    const space = await createSpace(h, owner.token);
    await addPhotos(h, space.id, 1);
    const url = `/api/spaces/${space.id}`;
    await h.request({ method: 'GET', url });
    await addPhotos(h, space.id, 1);
    const collection = await h.request({
      method: 'POST',
      url: '/api/collections',
      token: owner.token,
      payload: { name: 'Weddings 2026' },
    });
    expect(collection.statusCode).toBe(201);
    expect((await h.request({ method: 'GET', url })).json().photos).toHaveLength(1);
  });
});
