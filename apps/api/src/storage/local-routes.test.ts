import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk.ts';
import { localStorageRoutes } from './local-routes.ts';

let dataDir: string;
let storage: LocalDiskStorage;
let app: FastifyInstance;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lense-routes-'));
  storage = new LocalDiskStorage({ dataDir, secret: 'route-secret', publicBaseUrl: 'http://localhost' });
  app = Fastify();
  await app.register(localStorageRoutes(storage));
  // A JSON route elsewhere in the app keeps its own parser.
  app.post('/echo', async (request) => request.body);
});
afterEach(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

describe('localStorageRoutes (inject)', () => {
  it('uploads with a signed PUT and downloads with a signed GET', async () => {
    const put = await storage.presignPut('spaces/1/p.jpg', {
      contentType: 'image/jpeg',
      maxBytes: 100,
      expiresIn: 60,
    });
    const uploaded = await app.inject({
      method: 'PUT',
      url: pathOf(put),
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.from('jpeg-bytes'),
    });
    expect(uploaded.statusCode).toBe(204);

    const get = await storage.presignGet('spaces/1/p.jpg', { expiresIn: 60, downloadName: 'photo "1".jpg' });
    const downloaded = await app.inject({ method: 'GET', url: pathOf(get) });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.body).toBe('jpeg-bytes');
    expect(downloaded.headers['content-type']).toBe('image/jpeg');
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="photo _1_.jpg"; filename*=UTF-8''photo%20%221%22.jpg`,
    );
    expect(downloaded.headers['x-content-type-options']).toBe('nosniff');
    const head = await app.inject({ method: 'HEAD', url: pathOf(get) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('10');
    expect(head.body).toBe('');
    expect((await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } })).json()).toEqual({ a: 1 });
  });

  it('answers 403 for a tampered or expired signature', async () => {
    const put = await storage.presignPut('k.jpg', {
      contentType: 'image/jpeg',
      maxBytes: 100,
      expiresIn: 60,
    });
    const tampered = await app.inject({
      method: 'PUT',
      url: pathOf(put).replace('k.jpg', 'other.jpg'),
      headers: { 'content-type': 'image/jpeg' },
      payload: 'x',
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toEqual({ error: 'Invalid signature' });

    const expired = await storage.presignGet('k.jpg', { expiresIn: -100 });
    const late = new URL(expired);
    // expiresIn is at least one second: wait it out by asking for a URL already in the past.
    late.searchParams.set('expires', '1');
    expect((await app.inject({ method: 'GET', url: late.pathname + late.search })).statusCode).toBe(403);
  });

  it('answers 415 for a wrong content type and 413 for an oversize body', async () => {
    const put = await storage.presignPut('k.jpg', { contentType: 'image/jpeg', maxBytes: 10, expiresIn: 60 });
    const wrongType = await app.inject({
      method: 'PUT',
      url: pathOf(put),
      headers: { 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ error: 'Content type does not match the signed upload' });

    const tooBig = await app.inject({
      method: 'PUT',
      url: pathOf(put),
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.alloc(11),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'File is larger than 10 bytes' });
    await expect(storage.head('k.jpg')).rejects.toThrow();
  });

  it('answers 404 JSON for a signed GET of a missing object', async () => {
    const get = await storage.presignGet('missing.jpg', { expiresIn: 60 });
    const response = await app.inject({ method: 'GET', url: pathOf(get) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Object not found: missing.jpg' });
  });
});

describe('localStorageRoutes (real port)', () => {
  it('streams a chunked upload without a length and stops it past the limit', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = (key: string, maxBytes: number) =>
      storage
        .presignPut(key, { contentType: 'image/png', maxBytes, expiresIn: 60 })
        .then((u) => base + pathOf(u));
    const chunks = (count: number) =>
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < count; i += 1) controller.enqueue(new Uint8Array(1024).fill(i));
          controller.close();
        },
      });

    const ok = await fetch(await url('ok.png', 64 * 1024), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: chunks(64),
      duplex: 'half',
    } as RequestInit);
    expect(ok.status).toBe(204);
    expect((await storage.head('ok.png')).size).toBe(64 * 1024);

    const tooBig = await fetch(await url('big.png', 4 * 1024), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: chunks(8),
      duplex: 'half',
    } as RequestInit);
    expect(tooBig.status).toBe(413);
    await expect(storage.head('big.png')).rejects.toThrow();

    const get = await fetch(base + pathOf(await storage.presignGet('ok.png', { expiresIn: 60 })));
    expect(get.status).toBe(200);
    expect((await get.arrayBuffer()).byteLength).toBe(64 * 1024);
  });
});
