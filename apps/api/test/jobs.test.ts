import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/after-commit.ts';
import { connect, type Db } from '../src/db/index.ts';
import { createTableJobQueue, type TableJobQueueOptions } from '../src/jobs/table-queue.ts';
import type { JobQueue } from '../src/jobs/types.ts';
import { backends, freshDatabase } from './helpers/harness.ts';

/** A promise with its resolve function, to hold a handler until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

// One suite for every backend: the queue must behave the same on PGlite and PostgreSQL.
for (const backend of backends) {
  describe(`durable job queue [${backend}]`, () => {
    let handle: Db;
    let drop: () => Promise<void>;
    const queues: JobQueue[] = [];
    const queue = (options: TableJobQueueOptions = {}) => {
      const created = createTableJobQueue(handle.db, { pollMs: 20, ...options });
      queues.push(created);
      return created;
    };

    beforeAll(async () => {
      const fresh = await freshDatabase(backend);
      drop = fresh.drop;
      handle = await connect(fresh.config);
    });
    afterEach(async () => {
      await Promise.all(queues.splice(0).map((q) => q.stop()));
      await handle.db.deleteFrom('jobs').execute();
    });
    afterAll(async () => {
      await handle.close();
      await drop();
    });

    const jobRows = () =>
      handle.db.selectFrom('jobs').select(['name', 'state', 'attempts', 'last_error']).execute();

    it('runs a job with its data and removes it once done', async () => {
      const q = queue();
      const seen: unknown[] = [];
      q.work<{ n: number }>('count', async (job) => {
        seen.push(job.data);
      });
      q.start();
      await q.send('count', { n: 1 });
      await q.idle();
      expect(seen).toEqual([{ n: 1 }]);
      expect(await jobRows()).toEqual([]);
    });

    it('retries a failing job after a back-off and keeps it as failed after its last attempt', async () => {
      const q = queue({ backoffSeconds: () => 3600 });
      const attempts: number[] = [];
      q.work('flaky', async (job) => {
        attempts.push(job.attempt);
        throw new Error(`failure ${job.attempt}`);
      });
      q.start();
      await q.send('flaky', {}, { retryLimit: 2 });
      await q.idle();
      // The first failure waits an hour: nothing else ran.
      expect(attempts).toEqual([1]);
      const [waiting] = await handle.db
        .selectFrom('jobs')
        .select(['state', 'attempts', 'last_error'])
        .execute();
      expect(waiting).toEqual({ state: 'queued', attempts: 1, last_error: 'failure 1' });
      const late = await handle.db
        .selectFrom('jobs')
        .select(sql<boolean>`run_at > now() + interval '59 minutes'`.as('late'))
        .executeTakeFirstOrThrow();
      expect(late.late).toBe(true);

      // Once the back-off is over it runs again, and its last failure keeps it for a person to look at.
      await handle.db.updateTable('jobs').set({ run_at: sql`now()` }).execute();
      await q.idle();
      expect(attempts).toEqual([1, 2]);
      expect(await jobRows()).toEqual([
        { name: 'flaky', state: 'failed', attempts: 2, last_error: 'failure 2' },
      ]);
    });

    it('resumes a job whose worker died once its lease runs out', async () => {
      // A worker takes the job and never finishes (its process is gone).
      const dead = queue({ leaseSeconds: 3600 });
      const held = gate();
      let taken = false;
      dead.work('resume', async () => {
        taken = true;
        await held.opened;
      });
      dead.start();
      await dead.send('resume', { photo: 1 });
      while (!taken) await new Promise((resolve) => setTimeout(resolve, 5));

      const next = queue();
      const done: unknown[] = [];
      next.work('resume', async (job) => {
        done.push(job.data);
      });
      next.start();
      await next.idle();
      expect(done).toEqual([]); // still leased to the dead worker
      await handle.db.updateTable('jobs').set({ locked_until: sql`now() - interval '1 second'` }).execute();
      await next.idle();
      expect(done).toEqual([{ photo: 1 }]);
      held.open();
    });

    it("takes back at start what a dead process left running, when it is the database's only process", async () => {
      const dead = queue({ leaseSeconds: 3600 });
      const held = gate();
      let taken = false;
      dead.work('exclusive', async () => {
        taken = true;
        await held.opened;
      });
      dead.start();
      await dead.send('exclusive', { photo: 2 });
      while (!taken) await new Promise((resolve) => setTimeout(resolve, 5));

      const restarted = queue({ exclusive: true });
      const done: unknown[] = [];
      restarted.work('exclusive', async (job) => {
        done.push(job.data);
      });
      restarted.start();
      while (done.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(done).toEqual([{ photo: 2 }]);
      held.open();
    });

    it('runs at most `concurrency` jobs at once in a process', async () => {
      const q = queue();
      let now = 0;
      let peak = 0;
      const held = gate();
      q.work(
        'bounded',
        async () => {
          now += 1;
          peak = Math.max(peak, now);
          await held.opened;
          now -= 1;
        },
        { concurrency: 3 },
      );
      for (let i = 0; i < 10; i++) await q.send('bounded', { i });
      q.start();
      while (now < 3) await new Promise((resolve) => setTimeout(resolve, 5));
      held.open();
      await q.idle();
      expect(peak).toBe(3);
      expect(await jobRows()).toEqual([]);
    });

    it('keeps one waiting job per singleton key and never runs two of a key at once', async () => {
      const q = queue();
      const held = gate();
      let started = 0;
      let concurrent = 0;
      let overlap = false;
      q.work(
        'derive',
        async () => {
          started += 1;
          concurrent += 1;
          if (concurrent > 1) overlap = true;
          await held.opened;
          concurrent -= 1;
        },
        { concurrency: 4 },
      );
      expect(await q.send('derive', {}, { singletonKey: 'photo-1' })).not.toBeNull();
      expect(await q.send('derive', {}, { singletonKey: 'photo-1' })).toBeNull();
      q.start();
      while (started < 1) await new Promise((resolve) => setTimeout(resolve, 5));
      // While one runs, a new request waits behind it (the running one may have read old data).
      expect(await q.send('derive', {}, { singletonKey: 'photo-1' })).not.toBeNull();
      held.open();
      await q.idle();
      expect(started).toBe(2);
      expect(overlap).toBe(false);
    });

    it('queues a job sent in a transaction only when the transaction commits', async () => {
      const q = queue();
      const seen: unknown[] = [];
      q.work('tx', async (job) => {
        seen.push(job.data);
      });
      q.start();
      await handle.db
        .transaction()
        .execute(async (trx) => {
          await q.send('tx', { kept: false }, {}, trx);
          throw new Error('rolled back');
        })
        .catch(() => {});
      await handle.db.transaction().execute(async (trx) => {
        await q.send('tx', { kept: true }, {}, trx);
      });
      await q.idle();
      expect(seen).toEqual([{ kept: true }]);
    });

    it('takes a job sent in a transaction at its commit, with no poll to find it', async () => {
      // An hour between polls: only the commit can wake the worker.
      const q = queue({ pollMs: 3_600_000 });
      const ran = gate();
      q.work('on-commit', async () => ran.open());
      q.start();
      await q.idle();
      await inTransaction(handle.db, async (trx) => {
        await q.send('on-commit', {}, {}, trx);
        // Held open past any guessed delay: a look before the commit finds nothing.
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      await ran.opened;
      await q.idle();
      expect(await jobRows()).toEqual([]);
    });

    it('gives each job to one of two processes sharing the database', async () => {
      const runs = new Map<number, number>();
      const record = async (job: { data: { i: number } }) => {
        runs.set(job.data.i, (runs.get(job.data.i) ?? 0) + 1);
      };
      const a = queue();
      const b = queue();
      a.work('shared', record, { concurrency: 2 });
      b.work('shared', record, { concurrency: 2 });
      for (let i = 0; i < 20; i++) await a.send('shared', { i });
      a.start();
      b.start();
      await Promise.all([a.idle(), b.idle()]);
      expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    });
  });
}
