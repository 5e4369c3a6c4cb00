import type { Transport } from '../transport/transport';
import type {
  ApiMethod,
  ApiPath,
  ApiPathParams,
  ApiQuery,
  ApiRequestBody,
  ApiResponse,
  PathsWithMethod,
} from './operations';

/** Per-call options every endpoint function accepts. */
export interface CallOptions {
  /** Cancels the call; the abort reason is thrown unchanged. */
  signal?: AbortSignal | undefined;
  /** Time-out of this call; defaults to the client's (60000 ms). */
  timeoutMs?: number | undefined;
  /** Extra headers. */
  headers?: Record<string, string> | undefined;
}

type Optional<K extends string, T> = [T] extends [never] ? { [_ in K]?: never } : { [_ in K]: T };

/** What a call of `M P` needs: its body, query and path parameters when it has them, and call options. */
export type CallInit<P extends ApiPath, M extends ApiMethod> = CallOptions &
  Optional<'body', ApiRequestBody<P, M>> &
  Optional<'query', ApiQuery<P, M>> &
  Optional<'params', ApiPathParams<P, M>>;

/**
 * Sends the operation `method path` of the document through the transport (so every call gets the
 * token header, token refresh, session-ending 401s, the time-out and {@link ApiError}s) and types its
 * input and answer from the generated schema.
 */
export type Call = <M extends ApiMethod, P extends PathsWithMethod<M>>(
  method: M,
  path: P,
  init?: CallInit<P, M>,
) => Promise<ApiResponse<P, M>>;

/** Replaces `{name}` segments of a document path with the encoded parameter values. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Creates the typed {@link Call} over a transport. */
export function createCall(transport: Transport): Call {
  return (method, path, init) => {
    const { body, query, params, ...options } = (init ?? {}) as CallOptions & {
      body?: unknown | undefined;
      query?: Record<string, string | number | boolean | undefined> | undefined;
      params?: Record<string, string | number> | undefined;
    };
    return transport.request(method.toUpperCase() as Uppercase<ApiMethod>, fillPath(path, params), {
      ...options,
      ...(body === undefined ? {} : { body }),
      ...(query === undefined ? {} : { query }),
    });
  };
}
