/** Builds the hrefs a site card links to. */
export interface SiteHrefs {
  /** The site's settings. Default `/sites/{id}/settings/details`. */
  settings: (id: string) => string;
  /** The public address of the site. Default `https://{name}.{host}`. */
  site: (name: string, host: string) => string;
}

/** The spec's site card links. */
export const defaultSiteHrefs: SiteHrefs = {
  settings: (id) => `/sites/${encodeURIComponent(id)}/settings/details`,
  site: (name, host) => `https://${name}.${host}`,
};

/** The address a site lives at: `{name}.{host}`. */
export function siteAddress(name: string, host: string): string {
  return `${name}.${host}`;
}
