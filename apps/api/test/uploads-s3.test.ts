import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { photo, watermarkPng } from '../src/images/test-images.ts';
import { S3Storage } from '../src/storage/index.ts';
import { INVALID_UPLOAD } from '../src/uploads/completion.ts';
import { backends, freshDatabase, testConfig } from './helpers/harness.ts';

// With S3 the API never sees the PUT: the client asks for completion, which verifies the stored bytes.
for (const backend of backends) {
  describe(`uploads to S3 [${backend}]`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'lense-s3-'));
    let server: S3rver;
    let storage: S3Storage;
    let app: FastifyInstance;
    let drop: () => Promise<void> = async () => {};
    let token = '';
    let spaceId = '';

    beforeAll(async () => {
      server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: join(dir, 's3'),
        configureBuckets: [{ name: 'lense' }],
      });
      const { port } = await server.run();
      storage = new S3Storage({
        bucket: 'lense',
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const db = await freshDatabase(backend);
      drop = db.drop;
      app = await buildApp(testConfig(db.config, join(dir, 'data')), { storage });
      const user = await app.db
        .insertInto('users')
        .values({
          email: 's3@example.com',
          password_hash: await hashPassword('correct horse battery'),
          first_name: 'S',
          last_name: 'Three',
          accepted_terms_of_service: true,
          confirmed_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      spaceId = (
        await app.db
          .insertInto('spaces')
          .values({ user_id: user.id, title: 'S3', start_date: '2026-01-01', end_date: '2026-01-02' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { user: { email: 's3@example.com', password: 'correct horse battery' } },
      });
      token = String(login.headers.authorization);
    });
    afterAll(async () => {
      await app?.close();
      storage?.client.destroy();
      await server?.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    });

    const upload = async (body: Buffer, headers: Record<string, string> = { authorization: token }) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/presigned_urls',
        headers,
        payload: {
          method: 'put',
          space_id: spaceId,
          files: [{ name: 'p.jpg', type: 'image/jpeg', size: body.length }],
        },
      });
      const [file] = res.json().files;
      const put = await fetch(file.url, { method: 'PUT', body, headers: { 'content-type': 'image/jpeg' } });
      expect(put.ok).toBe(true);
      const state = async () =>
        (await app.db.selectFrom('photos').select('state').where('id', '=', file.photo_id).executeTakeFirst())
          ?.state;
      expect(await state()).toBe('pending');
      const complete = await app.inject({
        method: 'POST',
        url: `/api/photos/${file.photo_id}/complete`,
        headers,
      });
      return { file, complete, state };
    };

    it('publishes a verified photo on completion', async () => {
      const { complete, state } = await upload(await photo(20, 20));
      expect(complete.statusCode).toBe(200);
      expect(complete.json().photo.state).toBe('processing');
      await app.jobs.idle();
      expect(await state()).toBe('visible');
    });

    it('publishes a photo uploaded and completed with the space API credential', async () => {
      const created = await app.inject({
        method: 'POST',
        url: `/api/spaces/${spaceId}/credentials`,
        headers: { authorization: token },
      });
      const { complete, state } = await upload(await photo(20, 20), {
        'x-lense-key': created.json().credential.key,
      });
      expect(complete.statusCode).toBe(200);
      await app.jobs.idle();
      expect(await state()).toBe('visible');
    });

    it('refuses a non-image on completion and keeps neither bytes nor row', async () => {
      const { file, complete, state } = await upload(Buffer.from('not an image at all'));
      expect(complete.statusCode).toBe(422);
      expect(complete.json().error).toBe(INVALID_UPLOAD);
      expect(await state()).toBeUndefined();
      await expect(storage.head(file.path)).rejects.toThrow();
    });

    it('verifies a watermark image by its bytes when it is attached to the space', async () => {
      const presign = async (size: number) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/presigned_urls',
            headers: { authorization: token },
            payload: {
              method: 'put',
              type: 'watermark',
              space_id: spaceId,
              files: [{ name: 'mark.png', type: 'image/png', size }],
            },
          })
        ).json().files[0];
      const attach = (path: string) =>
        app.inject({
          method: 'POST',
          url: `/api/spaces/${spaceId}/watermark`,
          headers: { authorization: token },
          payload: { path },
        });
      const text = Buffer.from('not an image at all');
      const fake = await presign(text.length);
      expect(
        (await fetch(fake.url, { method: 'PUT', body: text, headers: { 'content-type': 'image/png' } })).ok,
      ).toBe(true);
      const refused = await attach(fake.path);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe(INVALID_UPLOAD);
      await expect(storage.head(fake.path)).rejects.toThrow();

      const png = await watermarkPng(30, 30);
      const real = await presign(png.length);
      expect(
        (await fetch(real.url, { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } })).ok,
      ).toBe(true);
      const attached = await attach(real.path);
      expect(attached.statusCode).toBe(201);
      const space = await app.db
        .selectFrom('spaces')
        .select('watermark_id')
        .where('id', '=', spaceId)
        .executeTakeFirstOrThrow();
      expect(space.watermark_id).toBe(attached.json().watermark.id);
    });

    it('makes an upload URL single-use: re-PUTting after completion changes and deletes nothing', async () => {
      const original = await photo(20, 20, { r: 200, g: 0, b: 0 });
      const { file, complete } = await upload(original);
      expect(complete.statusCode).toBe(200);
      await app.jobs.idle();
      const row = () =>
        app.db
          .selectFrom('photos')
          .select(['path', 'state'])
          .where('id', '=', file.photo_id)
          .executeTakeFirst();
      const published = await row();
      expect(published?.path).not.toBe(file.path);
      const readPublished = async () => buffer(await storage.getStream(published?.path as string));
      expect((await readPublished()).equals(original)).toBe(true);

      for (const bytes of [await photo(20, 20, { r: 0, g: 200, b: 0 }), Buffer.from('not an image at all')]) {
        const again = await fetch(file.url, {
          method: 'PUT',
          body: bytes,
          headers: { 'content-type': 'image/jpeg' },
        });
        expect(again.ok).toBe(true); // S3 takes it: the bytes land on the upload key, which nothing serves
        const repeat = await app.inject({
          method: 'POST',
          url: `/api/photos/${file.photo_id}/complete`,
          headers: { authorization: token },
        });
        expect(repeat.statusCode).toBe(200);
        expect(await row()).toEqual(published);
        expect((await readPublished()).equals(original)).toBe(true);
      }
    });

    it('lets only the owner complete', async () => {
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/photos/00000000-0000-4000-8000-000000000000/complete',
      });
      expect(anonymous.statusCode).toBe(401);
      const missing = await app.inject({
        method: 'POST',
        url: '/api/photos/00000000-0000-4000-8000-000000000000/complete',
        headers: { authorization: token },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('publishes a photo sent in presigned parts straight to the bucket, after a lost part is sent again', async () => {
      const image = await photo(64, 48);
      const bytes = Buffer.concat([image, Buffer.alloc(6 * 1024 * 1024 - image.length, 7)]);
      const presign = await app.inject({
        method: 'POST',
        url: '/api/presigned_urls',
        headers: { authorization: token },
        payload: {
          method: 'put',
          space_id: spaceId,
          files: [{ name: 'big.jpg', type: 'image/jpeg', size: bytes.length }],
        },
      });
      const photoId: string = presign.json().files[0].photo_id;
      const askParts = () =>
        app.inject({
          method: 'POST',
          url: `/api/photos/${photoId}/parts`,
          headers: { authorization: token },
          payload: { size: bytes.length, content_type: 'image/jpeg' },
        });
      const first = (await askParts()).json() as {
        part_size: number;
        parts: { part_number: number; url: string }[];
      };
      expect(first.part_size).toBe(5 * 1024 * 1024);
      expect(first.parts).toHaveLength(2);
      const send = async (part: { part_number: number; url: string }) => {
        const start = (part.part_number - 1) * first.part_size;
        const put = await fetch(part.url, {
          method: 'PUT',
          body: bytes.subarray(start, start + first.part_size),
          headers: { 'content-type': 'image/jpeg' },
        });
        expect(put.ok).toBe(true);
        return { part_number: part.part_number, etag: String(put.headers.get('etag')) };
      };
      const sent = [await send(first.parts[0]!)];
      // Part 2 was lost: fresh URLs of the same upload, and only part 2 goes again.
      const again = (await askParts()).json() as typeof first;
      sent.push(await send(again.parts[1]!));
      const complete = await app.inject({
        method: 'POST',
        url: `/api/photos/${photoId}/complete`,
        headers: { authorization: token },
        payload: { parts: sent },
      });
      expect(complete.statusCode, complete.body).toBe(200);
      await app.jobs.idle();
      const row = await app.db
        .selectFrom('photos')
        .select(['state', 'path'])
        .where('id', '=', photoId)
        .executeTakeFirstOrThrow();
      expect(row.state).toBe('visible');
      expect((await buffer(await storage.getStream(row.path))).equals(bytes)).toBe(true);
    });
  });
}
