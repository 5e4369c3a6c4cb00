import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from './content-disposition.ts';
import { jsonErrorHandler } from './error-reply.ts';
import { StorageTooLargeError } from './errors.ts';
import type { LocalDiskStorage } from './local-disk.ts';
import { detachedBody } from './request-body.ts';
import { verifySignedRequest } from './signing.ts';

/** Options of {@link localStorageRoutes}. */
export interface LocalStorageRoutesOptions {
  /** Path prefix of the routes; defaults to the storage's `routePrefix` (`/storage`). */
  prefix?: string;
  /**
   * Runs after an upload is stored and before it is acknowledged (e.g. to verify the bytes and publish
   * the photo). A throw answers with its status (`statusCode`) and message instead of 204.
   */
  onStored?: (key: string) => Promise<void>;
}

function fail(reply: FastifyReply, status: number, error: string): FastifyReply {
  return reply.code(status).send({ error });
}

/**
 * A Fastify plugin serving the signed URLs of a {@link LocalDiskStorage}: `PUT <prefix>/<key>` streams an
 * upload (or one part of a resumable upload, answered with its `ETag`) to disk (403 bad or expired signature, 415 wrong content type, 413 over the signed size) and
 * `GET <prefix>/<key>` streams the object back. Register it with `app.register(localStorageRoutes(storage))`.
 */
export function localStorageRoutes(
  storage: LocalDiskStorage,
  options: LocalStorageRoutesOptions = {},
): FastifyPluginAsync {
  const prefix = (options.prefix ?? storage.routePrefix).replace(/\/+$/, '');
  return async (app: FastifyInstance) => {
    // Bodies are streamed by the handler, never parsed or buffered by Fastify.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    app.setErrorHandler(jsonErrorHandler);

    app.put(`${prefix}/*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const check = verifySignedRequest(storage.secrets, {
        method: 'PUT',
        key,
        query: request.query as Record<string, unknown>,
        contentType: request.headers['content-type'],
      });
      if (!check.ok) return fail(reply, check.status, check.error);
      const maxBytes = check.fields.maxBytes ?? Number.POSITIVE_INFINITY;
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > maxBytes) {
        reply.header('connection', 'close');
        return fail(reply, 413, new StorageTooLargeError(maxBytes).message);
      }
      const part = check.fields.part;
      try {
        if (part) {
          // One part of a resumable upload: stored beside the others until the upload is completed.
          const etag = await storage.putPart(
            key,
            part.uploadId,
            part.partNumber,
            detachedBody(request.raw),
            maxBytes,
          );
          return reply.code(200).header('etag', `"${etag}"`).send();
        }
        await storage.put(key, detachedBody(request.raw), check.fields.contentType, { maxBytes });
      } catch (error) {
        if (error instanceof StorageTooLargeError) reply.header('connection', 'close');
        throw error;
      }
      if (options.onStored) await options.onStored(key);
      return reply.code(204).send();
    });

    const download = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = (request.params as { '*': string })['*'];
      const check = verifySignedRequest(storage.secrets, {
        method: request.method,
        key,
        query: request.query as Record<string, unknown>,
      });
      if (!check.ok) return fail(reply, check.status, check.error);
      const info = await storage.head(key);
      reply.header('content-type', info.contentType);
      reply.header('content-length', info.size);
      reply.header('last-modified', info.lastModified.toUTCString());
      reply.header('cache-control', 'private, no-cache');
      // Served from the API's origin: never let a stored file be sniffed or run as a page.
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      if (check.fields.downloadName !== undefined) {
        reply.header('content-disposition', attachmentDisposition(check.fields.downloadName));
      }
      if (request.method === 'HEAD') return reply.send();
      return reply.send(await storage.getStream(key));
    };
    // An explicit HEAD route: the automatic one would read the whole file to discard it.
    app.get(`${prefix}/*`, { exposeHeadRoute: false }, download);
    app.head(`${prefix}/*`, download);
  };
}
