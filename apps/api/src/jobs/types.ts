import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A job handed to its handler. */
export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
}

/** Runs one job; a throw (or rejection) retries it later with back-off. */
export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/** Options of {@link JobQueue.send}. */
export interface SendOptions {
  /** At most one waiting job per name and key: sending again while one waits adds nothing. */
  singletonKey?: string;
  /** Runs allowed before the job is kept as failed. Default 5. */
  retryLimit?: number;
  /** Seconds from now (database time) before the job may run. Default 0. */
  startAfterSeconds?: number;
}

/** Options of {@link JobQueue.work}. */
export interface WorkOptions {
  /** Jobs of this name running at once in this process. Default 1. */
  concurrency?: number;
}

/**
 * Durable background work: jobs live in the database, survive a crash or restart, are retried with
 * back-off and run with bounded concurrency. Time is the database's, so every process agrees on it.
 */
export interface JobQueue {
  /**
   * Queues a job; pass a transaction as `executor` so the job exists exactly when the transaction commits.
   * Open that transaction with `inTransaction` and the job is taken at its commit (else at the next poll).
   * Resolves to the job's id, or null when a waiting singleton made it unnecessary.
   */
  send<T>(name: string, data: T, options?: SendOptions, executor?: Kysely<Database>): Promise<string | null>;
  /** Runs jobs of `name` with `handler` once started. */
  work<T>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /** Starts taking jobs. */
  start(): void;
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
  /** Resolves once no job is due and none runs in this process (tests, the demo seed, benchmarks). */
  idle(): Promise<void>;
}
