import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { PublicSite, Site, SiteInput, SiteUpdate, StatusOnly } from './types';

/** Sites of the signed-in user, the availability of a name and published sites. */
export interface SitesEndpoints {
  /** GET /sites: the signed-in user's sites. */
  list(options?: CallOptions): Promise<{ sites: Site[] }>;
  /**
   * GET /sites?name=: the site with that name (any case), if any; an empty list means the name is
   * available. Anyone may ask; a name that can never be used fails with 422 'invalid site name'.
   */
  byName(name: string, options?: CallOptions): Promise<{ sites: Site[] }>;
  /** POST /sites: 409 'name already taken', 403 'Please upgrade your plan to perform this action'. */
  create(input: SiteInput, options?: CallOptions): Promise<{ site: Site }>;
  /** PATCH /sites/{id}: changes only the given fields. */
  update(id: string, changes: SiteUpdate, options?: CallOptions): Promise<{ site: Site }>;
  /** DELETE /sites/{id}. */
  remove(id: string, options?: CallOptions): Promise<StatusOnly>;
  /** GET /public/sites/{name}: a published site with its banner, icon, collection and public spaces. */
  publicSite(name: string, options?: CallOptions): Promise<PublicSite>;
}

/** The endpoint functions of sites. */
export function sitesEndpoints({ call }: EndpointContext): SitesEndpoints {
  return {
    list: (options) => call('get', '/sites', { ...options, query: {} }),
    byName: (name, options) => call('get', '/sites', { ...options, query: { name } }),
    create: (body, options) => call('post', '/sites', { ...options, body }),
    update: (id, body, options) => call('patch', '/sites/{id}', { ...options, params: { id }, body }),
    remove: (id, options) => call('delete', '/sites/{id}', { ...options, params: { id } }),
    publicSite: (name, options) => call('get', '/public/sites/{name}', { ...options, params: { name } }),
  };
}
