import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { StorageError } from './errors.ts';

/**
 * Fastify error handler answering JSON `{ error }`: storage errors with their status, validation and
 * other client errors with theirs, an error carrying `retryAfterSeconds` (the server declining for now, e.g.
 * a 503 while image checks queue) with its status, message and `Retry-After`, anything else as a bare 500
 * (no stack leaves the server).
 */
export function jsonErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof StorageError) {
    reply.code(error.status).send({ error: error.message });
    return;
  }
  const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  if (typeof retryAfter === 'number' && error.statusCode) {
    reply.code(error.statusCode).header('retry-after', String(retryAfter)).send({ error: error.message });
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error(error);
    reply.code(500).send({ error: 'Internal server error' });
    return;
  }
  reply.code(status).send({ error: error.message });
}
