/**
 * Where the app lives and where published sites live: a site named `x` is served at `x.{app host}`.
 * The app host comes from `<meta name="lense-app-host" content="lense.co.ke">` in the served page, else
 * from `VITE_APP_HOST` at build time, else it is `localhost` (development: `x.localhost` is site x).
 */

/** The app host used when none is configured. */
export const DEFAULT_APP_HOST = 'localhost';

/** Name of the `<meta>` element that may carry the app host. */
export const APP_HOST_META = 'lense-app-host';

// A site name is one DNS label: letters, digits and inner hyphens (lower-cased by the API).
const SITE_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Subdomains that stay the app (e.g. `www.lense.co.ke`). */
const APP_SUBDOMAINS: ReadonlySet<string> = new Set(['www']);

/** `host` without its port, lower-cased, without a trailing dot ('Lense.co.ke:8080' → 'lense.co.ke'). */
export function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  // An IPv6 literal keeps its brackets; anything after the last ':' outside them is a port.
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : trimmed.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

/**
 * The published site a host names, or `null` when the host is the app itself.
 * `siteNameForHost('ada.lense.co.ke', 'lense.co.ke')` → 'ada'; the bare app host, `www.`, hosts
 * outside the app host, deeper subdomains (`a.b.lense.co.ke`) and labels that cannot be site names
 * give `null`. Ports are ignored on both sides.
 */
export function siteNameForHost(host: string, appHost: string = DEFAULT_APP_HOST): string | null {
  const hostname = hostnameOf(host);
  const base = hostnameOf(appHost);
  if (base === '' || hostname === base || !hostname.endsWith(`.${base}`)) return null;
  const label = hostname.slice(0, -(base.length + 1));
  if (label.includes('.') || APP_SUBDOMAINS.has(label) || !SITE_LABEL.test(label)) return null;
  return label;
}

/** The configured app host: the `<meta>` element's content, else `VITE_APP_HOST`, else `undefined`. */
export function configuredAppHost(doc: Document | undefined = globalThis.document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[name="${APP_HOST_META}"]`)?.content.trim();
  if (meta) return meta;
  const env = (import.meta.env.VITE_APP_HOST as string | undefined)?.trim();
  return env || undefined;
}

/**
 * The host sites are published under, as shown on site cards (`{name}.{host}`): the configured app host,
 * else the address the app is opened at (with its port, so `x.localhost:5173` works in development).
 */
export function publishedSitesHost(): string {
  return configuredAppHost() ?? globalThis.location?.host ?? DEFAULT_APP_HOST;
}

/** The address of the published site `name`, on the same protocol as the app (`https://ada.lense.co.ke`). */
export function publishedSiteUrl(name: string, host: string = publishedSitesHost()): string {
  const protocol = globalThis.location?.protocol === 'http:' ? 'http:' : 'https:';
  return `${protocol}//${name}.${host}`;
}

/**
 * The site an address names under the configured app host, or under `localhost` (development), or
 * `null` when it is the app.
 */
export function siteNameForAddress(host: string, appHost: string | undefined): string | null {
  return (appHost ? siteNameForHost(host, appHost) : null) ?? siteNameForHost(host, DEFAULT_APP_HOST);
}

/** The site the current page's address names, or `null` when it is the app. */
export function currentSiteName(host = globalThis.location?.host): string | null {
  return host ? siteNameForAddress(host, configuredAppHost()) : null;
}

/**
 * The app's home page as a published site links to it: the site's own address without its name (which
 * keeps a development port), else the configured app host.
 */
export function appHomeUrl(
  page: Pick<Location, 'protocol' | 'host'> | undefined = globalThis.location,
): string {
  const protocol = page?.protocol === 'http:' ? 'http:' : 'https:';
  const host = page?.host ?? '';
  const site = currentSiteName(host);
  const appHost = site && host.startsWith(`${site}.`) ? host.slice(site.length + 1) : publishedSitesHost();
  return `${protocol}//${appHost}/home`;
}
