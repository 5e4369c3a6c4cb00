import { type Kysely, sql } from 'kysely';
import { afterCommit } from '../db/after-commit.ts';
import type { Database } from '../db/schema.ts';
import type { Job, JobHandler, JobQueue, SendOptions, WorkOptions } from './types.ts';

/** Settings of {@link createTableJobQueue}. */
export interface TableJobQueueOptions {
  /** How often idle workers look for due jobs, in ms. Default 1000. */
  pollMs?: number;
  /**
   * How long a taken job is reserved; a running job renews it every third of it, so a job whose process
   * died is taken again this long after. Default 30 s.
   */
  leaseSeconds?: number;
  /**
   * This process is the database's only one (PGlite holds a lock on its data dir): jobs left running by an
   * earlier, dead process are taken again at start instead of after their lease.
   */
  exclusive?: boolean;
  /** Seconds to wait before run `attempt + 1` after run `attempt` failed. Default 2^attempt, at most 300. */
  backoffSeconds?: (attempt: number) => number;
  log?: { warn(object: object, message: string): void };
}

interface Worker {
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
  claiming: boolean;
  /** Asked to fill while a claim was under way: that claim may have missed a job, so look again after it. */
  again: boolean;
}

const defaultBackoff = (attempt: number) => Math.min(2 ** attempt, 300);

/**
 * A {@link JobQueue} on the `jobs` table, the same on PGlite and PostgreSQL. Workers take due jobs with
 * `FOR UPDATE SKIP LOCKED`, so processes sharing a database never take the same job, and never run two jobs
 * with one singleton key at once. A finished job is deleted; a failed one waits out its back-off; one whose
 * worker died is taken again when its lease runs out.
 */
export function createTableJobQueue(db: Kysely<Database>, options: TableJobQueueOptions = {}): JobQueue {
  const pollMs = options.pollMs ?? 1000;
  const lease = options.leaseSeconds ?? 30;
  const backoff = options.backoffSeconds ?? defaultBackoff;
  const workers = new Map<string, Worker>();
  const running = new Set<Promise<void>>();
  // Claims under way: their jobs are taken in the database but not running here yet.
  const claiming = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let started = false;

  const claim = async (name: string, count: number) => {
    const { rows } = await sql<{ id: string; data: unknown; attempts: number }>`
      UPDATE jobs SET state = 'active', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${lease}::double precision)
      WHERE id IN (
        SELECT j.id FROM jobs j
        WHERE j.name = ${name} AND j.attempts < j.retry_limit
          AND ((j.state = 'queued' AND j.run_at <= now()) OR (j.state = 'active' AND j.locked_until < now()))
          AND (j.singleton_key IS NULL OR NOT EXISTS (
            SELECT 1 FROM jobs a WHERE a.name = j.name AND a.singleton_key = j.singleton_key
              AND a.state = 'active' AND a.locked_until >= now() AND a.id <> j.id))
        ORDER BY j.run_at, j.created_at
        LIMIT ${count}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, data, attempts`.execute(db);
    return rows;
  };

  const succeed = (id: string, attempt: number) =>
    db.deleteFrom('jobs').where('id', '=', id).where('attempts', '=', attempt).execute();

  const fail = async (id: string, attempt: number, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    // Back to waiting, unless a newer job with the same singleton key waits already: it does the same work.
    const { numAffectedRows } = await sql`
      UPDATE jobs SET state = CASE WHEN attempts >= retry_limit THEN 'failed' ELSE 'queued' END,
        run_at = now() + make_interval(secs => ${backoff(attempt)}::double precision),
        locked_until = NULL, last_error = ${message.slice(0, 2000)}
      WHERE id = ${id} AND attempts = ${attempt} AND NOT (attempts < retry_limit AND singleton_key IS NOT NULL
        AND EXISTS (SELECT 1 FROM jobs q WHERE q.name = jobs.name AND q.singleton_key = jobs.singleton_key
          AND q.state = 'queued'))`.execute(db);
    if (Number(numAffectedRows ?? 0) === 0) await succeed(id, attempt);
  };

  const renew = (id: string, attempt: number) =>
    sql`UPDATE jobs SET locked_until = now() + make_interval(secs => ${lease}::double precision)
      WHERE id = ${id} AND attempts = ${attempt} AND state = 'active'`.execute(db);

  const run = async (name: string, worker: Worker, row: { id: string; data: unknown; attempts: number }) => {
    const job: Job<unknown> = { id: row.id, name, data: row.data, attempt: row.attempts };
    const heartbeat = setInterval(() => void renew(row.id, row.attempts).catch(() => {}), (lease * 1000) / 3);
    heartbeat.unref();
    try {
      await worker.handler(job);
      await succeed(row.id, row.attempts);
    } catch (error) {
      options.log?.warn({ err: error, job: { id: row.id, name, attempt: row.attempts } }, 'job failed');
      await fail(row.id, row.attempts, error).catch(() => {});
    } finally {
      clearInterval(heartbeat);
    }
  };

  /** Takes as many due jobs of `name` as its worker has free slots, and runs them. */
  const fill = async (name: string) => {
    const worker = workers.get(name);
    if (!started || !worker) return;
    if (worker.claiming) {
      worker.again = true;
      return;
    }
    const free = worker.concurrency - worker.running;
    if (free <= 0) return;
    worker.claiming = true;
    let rows: Awaited<ReturnType<typeof claim>> = [];
    const claimed = claim(name, free);
    claiming.add(claimed);
    try {
      rows = await claimed;
    } catch (error) {
      options.log?.warn({ err: error, name }, 'could not take jobs');
    } finally {
      worker.claiming = false;
      claiming.delete(claimed);
    }
    for (const row of rows) {
      worker.running += 1;
      const task = run(name, worker, row).finally(() => {
        worker.running -= 1;
        running.delete(task);
        void fill(name);
      });
      running.add(task);
    }
    if (worker.again) {
      worker.again = false;
      void fill(name);
    }
  };

  const fillAll = () => {
    for (const name of workers.keys()) void fill(name);
  };

  /** Jobs that die with their worker past their last attempt would otherwise wait forever. */
  const failExhausted = () =>
    db
      .updateTable('jobs')
      .set({ state: 'failed', last_error: 'the worker stopped during the last attempt' })
      .where('state', '=', 'active')
      .where('locked_until', '<', sql<Date>`now()`)
      .where(sql<boolean>`attempts >= retry_limit`)
      .execute();

  const poll = async () => {
    await failExhausted().catch(() => {});
    fillAll();
  };

  const dueCount = async () => {
    const names = [...workers.keys()];
    if (names.length === 0) return 0;
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name', 'in', names)
      .where(sql<boolean>`attempts < retry_limit`)
      .where(
        sql<boolean>`(state = 'queued' AND run_at <= now()) OR (state = 'active' AND locked_until < now())`,
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  return {
    async send<T>(name: string, data: T, sendOptions: SendOptions = {}, executor: Kysely<Database> = db) {
      const row = await executor
        .insertInto('jobs')
        .values({
          name,
          data: JSON.stringify(data),
          singleton_key: sendOptions.singletonKey ?? null,
          ...(sendOptions.startAfterSeconds
            ? {
                run_at: sql<Date>`now() + make_interval(secs => ${sendOptions.startAfterSeconds}::double precision)`,
              }
            : {}),
          ...(sendOptions.retryLimit ? { retry_limit: sendOptions.retryLimit } : {}),
        })
        .onConflict((oc) => oc.columns(['name', 'singleton_key']).where('state', '=', 'queued').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Sent in a transaction, the job is visible once it commits: look then. A transaction opened without
      // `inTransaction` announces no commit, and the poll finds its jobs.
      if (row) afterCommit(executor, () => void fill(name));
      return row?.id ?? null;
    },
    work<T>(name: string, handler: JobHandler<T>, workOptions: WorkOptions = {}) {
      workers.set(name, {
        handler: handler as JobHandler<unknown>,
        concurrency: Math.max(1, workOptions.concurrency ?? 1),
        running: 0,
        claiming: false,
        again: false,
      });
      if (started) void fill(name);
    },
    start() {
      if (started) return;
      started = true;
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
      const reclaim = options.exclusive
        ? db
            .updateTable('jobs')
            .set({ locked_until: sql<Date>`now() - interval '1 second'` })
            .where('state', '=', 'active')
            .execute()
        : Promise.resolve();
      void reclaim.catch(() => {}).then(poll);
    },
    async stop() {
      started = false;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...running]);
    },
    async idle() {
      for (;;) {
        await Promise.allSettled([...running, ...claiming]);
        const due = await dueCount();
        // A job being claimed is no longer due but not running yet: wait for it too.
        if (due === 0 && running.size === 0 && claiming.size === 0) return;
        if (!started) throw new Error('the job queue is not started');
        fillAll();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}
