import { createLenseClient, DEFAULT_API_BASE, type LenseClient, type SessionStore } from '@lense/api-client';

/**
 * The base of the API that serves this app. Addresses the client cannot fetch for us (an `EventSource`'s)
 * are built on it too.
 */
export const APP_API_BASE = DEFAULT_API_BASE;

/** The typed client of the API that serves this app, sending and refreshing the session's token. */
export function createAppClient(session: SessionStore, baseUrl = APP_API_BASE): LenseClient {
  return createLenseClient({ baseUrl, session });
}
