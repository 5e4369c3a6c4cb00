/**
 * Which published site a page's host may name, read as the web app reads it (apps/web/src/lib/siteHost.ts):
 * a site `x` is served at `x.{app host}`, and `x.localhost` always names site x. The server only uses this
 * to choose a page's preload hints; whether the site exists is the API's answer.
 */

// A site name is one DNS label: letters, digits and inner hyphens.
const SITE_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
// Subdomains that stay the app.
const APP_SUBDOMAINS = new Set(['www']);

/** `host` without its port, lower-cased, without a trailing dot. */
function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : trimmed.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

/** The site label of `host` under `appHost`, or null when the host is the app or outside it. */
function siteLabel(host: string, appHost: string): string | null {
  const hostname = hostnameOf(host);
  const base = hostnameOf(appHost);
  if (base === '' || hostname === base || !hostname.endsWith(`.${base}`)) return null;
  const label = hostname.slice(0, -(base.length + 1));
  if (label.includes('.') || APP_SUBDOMAINS.has(label) || !SITE_LABEL.test(label)) return null;
  return label;
}

/**
 * The site name `host` would name under one of `appHosts` (the deployment's app host, as the page or the
 * public address gives it) or under `localhost`; null for the app itself.
 */
export function siteNameForHost(host: string | undefined, appHosts: readonly string[]): string | null {
  if (!host) return null;
  for (const appHost of [...appHosts, 'localhost']) {
    const label = siteLabel(host, appHost);
    if (label) return label;
  }
  return null;
}
