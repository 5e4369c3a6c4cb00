import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TokenSigner } from '../src/auth/jwt.ts';
import type { Config, DatabaseConfig } from '../src/config.ts';
import { countHit, readHits, sweepRateLimits } from '../src/http/rate-limit-store.ts';
import { photo } from '../src/images/test-images.ts';
import { readOutbox } from '../src/mail/mailer.ts';
import { DERIVE_PHOTO } from '../src/media/derive-queue.ts';
import { outboxDir } from '../src/routes/dev-mailbox.ts';
import { databaseSecret } from '../src/secrets.ts';
import { freshDatabase, type Harness, testConfig } from './helpers/harness.ts';
import { createSpace } from './helpers/spaces.ts';

/**
 * Several API replicas on one PostgreSQL database, as behind a load balancer: each is its own app (its own
 * pool, process-local state and job workers). They share one data dir here, as replicas on a shared volume
 * (`STORAGE_SHARED_VOLUME=true`) do, so an upload PUT to one replica is there for the others' workers.
 */
describe('replicas on one PostgreSQL database', () => {
  let database: { config: DatabaseConfig; drop(): Promise<void> };
  let dataDir: string;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    dataDir = mkdtempSync(join(tmpdir(), 'lense-replicas-'));
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A replica: `overrides` replace the test config; `jwtSecret: undefined` leaves the secret to the database. */
  const replica = async (overrides: Partial<Config> = {}): Promise<Harness> => {
    const config = testConfig(database.config, dataDir, overrides);
    const app = await buildApp(config);
    await app.ready();
    apps.push(app);
    return {
      backend: 'postgres',
      app,
      config,
      request: ({ token, headers, ...options }) =>
        app.inject({
          ...options,
          headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        }),
    } as Harness;
  };

  /** Signs up and confirms a user on `h` and signs in there; answers the token. */
  const signIn = async (h: Harness, email = `user-${randomUUID().slice(0, 8)}@example.com`) => {
    const password = 'correct horse battery';
    const user = {
      email,
      password,
      first_name: 'Ada',
      last_name: 'Lovelace',
      accepted_terms_of_service: true,
    };
    expect((await h.request({ method: 'POST', url: '/api/signup', payload: { user } })).statusCode).toBe(201);
    const mail = (await readOutbox(outboxDir(dataDir), 1000)).find((m) => m.to === email);
    const confirmation = /confirmation_token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
    await h.request({ method: 'GET', url: `/api/users/confirmation?confirmation_token=${confirmation}` });
    return login(h, email, password);
  };
  const login = async (h: Harness, email: string, password = 'correct horse battery') => {
    const res = await h.request({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email, password } },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { email, token: String(res.headers.authorization).replace(/^Bearer /, '') };
  };
  const me = (h: Harness, token: string) => h.request({ method: 'GET', url: '/api/me', token });

  /** Presigns a photo upload on `from` and PUTs its bytes to `to`; answers the photo id and the PUT's status. */
  const uploadAcross = async (from: Harness, to: Harness, token: string, spaceId: string) => {
    const bytes = await photo(64, 48);
    const presign = await from.request({
      method: 'POST',
      url: '/api/presigned_urls',
      token,
      payload: {
        files: [{ name: 'p.jpg', type: 'image/jpeg', size: bytes.length }],
        method: 'put',
        space_id: spaceId,
      },
    });
    expect(presign.statusCode, presign.body).toBe(200);
    const file: { url: string; photo_id: string } = presign.json().files[0];
    const url = new URL(file.url);
    const put = (sig?: string) =>
      to.request({
        method: 'PUT',
        url: `${url.pathname}${sig ? url.search.replace(/sig=[^&]+/, `sig=${sig}`) : url.search}`,
        payload: bytes,
        headers: { 'content-type': 'image/jpeg' },
      });
    return { photoId: file.photo_id, put };
  };

  /** Waits until a photo's derived images exist (a job any replica may run). */
  const visible = async (h: Harness, photoId: string) => {
    for (let i = 0; i < 400; i++) {
      const row = await h.app.db
        .selectFrom('photos')
        .select('state')
        .where('id', '=', photoId)
        .executeTakeFirst();
      if (row?.state === 'visible') return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`photo ${photoId} never became visible`);
  };

  it('shares the secrets generated once into the database: tokens and signed addresses work on every replica', async () => {
    const [a, b] = await Promise.all([replica({ jwtSecret: undefined }), replica({ jwtSecret: undefined })]);
    const secrets = await a.app.db.selectFrom('secrets').select(['name', 'value']).orderBy('name').execute();
    expect(secrets.map((s) => s.name)).toEqual(['jwt-secret', 'payment-secrets-key', 'storage-secret']);
    expect(secrets.every((s) => s.value.length >= 64)).toBe(true);
    // Nothing was written to the data dir: every replica reads the database's.
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(existsSync(join(dataDir, 'storage-secret'))).toBe(false);

    // A session from one replica is good on the other, and a token signed with another key is not.
    const owner = await signIn(a);
    expect((await me(b, owner.token)).statusCode).toBe(200);
    const claims = await new TokenSigner(secrets[0]!.value, { ttlSeconds: 60, maxAgeSeconds: 60 }).verify(
      owner.token,
    );
    const forged = await new TokenSigner('some-other-key-some-other-key', {
      ttlSeconds: 60,
      maxAgeSeconds: 60,
    }).issue(claims!.sub, { epoch: claims!.epoch });
    expect((await me(a, forged.token)).statusCode).toBe(401);
    expect((await me(b, forged.token)).json()).toEqual({ error: 'invalid token' });

    // A local storage URL signed by one replica is accepted by the other (and a forged one is not).
    const space = await createSpace(a, owner.token, { is_public: false });
    const upload = await uploadAcross(a, b, owner.token, space.id);
    expect((await upload.put('AAAA')).statusCode).toBe(403);
    const put = await upload.put();
    expect(put.statusCode, put.body).toBe(204);
    await visible(a, upload.photoId);

    // The owner's signed image address from one replica opens on the other.
    const listed = await a.request({ method: 'GET', url: `/api/spaces/${space.id}`, token: owner.token });
    const thumb: string = listed.json().photos[0].thumb_url;
    expect(thumb).toMatch(/[?&]sig=/);
    const image = await b.request({ method: 'GET', url: thumb });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    // So does the owner's signed download address of the space's zip.
    const ask = await a.request({
      method: 'POST',
      url: `/api/spaces/${space.id}/download_url`,
      token: owner.token,
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const zip = await b.request({ method: 'GET', url: ask.json().url });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');

    // A replica started later reads the same secrets.
    const c = await replica({ jwtSecret: undefined });
    expect((await me(c, owner.token)).statusCode).toBe(200);
  }, 60_000);

  it('leaves jobs to a worker when RUN_JOBS is false: the photo waits queued until one takes it', async () => {
    const web = await replica({ runJobs: false });
    const owner = await signIn(web);
    const space = await createSpace(web, owner.token, { is_public: true });
    const upload = await uploadAcross(web, web, owner.token, space.id);
    expect((await upload.put()).statusCode).toBe(204);
    const waiting = () =>
      web.app.db
        .selectFrom('jobs')
        .select('state')
        .where('name', '=', DERIVE_PHOTO)
        .where(sql<string>`data->>'photoId'`, '=', upload.photoId)
        .execute();
    // The replica queued the photo's images and takes no job itself.
    expect(await waiting()).toEqual([{ state: 'queued' }]);
    await expect(web.app.jobs.idle()).rejects.toThrow('not started');
    const before = await web.request({ method: 'GET', url: `/api/spaces/${space.id}` });
    expect(before.json().photos).toEqual([]);

    // A worker (the same app, jobs on, never listening) makes them; visitors of the replica see the photo.
    const worker = await replica({ runJobs: true });
    await visible(worker, upload.photoId);
    // A done job leaves the table.
    expect(await waiting()).toEqual([]);
    for (let i = 0; i < 400; i++) {
      const listed = await web.request({ method: 'GET', url: `/api/spaces/${space.id}` });
      if (listed.json().photos.length === 1) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the replica never showed the photo the worker made visible');
  }, 60_000);

  it('verifies with every key of a rotated list and signs with the first', async () => {
    const lifetimes = { ttlSeconds: 600, maxAgeSeconds: 600 };
    const oldKey = 'old-session-key-old-session-key-0001';
    const newKey = 'new-session-key-new-session-key-0002';
    const before = await replica({ jwtSecret: oldKey, storage: { signingSecret: 'old-storage-key-0001' } });
    const rotated = await replica({
      jwtSecret: [newKey, oldKey],
      storage: { signingSecret: ['new-storage-key-0002', 'old-storage-key-0001'] },
    });
    const newOnly = await replica({
      jwtSecret: [newKey],
      storage: { signingSecret: 'new-storage-key-0002' },
    });

    // A token issued before the rotation still works on the rotated replica, until the old key is dropped.
    const owner = await signIn(before);
    expect((await me(rotated, owner.token)).statusCode).toBe(200);
    expect((await me(newOnly, owner.token)).statusCode).toBe(401);

    // The rotated replica signs with the new key only.
    const fresh = await login(rotated, owner.email);
    expect(await new TokenSigner(newKey, lifetimes).verify(fresh.token)).not.toBeNull();
    expect(await new TokenSigner(oldKey, lifetimes).verify(fresh.token)).toBeNull();
    expect((await me(before, fresh.token)).statusCode).toBe(401);
    expect((await me(newOnly, fresh.token)).statusCode).toBe(200);

    // A token signed with a key in no list is refused everywhere.
    const claims = await new TokenSigner(newKey, lifetimes).verify(fresh.token);
    const unknown = await new TokenSigner('unknown-key-unknown-key-unknown-key', lifetimes).issue(
      claims!.sub,
      {
        epoch: claims!.epoch,
      },
    );
    for (const h of [before, rotated, newOnly]) expect((await me(h, unknown.token)).statusCode).toBe(401);

    // Storage URLs signed with the old storage key verify on the rotated replica, not on one without it.
    const space = await createSpace(before, owner.token);
    const refused = await uploadAcross(before, newOnly, owner.token, space.id);
    expect((await refused.put()).statusCode).toBe(403);
    const accepted = await uploadAcross(before, rotated, owner.token, space.id);
    const put = await accepted.put();
    expect(put.statusCode, put.body).toBe(204);
    await visible(rotated, accepted.photoId);

    // The owner's image addresses signed before the rotation open on the rotated replica.
    const listed = await before.request({
      method: 'GET',
      url: `/api/spaces/${space.id}`,
      token: owner.token,
    });
    const thumb: string = listed.json().photos[0].thumb_url;
    expect((await rotated.request({ method: 'GET', url: thumb })).statusCode).toBe(200);
    // Refused without the old key, as any bad signature is (404: nothing to see there).
    expect((await newOnly.request({ method: 'GET', url: thumb })).statusCode).toBe(404);
  }, 60_000);

  it('counts a sign-in limit across replicas in the database', async () => {
    const [a, b] = await Promise.all([replica({ authRateLimit: 10 }), replica({ authRateLimit: 10 })]);
    // Sign-ins of the tests above counted too (same client, same minute): start from none.
    await a.app.db.deleteFrom('rate_limits').execute();
    const attempt = (h: Harness) =>
      h.request({
        method: 'POST',
        url: '/api/login',
        payload: { user: { email: 'nobody@example.com', password: 'wrong password' } },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 === 0 ? a : b)).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    // The 11th attempt within the minute is refused, whichever replica gets it.
    const eleventh = await attempt(a);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toMatch(/^Too many requests/);
    expect((await attempt(b)).statusCode).toBe(429);
    // Other routes keep their own counters.
    const reset = await b.request({
      method: 'POST',
      url: '/api/users/initiate_password_change',
      payload: { email: 'nobody@example.com' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('keeps the secret an upgraded server had in its data dir, so its tokens stay valid', async () => {
    const legacyDir = mkdtempSync(join(tmpdir(), 'lense-legacy-'));
    const legacy = await freshDatabase('postgres');
    try {
      writeFileSync(join(legacyDir, 'jwt-secret'), 'legacy-secret-kept-in-the-data-dir-0001', {
        mode: 0o600,
      });
      const app = await buildApp(testConfig(legacy.config, legacyDir, { jwtSecret: undefined }));
      try {
        const row = await app.db
          .selectFrom('secrets')
          .select('value')
          .where('name', '=', 'jwt-secret')
          .executeTakeFirstOrThrow();
        expect(row.value).toBe('legacy-secret-kept-in-the-data-dir-0001');
        // Replicas starting at the same moment on a database without the secret all get the one inserted.
        const values = await Promise.all(
          Array.from({ length: 8 }, () => databaseSecret(app.db, 'race-test')),
        );
        expect(new Set(values).size).toBe(1);
      } finally {
        await app.close();
      }
    } finally {
      await legacy.drop();
      rmSync(legacyDir, { recursive: true, force: true });
    }
  });

  it('counts hits with one upsert on the database clock: atomic, windowed, swept', async () => {
    const h = await replica();
    const db = h.app.db;
    const key = `test|${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 40 }, () => countHit(db, key, 60_000)));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(counts.every((c) => c.ttl > 0 && c.ttl <= 60_000)).toBe(true);
    expect((await readHits(db, key)).current).toBe(40);

    // Windows of seconds, so a slow query on a busy machine never crosses one by accident.
    const short = `test|${randomUUID()}`;
    expect((await countHit(db, short, 1500)).current).toBe(1);
    expect((await countHit(db, short, 1500)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await readHits(db, short)).toEqual({ current: 0, ttl: 0 });
    expect((await countHit(db, short, 1500)).current).toBe(1);

    // With continueExceeding, a hit past the limit starts the window again.
    const restart = `test|${randomUUID()}`;
    await countHit(db, restart, 3000, 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const past = await countHit(db, restart, 3000, 1);
    expect(past.current).toBe(2);
    // Without the restart at most 1.5 s would be left.
    expect(past.ttl).toBeGreaterThan(2000);

    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(await sweepRateLimits(db)).toBeGreaterThanOrEqual(2);
    const left = await db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'in', [key, short, restart])
      .execute();
    expect(left.map((r) => r.key)).toEqual([key]);
  });
});
