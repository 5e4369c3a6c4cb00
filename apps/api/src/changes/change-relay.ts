import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.ts';
import { applyChanges, type ChangeTargets } from './effects.ts';
import type { PublicChange } from './public-changes.ts';

/** The PostgreSQL channel replicas tell each other their changes on. */
export const CHANGES_CHANNEL = 'lense_changes';

export type { ChangeTargets } from './effects.ts';

/** Changes visitors see, applied in this process at once and relayed to every other replica. */
export interface ChangeRelay {
  /** Applies declared changes here (forgets the answers they touch, wakes live walls) and relays them. */
  publish(changes: readonly PublicChange[]): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The relay of a single process (PGlite): nothing to tell. */
export function localChangeRelay(targets: ChangeTargets): ChangeRelay {
  return {
    publish: (changes) => applyChanges(targets, changes),
    start: async () => {},
    stop: async () => {},
  };
}

/**
 * One NOTIFY's payload: who sent it (replicas skip their own) and what changed. `public` and `spaces` are the
 * form of replicas from before declared changes (everything forgotten, these walls woken): sent so that they
 * still apply a newer replica's changes during a rolling deploy, and read from them.
 */
interface Message {
  from: string;
  changes?: PublicChange[];
  public: boolean;
  spaces: string[];
}

// A NOTIFY payload holds at most 8000 bytes: changes (and the walls again, for older replicas) are split
// well under that, quotes and commas included.
const MESSAGE_CHARS = 3500;
const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

/** Options of {@link postgresChangeRelay}. */
export interface PostgresRelayOptions {
  /** The database the replicas share (NOTIFY goes through its pool). */
  db: Kysely<Database>;
  /** Where the listening connection connects (a pool connection cannot stay in LISTEN). */
  connectionString: string;
  targets: ChangeTargets;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/**
 * Relays changes between replicas with PostgreSQL's LISTEN/NOTIFY. Changes are applied here at once, then
 * coalesced (everything changed in the same turn of the event loop goes in one NOTIFY) and sent; every
 * replica listens on one connection of its own and applies what others sent. While that connection is down
 * changes can be missed, so on reconnecting the replica forgets its cached answers and tells every live view
 * to read again; the cache's expiry bounds staleness meanwhile.
 */
export function postgresChangeRelay({
  db,
  connectionString,
  targets,
  log,
}: PostgresRelayOptions): ChangeRelay {
  const self = randomUUID();
  const pending = new Set<PublicChange>();
  let flushing: NodeJS.Immediate | null = null;
  let listener: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;

  const send = async (message: Message) => {
    await sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(message)})`.execute(db);
  };

  const flush = () => {
    flushing = null;
    const messages: Message[] = [];
    let current: Message | null = null;
    let chars = 0;
    for (const change of pending) {
      if (!current || chars + change.length > MESSAGE_CHARS) {
        current = { from: self, changes: [], public: true, spaces: [] };
        messages.push(current);
        chars = 0;
      }
      current.changes!.push(change);
      if (change.startsWith('live:')) current.spaces.push(change.slice(5));
      chars += change.length + 3;
    }
    pending.clear();
    for (const message of messages) {
      send(message).catch((error: Error) =>
        log.warn({ err: error }, 'could not relay a change to the replicas'),
      );
    }
  };

  const queue = () => {
    if (!flushing && !stopped) flushing = setImmediate(flush);
  };

  const apply = (payload: string | undefined) => {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      return;
    }
    if (message.from === self) return;
    if (Array.isArray(message.changes)) applyChanges(targets, message.changes);
    else if (Array.isArray(message.spaces)) {
      targets.forgetAllPublic();
      for (const spaceId of message.spaces) targets.notifySpace(spaceId);
    }
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (notification) => apply(notification.payload));
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    await client.connect();
    await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    listener = client;
    if (attempt > 0) {
      log.info('listening to the replicas again: cached answers forgotten');
      targets.forgetAllPublic();
      targets.notifyAllSpaces();
    }
    attempt = 0;
  };

  const connectLater = () => {
    if (stopped || retry) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]!;
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => {
        log.warn({ err: error }, "could not listen to the replicas' changes");
        connectLater();
      });
    }, delay);
  };

  const lost = (client: pg.Client) => {
    if (stopped || listener !== client) return;
    listener = null;
    client.end().catch(() => {});
    log.warn("lost the replicas' change channel; listening again");
    connectLater();
  };

  return {
    publish: (changes) => {
      if (changes.length === 0) return;
      applyChanges(targets, changes);
      for (const change of changes) pending.add(change);
      queue();
    },
    start: connect,
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (flushing) {
        clearImmediate(flushing);
        flush();
      }
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
