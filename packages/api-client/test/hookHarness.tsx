import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { LenseClientProvider } from '../src/hooks/context';
import { createLenseClient, createSessionStore } from '../src/index';
import { fixtures } from '../src/mocks';
import type { SessionStorageLike } from '../src/session/store';

/** The API's address in hook tests; handlers answer under it. */
export const API = 'https://api.lense.test/api';

/**
 * An msw server for a hook test file, listening for the whole file, reset (handlers and rendered hooks)
 * after each test; an unhandled request fails the test.
 */
export function hookTestServer() {
  const server = setupServer();
  // The machine running the suite may be busy: give SWR's fetches time before failing.
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

/** A storage area kept in memory: each one is its own browser. */
export function memoryStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export interface HookSetupOptions {
  /** Signed in as `fixtures.user` (default) or a visitor. */
  signedIn?: boolean | undefined;
  /** The page the client believes it is on (where a 401 sends the visitor back to). */
  address?: string | undefined;
  /** False keeps SWR's default deduping, for tests of what it dedupes. */
  freshReads?: boolean | undefined;
}

/** A client of its own, with a fresh SWR cache, and the wrapper that provides it to `renderHook`. */
export function setupHooks({ signedIn = true, address = '/', freshReads = true }: HookSetupOptions = {}) {
  const session = createSessionStore({ storage: memoryStorage(), eventTarget: null });
  if (signedIn) session.update({ user: fixtures.user, token: fixtures.token });
  const client = createLenseClient({ baseUrl: API, session, currentAddress: () => address });
  const cache = new Map<string, { data?: unknown | undefined }>();
  const swr = freshReads ? { provider: () => cache, dedupingInterval: 0 } : { provider: () => cache };
  const wrapper = ({ children }: { children?: ReactNode | undefined }) => (
    <LenseClientProvider client={client} swr={swr}>
      {children}
    </LenseClientProvider>
  );
  return { client, session, cache, wrapper };
}
