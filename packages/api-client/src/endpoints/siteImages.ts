import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type {
  Banner,
  BannersPage,
  Icon,
  IconsPage,
  SiteBanner,
  SiteIcon,
  SiteImageInput,
  StatusOnly,
} from './types';

/** Banners and icons, and the links choosing them for a site. */
export interface SiteImagesEndpoints {
  /** GET /banners: a page (1-based, 30 a page) of the public banners and the signed-in user's own, newest first. */
  banners(page?: number, options?: CallOptions): Promise<BannersPage>;
  /** POST /banners: adds one banner per URL or storage path. */
  createBanners(input: SiteImageInput, options?: CallOptions): Promise<{ banners: Banner[] }>;
  /** DELETE /banners/{id}: only the owner's banners. */
  removeBanner(id: string, options?: CallOptions): Promise<StatusOnly>;
  /** GET /site_banners (with `site_id`: that site's only). */
  siteBanners(
    query?: { site_id?: string | undefined },
    options?: CallOptions,
  ): Promise<{ site_banners: SiteBanner[] }>;
  /** POST /site_banners: chooses banners for a site. */
  chooseBanners(
    input: { site_id: string; banner_ids: string[] },
    options?: CallOptions,
  ): Promise<{ site_banners: SiteBanner[] }>;
  /** GET /icons: a page (1-based, 30 a page) of the public icons and the signed-in user's own, newest first. */
  icons(page?: number, options?: CallOptions): Promise<IconsPage>;
  /** POST /icons: adds one icon per URL or storage path. */
  createIcons(input: SiteImageInput, options?: CallOptions): Promise<{ icons: Icon[] }>;
  /** DELETE /icons/{id}: only the owner's icons. */
  removeIcon(id: string, options?: CallOptions): Promise<StatusOnly>;
  /** GET /site_icons (with `site_id`: that site's only). */
  siteIcons(
    query?: { site_id?: string | undefined },
    options?: CallOptions,
  ): Promise<{ site_icons: SiteIcon[] }>;
  /** POST /site_icons: chooses icons for a site. */
  chooseIcons(
    input: { site_id: string; icon_ids: string[] },
    options?: CallOptions,
  ): Promise<{ site_icons: SiteIcon[] }>;
}

/** The endpoint functions of banners and icons. */
export function siteImagesEndpoints({ call }: EndpointContext): SiteImagesEndpoints {
  return {
    banners: (page, options) => call('get', '/banners', { ...options, query: { page } }),
    createBanners: (body, options) => call('post', '/banners', { ...options, body }),
    removeBanner: (id, options) => call('delete', '/banners/{id}', { ...options, params: { id } }),
    siteBanners: (query, options) => call('get', '/site_banners', { ...options, query: query ?? {} }),
    chooseBanners: (body, options) => call('post', '/site_banners', { ...options, body }),
    icons: (page, options) => call('get', '/icons', { ...options, query: { page } }),
    createIcons: (body, options) => call('post', '/icons', { ...options, body }),
    removeIcon: (id, options) => call('delete', '/icons/{id}', { ...options, params: { id } }),
    siteIcons: (query, options) => call('get', '/site_icons', { ...options, query: query ?? {} }),
    chooseIcons: (body, options) => call('post', '/site_icons', { ...options, body }),
  };
}
