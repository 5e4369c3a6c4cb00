import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { ChangeRelay } from './change-relay.ts';
import { ChangeRecorder } from './public-changes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What this request's writes changed that visitors see: every successful write declares it (or
     * `nothingPublic()`), and the declarations are applied when the answer is sent.
     */
    changes: ChangeRecorder;
  }
  interface FastifyInstance {
    /** Every write route (any method but GET, HEAD and OPTIONS) registered, with its handler. */
    writeRoutes: readonly WriteRoute[];
  }
}

/** A registered write route. */
export interface WriteRoute {
  method: string;
  url: string;
  handler: (...args: never[]) => unknown;
}

/** What the app does with a successful write that declared nothing. */
export type UndeclaredWrites =
  /** Answer 500 instead (tests: a forgotten declaration fails the test that makes the write). */
  | 'refuse'
  /** Log it and forget every public answer on every replica (production: stale answers are worse). */
  | 'forget-everything';

/** The error a forgetful write answers with when undeclared writes are refused. */
export const UNDECLARED_WRITE = 'this write did not declare what it changed for visitors';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const recorders = new WeakMap<FastifyRequest, ChangeRecorder>();

/** Undeclared writes are refused under a test runner (which sets NODE_ENV), else the safe fallback. */
export const defaultUndeclaredWrites = (): UndeclaredWrites =>
  process.env.NODE_ENV === 'test' ? 'refuse' : 'forget-everything';

/**
 * Gives every request its change recorder (`request.changes`, made on first use) and applies what it
 * declared before the answer leaves, so the writer's next read is fresh; the relay tells the other replicas.
 * A successful write (any method but GET, HEAD and OPTIONS, answered below 400) must have declared
 * something: otherwise `undeclared` decides. Declarations are applied whatever the status: each is made
 * after its write, and a later failure does not undo the write.
 */
export function installChangeDeclarations(
  app: FastifyInstance,
  relay: ChangeRelay,
  undeclared: UndeclaredWrites,
): void {
  const writeRoutes: WriteRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    for (const method of methods)
      if (!READS.has(method)) writeRoutes.push({ method, url: route.url, handler: route.handler });
  });
  app.decorate('writeRoutes', writeRoutes);
  app.decorateRequest('changes', {
    getter(this: FastifyRequest) {
      let recorder = recorders.get(this);
      if (!recorder) {
        recorder = new ChangeRecorder();
        recorders.set(this, recorder);
      }
      return recorder;
    },
  });
  // A callback hook, not an async one: it runs on every answer, and reads (the hot, cached ones) pass
  // straight through without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const recorder = recorders.get(request);
    const changes = recorder?.take() ?? [];
    if (changes.length > 0) relay.publish(changes);
    if (recorder?.declared || READS.has(request.method) || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    if (undeclared === 'refuse') {
      done(new HttpError(500, `${UNDECLARED_WRITE}: ${route}`));
      return;
    }
    request.log.error({ route }, `${UNDECLARED_WRITE}: every public answer is forgotten`);
    relay.publish(['everything']);
    done(null, payload);
  });
}
