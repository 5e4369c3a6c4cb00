import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/mail/mailer.ts';
import { outboxDir } from '../src/routes/dev-mailbox.ts';
import { type Cluster, startCluster, waitFor } from './harness.ts';

// Three API processes on one PostgreSQL and one S3 store behind a round-robin proxy (see harness.ts).

const REPLICAS = 3;

describe('a cluster of replicas behind a proxy', () => {
  let cluster: Cluster;
  const at = (index: number) => cluster.at(index);
  const call = (
    base: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    cluster = await startCluster({
      replicas: REPLICAS,
      env: {
        AUTH_RATE_LIMIT: '10',
        // Cached answers kept an hour: only the replicas' change relay can refresh them in this test.
        PUBLIC_CACHE_SECONDS: '3600',
        UPLOAD_SWEEP_SECONDS: '3600',
      },
    });
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  let token = '';
  let spaceId = '';

  it('signs a user up and in through the proxy; the token works on every replica; logout ends it on all', async () => {
    const email = 'cluster@example.com';
    const password = 'correct horse battery';
    const signup = await call(cluster.proxyUrl, 'POST', '/api/signup', {
      user: { email, password, first_name: 'Ada', last_name: 'Cluster', accepted_terms_of_service: true },
    });
    expect(signup.status).toBe(201);
    // The confirmation went to the outbox of whichever replica answered.
    const mails = (await Promise.all(cluster.replicas.map((r) => readOutbox(outboxDir(r.dataDir))))).flat();
    const confirmation = /confirmation_token=([^\s&]+)/.exec(
      mails.find((m) => m.to === email)?.text ?? '',
    )?.[1];
    expect(confirmation).toBeTruthy();
    expect(
      (await call(cluster.proxyUrl, 'GET', `/api/users/confirmation?confirmation_token=${confirmation}`))
        .status,
    ).toBe(200);
    const login = await call(cluster.proxyUrl, 'POST', '/api/login', { user: { email, password } });
    expect(login.status).toBe(200);
    token = String(login.headers.get('authorization')).replace(/^Bearer /, '');

    for (let index = 0; index < REPLICAS; index++) {
      const created = await call(
        at(index),
        'POST',
        '/api/spaces',
        { title: `On replica ${index}` },
        {
          authorization: `Bearer ${token}`,
        },
      );
      expect(created.status, `replica ${index}`).toBe(201);
      spaceId ||= ((await created.json()) as { space: { id: string } }).space.id;
    }

    const other = await call(cluster.proxyUrl, 'POST', '/api/login', { user: { email, password } });
    const second = String(other.headers.get('authorization')).replace(/^Bearer /, '');
    expect(
      (await call(at(0), 'DELETE', '/api/logout', undefined, { authorization: `Bearer ${second}` })).status,
    ).toBe(200);
    for (let index = 0; index < REPLICAS; index++) {
      const refused = await call(
        at(index),
        'POST',
        '/api/spaces',
        { title: 'After logout' },
        {
          authorization: `Bearer ${second}`,
        },
      );
      expect(refused.status, `replica ${index}`).toBe(401);
    }
  });

  it('shares the sign-in limit across replicas, per client address', async () => {
    const attempt = (client: string) =>
      call(
        cluster.proxyUrl,
        'POST',
        '/api/login',
        { user: { email: 'nobody@example.com', password: 'wrong password' } },
        {
          'x-client-address': client,
        },
      );
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt('198.51.100.7')).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await attempt('198.51.100.8')).status).toBe(401);
  });

  /** Uploads a photo into the space through the proxy, straight to the bucket; answers its id. */
  const upload = async (bytes: Buffer, base = cluster.proxyUrl) => {
    const auth = { authorization: `Bearer ${token}` };
    const presign = await call(
      base,
      'POST',
      '/api/presigned_urls',
      {
        method: 'put',
        space_id: spaceId,
        files: [{ name: 'p.jpg', type: 'image/jpeg', size: bytes.length }],
      },
      auth,
    );
    const [file] = ((await presign.json()) as { files: { url: string; photo_id: string }[] }).files;
    if (!file) throw new Error('no presigned file');
    expect(
      (await fetch(file.url, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/jpeg' } })).ok,
    ).toBe(true);
    expect((await call(base, 'POST', `/api/photos/${file.photo_id}/complete`, {}, auth)).status).toBe(200);
    return file.photo_id;
  };
  const visitorSees = async (index: number) =>
    (
      (await (await call(at(index), 'GET', `/api/spaces/${spaceId}`)).json()) as { photos: { id: string }[] }
    ).photos.map((p) => p.id);

  it('shows a new photo on every replica and hides it everywhere after a hide on one', async () => {
    // Every replica caches the empty space first.
    for (let index = 0; index < REPLICAS; index++) expect(await visitorSees(index)).toEqual([]);
    const photoId = await upload(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
        .jpeg()
        .toBuffer(),
    );
    for (let index = 0; index < REPLICAS; index++) {
      await waitFor(`the photo on replica ${index}`, async () =>
        (await visitorSees(index)).includes(photoId) ? true : undefined,
      );
    }
    const hide = await call(
      at(0),
      'PATCH',
      `/api/photos/${photoId}/state`,
      { state: 'hidden' },
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(hide.status).toBe(200);
    for (let index = 1; index < REPLICAS; index++) {
      await waitFor(
        `the photo gone from replica ${index}`,
        async () => ((await visitorSees(index)).length === 0 ? true : undefined),
        30_000,
      );
    }
  });

  it('keeps one run of each scheduled cleanup waiting for the whole cluster', async () => {
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        "SELECT name, count(*)::int AS n FROM jobs WHERE state = 'queued' AND name LIKE 'sweep-%' GROUP BY name ORDER BY name",
      );
      expect(rows).toEqual([
        { name: 'sweep-rate-limits', n: 1 },
        { name: 'sweep-uploads', n: 1 },
      ]);
    } finally {
      await db.end();
    }
  });

  it('makes a photo’s images once when the replica making them is killed mid-job', async () => {
    // One replica left, so the job is known to run there.
    for (const index of [1, 2]) {
      cluster.replicas[index]!.process.kill('SIGTERM');
      await new Promise((resolve) => cluster.replicas[index]!.process.once('exit', resolve));
    }
    const big = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#226644',
        noise: { type: 'gaussian', mean: 128, sigma: 20 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const photoId = await upload(big, at(0));
      await waitFor(
        'the job to run',
        async () => {
          const { rows } = await db.query(
            "SELECT 1 FROM jobs WHERE name = 'derive-photo' AND state = 'active' AND data->>'photoId' = $1",
            [photoId],
          );
          return rows.length > 0 ? true : undefined;
        },
        30_000,
      );
      cluster.replicas[0]!.process.kill('SIGKILL');
      await new Promise((resolve) => cluster.replicas[0]!.process.once('exit', resolve));
      const { rows: before } = await db.query('SELECT state FROM photos WHERE id = $1', [photoId]);
      expect(before[0].state).toBe('processing');

      // Another replica takes the job once its lease runs out, and the photo appears.
      await cluster.startReplica(1);
      await waitFor(
        'the photo to appear',
        async () => ((await visitorSees(1)).includes(photoId) ? true : undefined),
        120_000,
      );
      const derived = await cluster.bucket.list(`derived/${photoId}/`);
      expect(
        derived
          .map((object) =>
            object.key
              .split('/')
              .pop()!
              .replace(/-[0-9a-f]+\.webp$/, ''),
          )
          .sort(),
      ).toEqual(['medium', 'preview', 'thumb']);
      const { rows: left } = await db.query(
        "SELECT id FROM jobs WHERE name = 'derive-photo' AND data->>'photoId' = $1",
        [photoId],
      );
      expect(left).toEqual([]);
    } finally {
      await db.end();
    }
  });
});
