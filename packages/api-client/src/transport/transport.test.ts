import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SESSION, type Session } from '../session/session';
import { ApiError, RequestTimeoutError } from './errors';
import { createTransport, tokenFromAuthorizationHeader } from './transport';

const API = 'https://api.lense.test';
const server = setupServer();
const user = {
  id: '1',
  first_name: 'Ada',
  last_name: 'L',
  email: 'a@b.co',
  accepted_terms_of_service: true,
  profile_picture_url: null,
  confirmed: true,
  locale: 'en' as const,
};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function fakeSession(initial: Partial<Session> = {}) {
  let current: Session = { ...EMPTY_SESSION, ...initial };
  return {
    getSnapshot: () => current,
    setToken: vi.fn((token: string) => {
      current = { ...current, token };
    }),
    resetSession: vi.fn((address: string) => {
      current = { ...current, user: null, token: null, profile_picture_url: null, open_on_login: address };
    }),
  };
}

let session: ReturnType<typeof fakeSession>;
beforeEach(() => {
  session = fakeSession({ user, token: 'stored-token' });
});

describe('createTransport', () => {
  it('sends the stored token as a Bearer Authorization header and parses JSON', async () => {
    let seen: string | null = null;
    server.use(
      http.get(`${API}/spaces`, ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({ data: [{ id: 's1' }] });
      }),
    );
    const transport = createTransport({ baseUrl: API, session });
    await expect(transport.request('GET', '/spaces')).resolves.toEqual({ data: [{ id: 's1' }] });
    expect(seen).toBe('Bearer stored-token');
  });

  it('sends no Authorization header without a token', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.get(`${API}/discover`, ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await createTransport({ baseUrl: API, session: fakeSession() }).request('GET', '/discover');
    expect(seen).toBeNull();
  });

  it('sends bodies as JSON and the query in the URL', async () => {
    let received: { body: unknown; type: string | null; url: string } | undefined;
    server.use(
      http.post(`${API}/login`, async ({ request }) => {
        received = {
          body: await request.json(),
          type: request.headers.get('Content-Type'),
          url: request.url,
        };
        return HttpResponse.json({ user, status: 'ok' });
      }),
    );
    const transport = createTransport({ baseUrl: API, session });
    await transport.request('POST', '/login', {
      body: { user: { email: 'a@b.co', password: 'pw' } },
      query: { remember: true },
    });
    expect(received).toEqual({
      body: { user: { email: 'a@b.co', password: 'pw' } },
      type: 'application/json',
      url: `${API}/login?remember=true`,
    });
  });

  it('replaces the stored token with one from the response Authorization header', async () => {
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json({ user }, { headers: { Authorization: 'Bearer fresh-token' } }),
      ),
      http.get(`${API}/me`, ({ request }) =>
        HttpResponse.json({ auth: request.headers.get('Authorization') }),
      ),
    );
    const transport = createTransport({ baseUrl: API, session });
    await transport.request('POST', '/login', { body: {} });
    expect(session.setToken).toHaveBeenCalledWith('fresh-token');
    await expect(transport.request('GET', '/me')).resolves.toEqual({ auth: 'Bearer fresh-token' });
  });

  it('leaves the token alone when the response carries none', async () => {
    server.use(http.get(`${API}/spaces`, () => HttpResponse.json({})));
    await createTransport({ baseUrl: API, session }).request('GET', '/spaces');
    expect(session.setToken).not.toHaveBeenCalled();
  });

  it("fails with 'Request timed out' after the time-out", async () => {
    server.use(
      http.get(`${API}/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const transport = createTransport({ baseUrl: API, session, timeoutMs: 50 });
    const error = await transport.request('GET', '/slow').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).error).toBe('Request timed out');
    expect((error as ApiError).status).toBe(0);
  });

  it('times out after 60000 ms by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let sent = false;
      const never = vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_, reject) => {
            sent = true;
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const pending = createTransport({ baseUrl: API, session, fetch: never }).request('GET', '/spaces');
      const settled = pending.catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(59_999);
      expect(sent).toBe(true);
      let done = false;
      void settled.then(() => {
        done = true;
      });
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled).toBeInstanceOf(RequestTimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it("passes the caller's abort on unchanged, not as a time-out", async () => {
    server.use(
      http.get(`${API}/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = createTransport({ baseUrl: API, session }).request('GET', '/slow', {
      signal: controller.signal,
    });
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('does not send a call whose signal is already aborted', async () => {
    const fetchSpy = vi.fn();
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(
      createTransport({ baseUrl: API, session, fetch: fetchSpy }).request('GET', '/x', {
        signal: controller.signal,
      }),
    ).rejects.toThrow('gone');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each(['revoked token', 'nil user'])(
    "clears the session on 401 '%s' and passes the error on",
    async (message) => {
      server.use(http.get(`${API}/spaces`, () => HttpResponse.json({ error: message }, { status: 401 })));
      const onUnauthorized = vi.fn();
      const transport = createTransport({
        baseUrl: API,
        session,
        onUnauthorized,
        currentAddress: () => 'https://lense.test/spaces/4/view?x=1',
      });
      const error = await transport.request('GET', '/spaces').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
      expect((error as ApiError).error).toBe(message);
      expect(session.resetSession).toHaveBeenCalledWith('https://lense.test/spaces/4/view?x=1');
      expect(session.getSnapshot().token).toBeNull();
      expect(onUnauthorized).toHaveBeenCalledWith(error);
    },
  );

  it('keeps the session on any other 401 and passes the error on', async () => {
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    const onUnauthorized = vi.fn();
    const transport = createTransport({ baseUrl: API, session, onUnauthorized });
    await expect(transport.request('POST', '/login', { body: {} })).rejects.toMatchObject({
      status: 401,
      error: 'Invalid email or password',
    });
    expect(session.resetSession).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("turns other non-OK responses into an ApiError with the server's error", async () => {
    server.use(
      http.post(`${API}/collections`, () =>
        HttpResponse.json({ error: 'Collection with that name already exists' }, { status: 422 }),
      ),
    );
    const error = await createTransport({ baseUrl: API, session })
      .request('POST', '/collections', { body: { name: 'x' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      error: 'Collection with that name already exists',
      message: 'Collection with that name already exists',
      body: { error: 'Collection with that name already exists' },
    });
  });

  it('gives a sensible message for a non-JSON error body', async () => {
    server.use(
      http.get(`${API}/spaces`, () =>
        HttpResponse.text('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    await expect(createTransport({ baseUrl: API, session }).request('GET', '/spaces')).rejects.toMatchObject({
      status: 502,
      error: 'Request failed with status 502 (Bad Gateway)',
      body: '<html>Bad gateway</html>',
    });
  });

  it('gives a sensible message for a JSON content type with a broken body', async () => {
    server.use(
      http.get(
        `${API}/spaces`,
        () => new HttpResponse('{not json', { status: 500, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(createTransport({ baseUrl: API, session }).request('GET', '/spaces')).rejects.toMatchObject({
      status: 500,
      error: 'Request failed with status 500 (Internal Server Error)',
    });
  });

  it('resolves undefined for an empty response', async () => {
    server.use(http.delete(`${API}/spaces/1`, () => new HttpResponse(null, { status: 204 })));
    await expect(
      createTransport({ baseUrl: API, session }).request('DELETE', '/spaces/1'),
    ).resolves.toBeUndefined();
  });

  it('wraps a network failure in an ApiError with status 0', async () => {
    server.use(http.get(`${API}/spaces`, () => HttpResponse.error()));
    await expect(createTransport({ baseUrl: API, session }).request('GET', '/spaces')).rejects.toMatchObject({
      name: 'NetworkError',
      status: 0,
    });
  });

  it('resolves a base path against the current page', async () => {
    let url = '';
    server.use(
      http.get(`${window.location.origin}/api/spaces`, ({ request }) => {
        url = request.url;
        return HttpResponse.json([]);
      }),
    );
    await createTransport({ baseUrl: '/api', session }).request('GET', '/spaces', { query: { page: 1 } });
    expect(url).toBe(`${window.location.origin}/api/spaces?page=1`);
  });

  it('sends FormData untouched', async () => {
    let type: string | null = null;
    server.use(
      http.post(`${API}/upload`, ({ request }) => {
        type = request.headers.get('Content-Type');
        return HttpResponse.json({});
      }),
    );
    const form = new FormData();
    form.set('a', 'b');
    await createTransport({ baseUrl: API, session }).request('POST', '/upload', { body: form });
    expect(type).not.toBe('application/json');
  });
});

describe('tokenFromAuthorizationHeader', () => {
  it('strips the Bearer scheme', () => {
    expect(tokenFromAuthorizationHeader('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromAuthorizationHeader('bearer  abc')).toBe('abc');
    expect(tokenFromAuthorizationHeader('abc')).toBe('abc');
    expect(tokenFromAuthorizationHeader('Bearer ')).toBeUndefined();
    expect(tokenFromAuthorizationHeader(null)).toBeUndefined();
  });
});
