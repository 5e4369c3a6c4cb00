import {
  createSessionStore,
  isSessionActive,
  type Session,
  type SessionStore,
  startSessionWatch,
} from '@lense/api-client';
import { useLenseClient, useSession } from '@lense/api-client/hooks';
import { useEffect } from 'react';

// The session lives in one place: the store of the app's client (`LenseClientProvider`). Screens read
// it with `useSession` from '@lense/api-client/hooks'; these helpers only add what the app needs on top.

/** The session store of the app's client (for updates: login, logout, reset). */
export function useSessionStore(): SessionStore {
  return useLenseClient().session;
}

/** Whether the visitor is signed in (token present, not expired, user known). */
export function useSignedIn(): boolean {
  return isSessionActive(useSession());
}

/** Watches the client's session for expiry (every 60 s) while mounted. */
export function useSessionWatch(): void {
  const store = useSessionStore();
  useEffect(() => startSessionWatch({ store }), [store]);
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
