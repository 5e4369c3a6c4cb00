import { decodeSession, encodeSession } from './encoding';
import { EMPTY_SESSION, resetSessionState, type Session } from './session';

/** The part of the Web Storage API the session store needs. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Key of the session in local storage. */
export const SESSION_STORAGE_KEY = 'lense.session';

/** Options of {@link createSessionStore}. */
export interface SessionStoreOptions {
  /** Where the encoded session lives; defaults to `localStorage` (memory when there is none). */
  storage?: SessionStorageLike | undefined;
  /** Storage key; defaults to {@link SESSION_STORAGE_KEY}. */
  key?: string | undefined;
  /** Window whose `storage` events keep tabs in step; defaults to the global window when there is one. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null | undefined;
}

/**
 * The session, persisted and observable. `subscribe` and `getSnapshot` fit React's
 * `useSyncExternalStore`; the snapshot object only changes when the session does.
 */
export interface SessionStore {
  /** The current session (same object until it changes). */
  getSnapshot(): Session;
  /** The session during server rendering: always signed out. */
  getServerSnapshot(): Session;
  /** Calls `listener` after every change, this tab's or (through `storage` events) another's. */
  subscribe(listener: () => void): () => void;
  /** Merges fields into the session (e.g. after login: user, token, picture). */
  update(changes: Partial<Session>): void;
  /** Replaces the stored token (a new token from a response's Authorization header). */
  setToken(token: string): void;
  /** Clears user, token and picture and remembers `currentAddress` minus host for after login. */
  resetSession(currentAddress: string): void;
  /** Forgets the session entirely (logout): storage entry removed, back to the empty session. */
  clear(): void;
}

function memoryStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function defaultStorage(): SessionStorageLike {
  try {
    if (globalThis.localStorage) return globalThis.localStorage;
  } catch {
    // Access to localStorage throws when storage is disabled; keep the session in memory then.
  }
  return memoryStorage();
}

/** Creates a session store backed by (by default) `localStorage`, holding the session base64-encoded. */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? defaultStorage();
  const key = options.key ?? SESSION_STORAGE_KEY;
  const eventTarget =
    options.eventTarget === undefined ? (typeof window === 'undefined' ? null : window) : options.eventTarget;
  const listeners = new Set<() => void>();

  const read = (): Session => {
    try {
      return decodeSession(storage.getItem(key));
    } catch {
      return EMPTY_SESSION;
    }
  };

  let snapshot = read();

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const write = (next: Session) => {
    snapshot = next;
    try {
      storage.setItem(key, encodeSession(next));
    } catch {
      // Quota or privacy errors: the session still lives in memory for this tab.
    }
    notify();
  };

  const onStorage = (event: Event) => {
    const storageEvent = event as StorageEvent;
    if (storageEvent.key !== key && storageEvent.key !== null) return;
    snapshot = read();
    notify();
  };

  return {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => EMPTY_SESSION,
    subscribe(listener) {
      if (listeners.size === 0) eventTarget?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) eventTarget?.removeEventListener('storage', onStorage);
      };
    },
    update: (changes) => write({ ...snapshot, ...changes }),
    setToken(token) {
      if (token && token !== snapshot.token) write({ ...snapshot, token });
    },
    resetSession: (currentAddress) => write(resetSessionState(snapshot, currentAddress)),
    clear() {
      snapshot = EMPTY_SESSION;
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored to remove.
      }
      notify();
    },
  };
}
