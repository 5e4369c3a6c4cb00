import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** The answer to a request carrying a NUL character. */
export const NUL_IN_INPUT = 'invalid value: text must not contain NUL characters';

/** Whether any string in a parsed value (any depth, keys too) holds a NUL character. Iterative: deep input can't overflow the stack. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold NUL, and a NUL reaching a query is a server error. No text the product stores
 * or searches has a use for it, so every request carrying one in its path, query or body is refused with a
 * 400 before any route sees it.
 */
export function refuseNulInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
      throw new HttpError(400, NUL_IN_INPUT);
  });
}
