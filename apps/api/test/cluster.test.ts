import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TokenSigner } from '../src/auth/jwt.ts';
import { type ChangeRelay, type ChangeTargets, postgresChangeRelay } from '../src/changes/change-relay.ts';
import { PublicCache } from '../src/changes/public-cache.ts';
import { changesOf } from '../src/changes/public-changes.ts';
import { connect, type Db } from '../src/db/index.ts';
import { SWEEP_RATE_LIMITS, SWEEP_UPLOADS } from '../src/server/background-work.ts';
import { freshDatabase, testConfig } from './helpers/harness.ts';

/** Targets that record what a replica was told. */
const recording = () => {
  const calls: string[] = [];
  const targets: ChangeTargets = {
    forgetPublic: (tags) => calls.push(`forget ${tags.join(' ')}`),
    forgetAllPublic: () => calls.push('public'),
    notifySpace: (spaceId) => calls.push(`space:${spaceId}`),
    notifyAllSpaces: () => calls.push('all spaces'),
  };
  return { calls, targets };
};

const quiet = { warn: () => {}, info: () => {} };

describe('the change relay between replicas [postgres]', () => {
  let url = '';
  let drop: () => Promise<void> = async () => {};
  let db: Db;
  const replicas: { relay: ChangeRelay; calls: string[] }[] = [];
  const replica = async () => {
    const { calls, targets } = recording();
    const relay = postgresChangeRelay({ db: db.db, connectionString: url, targets, log: quiet });
    await relay.start();
    replicas.push({ relay, calls });
    return { relay, calls };
  };

  beforeAll(async () => {
    const fresh = await freshDatabase('postgres');
    drop = fresh.drop;
    if (fresh.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
    url = fresh.config.url;
    db = await connect(fresh.config);
  });
  afterAll(async () => {
    for (const { relay } of replicas) await relay.stop();
    await db?.close();
    await drop();
  });

  it('applies a change here at once and on the other replica, not twice here', async () => {
    const a = await replica();
    const b = await replica();
    a.relay.publish(changesOf((changes) => changes.spacePhotos('space-1')));
    expect(a.calls).toEqual(['forget space:space-1 feed', 'space:space-1']);
    await vi.waitFor(() => expect(b.calls).toEqual(['forget space:space-1 feed', 'space:space-1']), {
      timeout: 2000,
    });
    // Its own message comes back to the sender too: it is not applied again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.calls).toEqual(['forget space:space-1 feed', 'space:space-1']);
  });

  it('sends what changed in one turn of the event loop as one message', async () => {
    const a = await replica();
    const b = await replica();
    a.relay.publish(['feed']);
    a.relay.publish(changesOf((changes) => changes.spacePhotos('space-2')));
    a.relay.publish(changesOf((changes) => changes.spacePhotos('space-3')));
    a.relay.publish(['feed']);
    await vi.waitFor(
      () =>
        expect(b.calls).toEqual([
          'forget feed space:space-2 space:space-3',
          'space:space-2',
          'space:space-3',
        ]),
      { timeout: 2000 },
    );
  });

  it('relays each change with its granularity: a site, a space view without its wall, a wall alone', async () => {
    const a = await replica();
    const b = await replica();
    a.relay.publish(changesOf((changes) => changes.site('harbour').spaceView('space-5').liveWall('space-6')));
    await vi.waitFor(
      () => expect(b.calls).toEqual(['forget site:harbour feed space:space-5', 'space:space-6']),
      { timeout: 2000 },
    );
  });

  it('forgets its cached answers and wakes every live view when its channel comes back', async () => {
    const b = await replica();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Whatever happened while it was cut off was missed: the replica catches up as a whole.
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(b.calls).toEqual(['public', 'all spaces']), { timeout: 5000 });
    const a = await replica();
    a.relay.publish(changesOf((changes) => changes.spacePhotos('space-4')));
    await vi.waitFor(() => expect(b.calls.slice(2)).toEqual(['forget space:space-4 feed', 'space:space-4']), {
      timeout: 2000,
    });
  });
});

describe('replicas see each other’s changes [postgres]', () => {
  let drop: () => Promise<void> = async () => {};
  let dataDir = '';
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const fresh = await freshDatabase('postgres');
    drop = fresh.drop;
    dataDir = mkdtempSync(join(tmpdir(), 'lense-relay-'));
    for (let i = 0; i < 2; i++) {
      // Cached answers that never expire in the test: only the relay can make them go.
      const app = await buildApp(testConfig(fresh.config, dataDir), {
        cache: new PublicCache({ ttlMs: 3_600_000 }),
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drops a photo hidden on one replica from the cached public answers of the other', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const owner = await one.db
      .insertInto('users')
      .values({
        email: 'relay@example.com',
        first_name: 'Ada',
        last_name: 'Relay',
        accepted_terms_of_service: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const space = await one.db
      .insertInto('spaces')
      .values({ user_id: owner.id, title: 'Relay', start_date: '2026-01-01', end_date: '2026-01-02' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const photo = await one.db
      .insertInto('photos')
      .values({
        space_id: space.id,
        url: 'https://cdn.example/p.jpg',
        path: 'spaces/x/p.jpg',
        state: 'visible',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const visitorSees = async () =>
      (
        (await two.inject({ method: 'GET', url: `/api/spaces/${space.id}` })).json().photos as {
          id: string;
        }[]
      ).map((p) => p.id);
    // The second replica caches the space with its photo.
    expect(await visitorSees()).toEqual([photo.id]);
    expect(await visitorSees()).toEqual([photo.id]);

    const signer = new TokenSigner('test-secret-test-secret-test-secret', {
      ttlSeconds: 600,
      maxAgeSeconds: 3600,
    });
    const { token } = await signer.issue(owner.id, { epoch: 0 });
    const hide = await one.inject({
      method: 'PATCH',
      url: `/api/photos/${photo.id}/state`,
      headers: { authorization: `Bearer ${token}` },
      payload: { state: 'hidden' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    await vi.waitFor(async () => expect(await visitorSees()).toEqual([]), { timeout: 10_000, interval: 20 });
  });
});

describe('scheduled cleanups across replicas [postgres]', () => {
  it('keeps one run of each cleanup waiting for the whole cluster, and a run queues the next', async () => {
    const fresh = await freshDatabase('postgres');
    const dataDir = mkdtempSync(join(tmpdir(), 'lense-sweeps-'));
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const app = await buildApp(testConfig(fresh.config, dataDir, { uploadSweepSeconds: 3600 }));
        await app.ready();
        apps.push(app);
      }
      const db = apps[0]!.db;
      const waiting = () =>
        db
          .selectFrom('jobs')
          .select(['name', 'run_at'])
          .where('name', 'in', [SWEEP_UPLOADS, SWEEP_RATE_LIMITS])
          .where('state', '=', 'queued')
          .orderBy('name')
          .execute();
      // Three replicas started: the first runs went (or go) once, and one next run of each waits.
      for (const app of apps) await app.jobs.idle();
      const queued = await waiting();
      expect(queued.map((job) => job.name)).toEqual([SWEEP_RATE_LIMITS, SWEEP_UPLOADS]);
      const nextSweep = queued.find((job) => job.name === SWEEP_UPLOADS)!.run_at.getTime();
      expect(nextSweep - Date.now()).toBeGreaterThan(3000 * 1000);

      // A stale upload, and the sweep made due: one replica runs it, and it queues the one after.
      const owner = await db
        .insertInto('users')
        .values({
          email: 'sweep@example.com',
          first_name: 'A',
          last_name: 'B',
          accepted_terms_of_service: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const space = await db
        .insertInto('spaces')
        .values({ user_id: owner.id, title: 'Sweep', start_date: '2026-01-01', end_date: '2026-01-02' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('photos')
        .values({
          space_id: space.id,
          url: 'x',
          path: 'uploads/spaces/x/stale.jpg',
          state: 'pending',
          created_at: new Date('2026-01-01T00:00:00Z'),
        })
        .execute();
      await db
        .updateTable('jobs')
        .set({ run_at: new Date(0) })
        .where('name', '=', SWEEP_UPLOADS)
        .execute();
      await vi.waitFor(
        async () =>
          expect(
            await db.selectFrom('photos').select('id').where('space_id', '=', space.id).execute(),
          ).toEqual([]),
        { timeout: 10_000 },
      );
      for (const app of apps) await app.jobs.idle();
      expect((await waiting()).map((job) => job.name)).toEqual([SWEEP_RATE_LIMITS, SWEEP_UPLOADS]);
    } finally {
      for (const app of apps) await app.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
