import {
  createSessionStore,
  isSessionActive,
  type Session,
  type SessionStore,
  startSessionWatch,
} from '@lense/api-client';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';

const SessionContext = createContext<SessionStore | null>(null);

/** Provides the session store to the app; watches it for expiry (every 60 s) while mounted. */
export function SessionProvider({ store, children }: { store: SessionStore; children?: ReactNode }) {
  useEffect(() => startSessionWatch({ store }), [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

/** The session store (for updates: login, logout, reset). */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
}

/** The current session, re-rendering on every change (this tab's or another's). */
export function useSession(): Session {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** Whether the visitor is signed in (token present, not expired, user known). */
export function useSignedIn(): boolean {
  return isSessionActive(useSession());
}

/** A session store kept in memory (stories and tests). */
export function createMemorySessionStore(initial?: Partial<Session>): SessionStore {
  const items = new Map<string, string>();
  const store = createSessionStore({
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    eventTarget: null,
  });
  if (initial) store.update(initial);
  return store;
}
