import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { compress, preferredCoding } from '../http/content-coding.ts';
import { firstViewHints } from './first-view-hints.ts';
import type { ViteManifest } from './route-chunks.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from `config.webDist`: its files as they are, and `index.html` for any other
 * GET that accepts HTML outside the API (the app's client-side routes), with preload hints for the first
 * screen of photo pages and published sites. API paths keep their JSON 404.
 */
export async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const root = config.webDist as string;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    serve: true,
    // The build writes .br and .gz copies beside its files; they are sent to clients that accept them.
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Vite names every asset by its content hash: a cached copy never goes stale.
      if (path.includes(`${sep}assets${sep}`)) reply.header('cache-control', IMMUTABLE);
    },
  });
  const page = readFileSync(join(root, 'index.html'), 'utf8');
  const manifestFile = join(root, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : null;
  // Sites live at `{name}.{app host}`: the host the page declares for the web app, else the public address's.
  const declaredHost = /<meta name="lense-app-host" content="([^"]+)"/.exec(page)?.[1];
  const publicHost = URL.canParse(config.publicUrl) ? new URL(config.publicUrl).host : undefined;
  const appHosts = [declaredHost, publicHost].filter((host) => host !== undefined);
  const hintsFor = firstViewHints(app, config.apiBase, manifest, appHosts);
  const apiPrefix = `${config.apiBase}/`;
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = config.apiBase !== '' && (path === config.apiBase || path.startsWith(apiPrefix));
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    if (isApi || !acceptsHtml) {
      return reply.status(404).send({ error: `route ${request.method} ${path} not found` });
    }
    const hints = await hintsFor(path, request.headers.host);
    const html = Buffer.from(hints ? page.replace('</head>', `${hints}</head>`) : page);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const coding = preferredCoding(request.headers['accept-encoding']);
    return coding ? reply.header('content-encoding', coding).send(compress(html, coding)) : reply.send(html);
  });
}
