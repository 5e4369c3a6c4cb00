import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/index.ts';

/** What @fastify/rate-limit's store callbacks take: the hits in the window and the milliseconds it has left. */
export interface RateLimitState {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: RateLimitState) => void;

/** The options @fastify/rate-limit gives a store: the plugin's, merged with a route's in `child`. */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Counts never grow past this (the column is an integer); a window's limit is far below it. */
const MAX_COUNT = 2_147_483_647;

/**
 * Counts one hit of `key` in a window of `timeWindowMs` with one atomic upsert on the database's clock: a new
 * or expired row starts a window at 1, a live one counts on. With `restartAbove` (continueExceeding), a hit
 * past that many starts the window again. Concurrent hits on any replica serialize on the row.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  timeWindowMs: number,
  restartAbove: number | null = null,
): Promise<RateLimitState> {
  const window = sql`(${timeWindowMs}::double precision * interval '1 millisecond')`;
  const restart = restartAbove === null ? sql`false` : sql`r.count + 1 > ${restartAbove}::integer`;
  const { rows } = await sql<{ current: number; ttl: number }>`
    INSERT INTO rate_limits AS r (key, count, expires_at)
    VALUES (${key}, 1, now() + ${window})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.expires_at <= now() THEN 1 ELSE LEAST(r.count + 1, ${MAX_COUNT}::integer) END,
      expires_at = CASE WHEN r.expires_at <= now() OR ${restart} THEN excluded.expires_at ELSE r.expires_at END
    RETURNING count AS current,
      -- A hit whose statement began before the window's first hit committed would see more than the window.
      least(${timeWindowMs}::double precision,
        greatest(0, ceil(extract(epoch FROM expires_at - now()) * 1000)))::double precision AS ttl`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error('The rate-limit counter returned no row');
  return { current: Number(row.current), ttl: Number(row.ttl) };
}

/** The state of `key` without counting a hit: 0 when it has no live window. */
export async function readHits(db: Kysely<Database>, key: string): Promise<RateLimitState> {
  const { rows } = await sql<{ current: number; ttl: number }>`
    SELECT count AS current,
      greatest(0, ceil(extract(epoch FROM expires_at - now()) * 1000))::double precision AS ttl
    FROM rate_limits WHERE key = ${key} AND expires_at > now()`.execute(db);
  const row = rows[0];
  return row ? { current: Number(row.current), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Deletes the counters whose window has ended (a later hit would start a new one anyway). */
export async function sweepRateLimits(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A @fastify/rate-limit store over the `rate_limits` table, for PostgreSQL: every replica counts in the same
 * rows, so a limit holds across all of them. Each route's counters are apart (like the plugin's Redis store:
 * the key is the route's method and URL, then the client's key). `exponentialBackoff` is not supported.
 */
export function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    readonly #continueExceeding: boolean;

    constructor(options: StoreOptions, prefix = '') {
      if (options.exponentialBackoff)
        throw new Error('The PostgreSQL rate-limit store does not support exponentialBackoff');
      this.#continueExceeding = options.continueExceeding === true;
      this.#prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      countHit(db, this.#prefix + key, timeWindow, this.#continueExceeding ? max : null).then(
        (state) => callback(null, state),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      readHits(db, this.#prefix + key).then(
        (state) => callback(null, state),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const options = routeOptions as StoreOptions;
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(options, `${this.#prefix}${method} ${options.routeInfo?.url ?? ''}|`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
