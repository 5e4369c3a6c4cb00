import { REQUEST_TIMEOUT_MS } from '../constants';
import { SESSION_ENDING_ERRORS } from '../messages';
import type { SessionStore } from '../session/store';
import { type ApiError, errorFromResponse, NetworkError, RequestTimeoutError } from './errors';
import { buildUrl, type Query } from './url';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Options of one call. */
export interface RequestOptions {
  /** Query parameters. */
  query?: Query | undefined;
  /** Body: plain values are sent as JSON; `FormData`, `Blob`, `URLSearchParams` are sent as they are. */
  body?: unknown | undefined;
  /** Cancels the call; the caller's abort reason is thrown unchanged. */
  signal?: AbortSignal | undefined;
  /** Extra headers. */
  headers?: Record<string, string> | undefined;
  /** Time-out of this call; defaults to the transport's. */
  timeoutMs?: number | undefined;
}

/** Options of {@link createTransport}. */
export interface TransportOptions {
  /** Base URL of the API, absolute or a path on the current host (e.g. '/api'). */
  baseUrl: string;
  /** The session whose token is sent, refreshed and cleared. */
  session: Pick<SessionStore, 'getSnapshot' | 'setToken' | 'resetSession'>;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof fetch | undefined;
  /** Time after which a call fails with 'Request timed out'; defaults to 60000 ms. */
  timeoutMs?: number | undefined;
  /** Called after a 401 'revoked token' or 'nil user' cleared the session (before the error is thrown). */
  onUnauthorized?: ((error: ApiError) => void) | undefined;
  /** The address remembered when the session is reset; defaults to the page's current address. */
  currentAddress?: (() => string) | undefined;
}

/** Sends calls to the API with the session's token; see {@link createTransport}. */
export interface Transport {
  /** Sends a call and resolves with the parsed body; rejects with an {@link ApiError} (or the caller's abort reason). */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
}

const RAW_BODY_TYPES = [
  globalThis.FormData,
  globalThis.Blob,
  globalThis.URLSearchParams,
  globalThis.ArrayBuffer,
  globalThis.ReadableStream,
].filter(Boolean);

const isRawBody = (body: unknown): body is BodyInit =>
  typeof body === 'string' || RAW_BODY_TYPES.some((type) => body instanceof type);

/** The token in an Authorization header value ('Bearer <token>' or the bare token). */
export function tokenFromAuthorizationHeader(value: string | null): string | undefined {
  const token = value?.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

function absolute(url: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? new URL(url, origin).toString() : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!/\bjson\b/i.test(type)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Creates the transport every call of the client goes through:
 * - the stored token is sent as `Authorization: Bearer <token>`, bodies are JSON;
 * - a token in a response's Authorization header replaces the stored one;
 * - no answer within `timeoutMs` (60 s) → {@link RequestTimeoutError} ('Request timed out');
 * - 401 with error 'revoked token' or 'nil user' → the session is reset (remembering the current
 *   address), `onUnauthorized` is called, and the error is thrown;
 * - any other non-OK response → {@link ApiError} with the status and the server's `error` string.
 */
export function createTransport(options: TransportOptions): Transport {
  const {
    baseUrl,
    session,
    timeoutMs: defaultTimeoutMs = REQUEST_TIMEOUT_MS,
    onUnauthorized,
    currentAddress = () => globalThis.location?.href ?? '/',
  } = options;

  async function request<T>(method: HttpMethod, path: string, init: RequestOptions = {}): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const headers = new Headers({ Accept: 'application/json', ...init.headers });
    const token = session.getSnapshot().token;
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (init.body !== undefined) {
      if (isRawBody(init.body)) {
        body = init.body;
      } else {
        body = JSON.stringify(init.body);
        headers.set('Content-Type', 'application/json');
      }
    }

    // One controller aborted by either the caller or the time-out, so fetch sees a single signal.
    const controller = new AbortController();
    let timedOut = false;
    const onCallerAbort = () => controller.abort(init.signal?.reason);
    if (init.signal?.aborted) throw init.signal.reason;
    init.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, init.timeoutMs ?? defaultTimeoutMs);

    try {
      let response: Response;
      try {
        response = await doFetch(absolute(buildUrl(baseUrl, path, init.query)), {
          method,
          headers,
          body,
          signal: controller.signal,
        });
      } catch (cause) {
        if (timedOut) throw new RequestTimeoutError();
        if (init.signal?.aborted) throw init.signal.reason;
        throw new NetworkError(cause);
      }

      const refreshed = tokenFromAuthorizationHeader(response.headers.get('Authorization'));
      if (refreshed) session.setToken(refreshed);

      let parsed: unknown;
      try {
        parsed = await readBody(response);
      } catch (cause) {
        if (timedOut) throw new RequestTimeoutError();
        if (init.signal?.aborted) throw init.signal.reason;
        throw new NetworkError(cause);
      }

      if (response.ok) return parsed as T;

      const error = errorFromResponse(
        response.status,
        response.statusText,
        parsed,
        response.headers.get('Retry-After'),
      );
      if (response.status === 401 && SESSION_ENDING_ERRORS.includes(error.error)) {
        session.resetSession(currentAddress());
        onUnauthorized?.(error);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return { request };
}
