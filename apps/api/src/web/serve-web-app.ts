import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { compress, preferredCoding } from '../http/content-coding.ts';
import { firstViewHints } from './first-view-hints.ts';
import { linkPreviews, linkPreviewTags } from './link-previews.ts';
import { pageWithPreview } from './page-with-preview.ts';
import { publicAnswers } from './public-answers.ts';
import type { ViteManifest } from './route-chunks.ts';
import { siteNameForHost } from './site-host.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The product's name, after a page's own in its title, as the web app writes it.
const PRODUCT_NAME = 'Lense';

/**
 * Serves the built web app from `config.webDist`: its files as they are, and `index.html` for any other
 * GET that accepts HTML outside the API (the app's client-side routes), with preload hints for the first
 * screen of photo pages and published sites, and the title and link-preview tags of a shared event, site or
 * photo. API paths keep their JSON 404.
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
  const hintsFor = firstViewHints(config.apiBase, manifest);
  const previewOf = linkPreviews(config.apiBase);
  const publicOrigin = URL.canParse(config.publicUrl) ? new URL(config.publicUrl) : null;
  const apiPrefix = `${config.apiBase}/`;
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = config.apiBase !== '' && (path === config.apiBase || path.startsWith(apiPrefix));
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    if (isApi || !acceptsHtml) {
      return reply.status(404).send({ error: `route ${request.method} ${path} not found` });
    }
    // A site's address shows the site whatever its path, never the app's pages.
    const siteName = siteNameForHost(request.headers.host, appHosts);
    const answerOf = publicAnswers(app);
    const query = new URLSearchParams(request.url.slice(path.length + 1));
    const [hints, preview] = await Promise.all([
      hintsFor(path, siteName, answerOf),
      previewOf(path, query, siteName, answerOf),
    ]);
    // A site's own host (its name already checked), else the app's public address.
    const origin =
      siteName && publicOrigin ? `${publicOrigin.protocol}//${request.headers.host}` : config.publicUrl;
    // Joined, not resolved: a path starting with '//' must not name another host.
    const tags = preview
      ? linkPreviewTags(preview, new URL(`${origin}${request.url}`).href, PRODUCT_NAME)
      : '';
    const html = Buffer.from(pageWithPreview(page, preview?.title ?? null, `${tags}${hints}`, PRODUCT_NAME));
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const coding = preferredCoding(request.headers['accept-encoding']);
    return coding ? reply.header('content-encoding', coding).send(compress(html, coding)) : reply.send(html);
  });
}
