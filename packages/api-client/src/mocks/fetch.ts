import { getResponse, type RequestHandler } from 'msw';
import { lenseHandlers } from './handlers';

/**
 * A `fetch` answered in-process by msw handlers, with no service worker or server: `handlers` first
 * (overrides), then the populated mock of every endpoint; anything unhandled answers 404. Give it to
 * `createLenseClient({ fetch })` in stories and tests.
 */
export function createMockFetch(handlers: readonly RequestHandler[] = []): typeof fetch {
  const all = [...handlers, ...lenseHandlers()];
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(all, request);
    return response ?? Response.json({ error: 'not found' }, { status: 404 });
  };
}
