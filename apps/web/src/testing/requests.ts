import { http } from '@lense/api-client/mocks';
import type { MockHandlers } from './mockClient';

/** One msw handler as the client's mocks take it. */
export type MockHandler = NonNullable<MockHandlers>[number];

/** A request the client sent: method, API path (without '/api'), query string and JSON body. */
export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * Records every request to the API, then lets the next handlers (overrides, then the populated mocks)
 * answer it. Put it first in `handlers`.
 */
export function recordRequests(): { handler: MockHandler; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const handler = http.all('*/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    requests.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      search: url.search,
      body,
    });
    return undefined;
  });
  return { handler: handler, requests };
}

/**
 * Holds the requests of `method path` until `release()` is called; then the next handlers answer them
 * (a call still running, then finished).
 */
export function holdRequests(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = http[method](`*/api${path}`, async () => {
    await gate;
    return undefined;
  });
  return { handler: handler, release };
}
