import { createLenseClient, type LenseClient, type SessionStore } from '@lense/api-client';
import { createMockFetch } from '@lense/api-client/mocks';

/** msw handlers, as the client's mocks take them. */
export type MockHandlers = Parameters<typeof createMockFetch>[0];

/**
 * A client whose requests are answered in-process by msw handlers: `handlers` first (a story's or a
 * test's overrides), then every endpoint's populated mock. The base is absolute, so requests resolve
 * the same in jsdom and in the browser.
 */
export function createMockClient(session: SessionStore, handlers?: MockHandlers): LenseClient {
  return createLenseClient({ baseUrl: 'http://lense.test/api', session, fetch: createMockFetch(handlers) });
}
