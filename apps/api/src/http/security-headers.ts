import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Origins other than our own that the web app loads images from and uploads to (object storage, a CDN). */
export function storageOrigins(config: Config): string[] {
  const origins = new Set<string>();
  const add = (url: string | undefined) => {
    if (!url) return;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  };
  add(config.storage?.publicUrl ?? config.publicUrl);
  add(config.cdnUrl ?? undefined);
  const s3 = config.storage?.s3;
  if (s3) {
    if (s3.endpoint) add(s3.endpoint);
    // Virtual-hosted buckets on AWS: presigned URLs name the bucket's own host.
    else origins.add('https://*.amazonaws.com');
  }
  return [...origins];
}

/**
 * The policy of the web app's pages: scripts from our origin only (no inline script, no eval), so injected
 * markup cannot run; styles inline too (styled-components writes style tags); images from anywhere secure
 * (banners may be any https URL), data and blob URLs (previews of files being uploaded); requests to our
 * origin and the storage's; never framed, no plugins, no base or form hijacking.
 */
export function appContentSecurityPolicy(config: Config): string {
  const storage = storageOrigins(config).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${storage}`,
    "font-src 'self' data:",
    `connect-src 'self' ${storage}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of every answer that is not a page: nothing in it may load or run, even if opened as one. */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const ONE_YEAR = 31_536_000;

/**
 * Sets the security headers on every answer (pages, JSON, errors, static files): a Content-Security-Policy
 * (the app's for HTML, a deny-all one for the rest, unless a route set its own), no MIME sniffing, no
 * framing, a referrer that never carries a path (signed URLs) to another origin, a window of our own, and
 * HSTS when the request came over TLS (directly or through a trusted proxy's X-Forwarded-Proto).
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const appPolicy = appContentSecurityPolicy(config);
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header(
        'content-security-policy',
        type.startsWith('text/html') ? appPolicy : DATA_CONTENT_SECURITY_POLICY,
      );
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${ONE_YEAR}`);
    done(null, payload);
  });
}
