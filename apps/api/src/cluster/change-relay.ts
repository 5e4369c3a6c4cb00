import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.ts';

/** The PostgreSQL channel replicas tell each other their changes on. */
export const CHANGES_CHANNEL = 'lense_changes';

/** What one process applies when it or another replica changed something visitors see. */
export interface ChangeTargets {
  /** Forget the cached public answers. */
  invalidatePublic(): void;
  /** Tell the live views of `spaceId` that its visible photos changed. */
  notifySpace(spaceId: string): void;
  /** Tell every live view (after a gap in which changes may have been missed). */
  notifyAllSpaces(): void;
}

/** Changes visitors see, applied in this process at once and relayed to every other replica. */
export interface ChangeRelay {
  /** A write changed public answers (the feed, a public space, a site…). */
  publicChanged(): void;
  /** The visible photos of `spaceId` changed (and so may public answers). */
  spaceChanged(spaceId: string): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The relay of a single process (PGlite): nothing to tell. */
export function localChangeRelay(targets: ChangeTargets): ChangeRelay {
  return {
    publicChanged: () => targets.invalidatePublic(),
    spaceChanged: (spaceId) => {
      targets.invalidatePublic();
      targets.notifySpace(spaceId);
    },
    start: async () => {},
    stop: async () => {},
  };
}

/** One NOTIFY's payload: who sent it (replicas skip their own) and what changed. */
interface Message {
  from: string;
  public: boolean;
  spaces: string[];
}

// A NOTIFY payload holds at most 8000 bytes: a space id is 36 characters and a comma.
const SPACES_PER_MESSAGE = 150;
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
  let pendingPublic = false;
  const pendingSpaces = new Set<string>();
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
    const spaces = [...pendingSpaces];
    const messages: Message[] = [];
    for (let start = 0; start < Math.max(1, spaces.length); start += SPACES_PER_MESSAGE) {
      messages.push({
        from: self,
        public: pendingPublic,
        spaces: spaces.slice(start, start + SPACES_PER_MESSAGE),
      });
    }
    pendingPublic = false;
    pendingSpaces.clear();
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
    if (message.public || message.spaces.length > 0) targets.invalidatePublic();
    for (const spaceId of message.spaces) targets.notifySpace(spaceId);
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
      targets.invalidatePublic();
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
    publicChanged: () => {
      targets.invalidatePublic();
      pendingPublic = true;
      queue();
    },
    spaceChanged: (spaceId) => {
      targets.invalidatePublic();
      targets.notifySpace(spaceId);
      pendingSpaces.add(spaceId);
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
