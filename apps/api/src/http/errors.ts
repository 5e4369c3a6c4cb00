import type { FastifyError, FastifyInstance } from 'fastify';
import { Type } from 'typebox';

/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Seconds the client should wait before trying again, sent as `Retry-After` (e.g. with a 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(statusCode: number, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.statusCode = statusCode;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.name = 'HttpError';
  }
}

/** The body of every error response. */
export const ErrorBody = Type.Object({ error: Type.String() }, { $id: 'Error', description: 'An error.' });

/** Response schemas for the usual error statuses, to spread into a route's `response`. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, Type.Ref('Error')]));

const PG_UNIQUE = '23505';
const PG_FK = '23503';
const PG_CHECK = '23514';
const PG_INVALID_TEXT = '22P02';
// NUL in text (22021) or a character the database's encoding cannot hold (22P05).
const PG_BAD_CHARACTERS = new Set(['22021', '22P05']);
const PG_OUT_OF_RANGE = new Set(['22003', '22008', '22007', '22001']);

/** Maps any thrown value to a status and a message fit for the client. Unknown errors become 500. */
export function toHttpError(error: unknown): { statusCode: number; message: string; internal: boolean } {
  if (error instanceof HttpError)
    return { statusCode: error.statusCode, message: error.message, internal: false };
  const e = error as Partial<FastifyError> & { code?: string; type?: string };
  if (e?.validation) return { statusCode: 400, message: e.message ?? 'invalid request', internal: false };
  if (e?.code === PG_UNIQUE) return { statusCode: 409, message: 'already exists', internal: false };
  if (e?.code === PG_FK)
    return { statusCode: 422, message: 'referenced record does not exist', internal: false };
  if (e?.code === PG_CHECK) return { statusCode: 422, message: 'invalid value', internal: false };
  if (
    e?.code === PG_INVALID_TEXT ||
    (e?.code && (PG_OUT_OF_RANGE.has(e.code) || PG_BAD_CHARACTERS.has(e.code)))
  )
    return { statusCode: 400, message: 'invalid value', internal: false };
  // Fastify's errors carry `statusCode`; storage and image errors carry `status`.
  const declared = e?.statusCode ?? (e as { status?: unknown } | undefined)?.status;
  const status = typeof declared === 'number' ? declared : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong media type, body too large) have safe messages.
    const message =
      e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'invalid JSON body'
        : e.message;
    return { statusCode: status, message: message || 'bad request', internal: false };
  }
  return {
    statusCode: status >= 500 && status < 600 ? status : 500,
    message: 'internal server error',
    internal: true,
  };
}

/** Installs the JSON error and not-found handlers: `{ "error": "..." }`, never a stack trace. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.addSchema(ErrorBody);
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, message, internal } = toHttpError(error);
    if (internal) request.log.error({ err: error }, 'unhandled error');
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(error.retryAfterSeconds));
    if (statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.status(statusCode).type('application/json').send({ error: message });
  });
  app.setNotFoundHandler((request, reply) => {
    return reply
      .status(404)
      .send({ error: `route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
