import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ObjectStorage } from '../storage/index.ts';
import type { Watermarker } from './watermark.ts';
import { watermarkRoutes } from './watermark-routes.ts';

/** Settings of {@link buildWatermarkApp}. */
export interface WatermarkAppOptions {
  /** Where photos and watermarks are read from. */
  storage: Pick<ObjectStorage, 'getStream'>;
  /** The renderer (concurrency and cache live there). */
  watermarker: Watermarker;
  /** Origin allowed to call the service from a browser (`*` for any); no CORS headers when unset. */
  corsOrigin?: string | undefined;
  /** Fastify logger setting. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The watermark service as its own Fastify app: `POST /watermark`, `GET /health`, and CORS for the web
 * app's origin (the browser calls this service directly).
 */
export function buildWatermarkApp(options: WatermarkAppOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  const origin = options.corsOrigin;
  if (origin) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'origin');
      if (request.method === 'OPTIONS') {
        reply.header('access-control-allow-methods', 'POST, OPTIONS');
        reply.header('access-control-allow-headers', 'content-type, authorization');
        reply.header('access-control-max-age', '600');
        return reply.code(204).send();
      }
    });
    // Preflights for any path reach the hook above.
    app.options('*', async (_request, reply) => reply.code(204).send());
  }
  app.get('/health', async () => ({ status: 'ok' }));
  app.register(watermarkRoutes(options.watermarker, options.storage));
  return app;
}
