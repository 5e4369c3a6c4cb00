import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../storage/index.ts';
import { detectImageType } from './detect-type.ts';
import { photo, watermarkPng } from './test-images.ts';
import { createWatermarker } from './watermark.ts';
import { buildWatermarkApp } from './watermark-app.ts';

let dir: string;
let app: FastifyInstance;

const body = {
  source_bucket_object_key: 'spaces/1/p.jpg',
  watermark_bucket_object_key: 'watermarks/w.png',
  watermark_position_top: 5,
  watermark_position_left: 5,
  watermark_size_height: 30,
  watermark_size_width: 30,
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lense-watermark-routes-'));
  const storage = new LocalDiskStorage({ dataDir: dir, secret: 's', publicBaseUrl: 'http://x' });
  await storage.put(body.source_bucket_object_key, await photo(320, 240), 'image/jpeg');
  await storage.put(body.watermark_bucket_object_key, await watermarkPng(64, 32), 'image/png');
  app = buildWatermarkApp({ storage, watermarker: createWatermarker(), corsOrigin: 'https://lense.example' });
});
afterEach(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const post = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/watermark', payload: payload as object });

describe('POST /watermark', () => {
  it('answers the watermarked photo as base64 JPEG, identical when repeated', async () => {
    const first = await post(body);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const { data } = first.json() as { data: string };
    expect(detectImageType(Buffer.from(data, 'base64'))).toBe('image/jpeg');
    const again = await post(body);
    expect(again.body).toBe(first.body);
  });

  it('answers 404 JSON for unknown keys', async () => {
    const source = await post({ ...body, source_bucket_object_key: 'spaces/1/none.jpg' });
    expect(source.statusCode).toBe(404);
    expect(source.json()).toEqual({ error: 'Source image not found' });
    const mark = await post({ ...body, watermark_bucket_object_key: 'none.png' });
    expect(mark.statusCode).toBe(404);
    expect(mark.json()).toEqual({ error: 'Watermark image not found' });
  });

  it.each([
    ['a missing field', { ...body, watermark_size_width: undefined }],
    ['a position over 100 percent', { ...body, watermark_position_top: 150 }],
    ['a zero size', { ...body, watermark_size_height: 0 }],
    ['an empty key', { ...body, source_bucket_object_key: '' }],
    ['a non-numeric position', { ...body, watermark_position_left: 'left' }],
  ])('answers 400 JSON for %s', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 400 JSON for invalid JSON and for keys escaping the store', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/watermark',
      headers: { 'content-type': 'application/json' },
      payload: '{"source_bucket_object_key":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: expect.any(String) });
    const escaping = await post({ ...body, source_bucket_object_key: '../../etc/passwd' });
    expect(escaping.statusCode).toBe(400);
    expect(escaping.json()).toEqual({ error: 'Invalid object key' });
  });

  it('answers CORS preflights for the web app origin', async () => {
    const response = await app.inject({ method: 'OPTIONS', url: '/watermark' });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://lense.example');
  });
});
