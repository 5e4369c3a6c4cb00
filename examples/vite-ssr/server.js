// The page's server: renders the app to HTML for every page request and serves the browser's bundle.
// `node server.js` serves the build (`pnpm build` first); `node server.js --dev` runs Vite in middleware
// mode instead, rendering the sources with hot reload.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 5173);

const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Answers a file of the client build under /assets/, or false when there is none. */
async function serveAsset(url, response) {
  if (!url.startsWith('/assets/')) return false;
  const path = normalize(join(root, 'dist/client', url));
  if (!path.startsWith(join(root, 'dist/client/assets'))) return false;
  try {
    const body = await readFile(path);
    response.writeHead(200, {
      'content-type': types[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    response.end(body);
    return true;
  } catch {
    return false;
  }
}

/** index.html with the rendered page and its style tags in place of the two markers. */
function page(template, { html, head }) {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

async function productionHandler() {
  const template = await readFile(join(root, 'dist/client/index.html'), 'utf8');
  const { render } = await import('./dist/server/entry-server.js');
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (await serveAsset(url, response)) return;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page(template, render()));
  };
}

async function devHandler() {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ root, server: { middlewareMode: true }, appType: 'custom' });
  return (request, response) =>
    vite.middlewares(request, response, async () => {
      try {
        const url = request.originalUrl ?? request.url ?? '/';
        const template = await vite.transformIndexHtml(url, await readFile(join(root, 'index.html'), 'utf8'));
        const { render } = await vite.ssrLoadModule('/src/entry-server.tsx');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(page(template, render()));
      } catch (error) {
        vite.ssrFixStacktrace(error);
        console.error(error);
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      }
    });
}

const handler = dev ? await devHandler() : await productionHandler();
const server = createServer(handler);
server.listen(port, '127.0.0.1', () => {
  console.log(`Listening on http://localhost:${server.address().port}`);
});
