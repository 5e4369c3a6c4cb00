import { MESSAGES } from '../messages';

/**
 * A failed call to the API. `status` is the HTTP status (0 when no response arrived) and `error` the
 * server's `error` string, or a client-side description when the server sent none.
 */
export class ApiError extends Error {
  /** HTTP status of the response; 0 when there was no response (time-out, network failure). */
  readonly status: number;
  /** The server's `error` string, or a client-side description. */
  readonly error: string;
  /** The parsed response body, when there was one. */
  readonly body: unknown;
  /** Seconds the server asked to wait before trying again (`Retry-After` of a 429 or 503), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    error: string,
    options: {
      body?: unknown | undefined;
      cause?: unknown | undefined;
      retryAfterSeconds?: number | null | undefined;
    } = {},
  ) {
    super(error, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.body = options.body;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

/** The API did not answer within the time-out. Its `error` is 'Request timed out'. */
export class RequestTimeoutError extends ApiError {
  constructor() {
    super(0, MESSAGES.requestTimedOut);
    this.name = 'RequestTimeoutError';
  }
}

/** No response at all (offline, DNS, CORS refusal). */
export class NetworkError extends ApiError {
  constructor(cause: unknown) {
    super(0, 'Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** Whether a value is an {@link ApiError} (for narrowing `error` from a hook or a catch). */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The error for a non-OK response: the body's string `error` field when there is one, otherwise a
 * description from the status ('Request failed with status 502 (Bad Gateway)'), with the delay its
 * `Retry-After` header asks for.
 */
export function errorFromResponse(
  status: number,
  statusText: string,
  body: unknown,
  retryAfter: string | null = null,
): ApiError {
  const serverError =
    body && typeof body === 'object' && typeof (body as { error?: unknown | undefined }).error === 'string'
      ? (body as { error: string }).error
      : undefined;
  const described = `Request failed with status ${status}${statusText ? ` (${statusText})` : ''}`;
  // Only the delay-seconds form: the API never sends a date.
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  return new ApiError(status, serverError || described, { body, retryAfterSeconds: seconds });
}
