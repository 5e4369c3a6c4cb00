import { createLenseClient, DEFAULT_API_BASE, type LenseClient, type SessionStore } from '@lense/api-client';

/** The typed client of the API that serves this app, sending and refreshing the session's token. */
export function createAppClient(session: SessionStore, baseUrl = DEFAULT_API_BASE): LenseClient {
  return createLenseClient({ baseUrl, session });
}
