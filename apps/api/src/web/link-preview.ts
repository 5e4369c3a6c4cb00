import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../http/html.ts';
import { siteNameForHost } from './site-host.ts';

/** What a link to a page shows where it is pasted (WhatsApp, Slack, a tweet). */
export interface LinkPreview {
  /** The page's own name: an event's title, a site's. */
  title: string;
  description: string;
  /** The absolute address of the image shown: a photo as visitors see it (watermarked where it is). */
  image: string | null;
  /** The page's own absolute address. */
  url: string;
}

const PRODUCT = 'Lense';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SPACE_PAGE = new RegExp(`^/spaces/(${UUID})(?:/(?:view|details|qr))?$`, 'i');

interface SharedPhoto {
  id: string;
  preview_url?: string | null;
}
interface SpaceAnswer {
  space?: { title?: string; description?: string | null };
  photos?: SharedPhoto[];
}
interface SiteAnswer {
  site?: { name?: string; title?: string | null; description?: string | null };
  banner?: { url?: string | null } | null;
}

/** The tags of `preview` for `<head>`: Open Graph and the Twitter card, and the page's own title. */
export function linkPreviewTags(preview: LinkPreview): { title: string; tags: string } {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('property', 'og:site_name', PRODUCT),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...(preview.image ? [meta('property', 'og:image', preview.image)] : []),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(preview.image ? [meta('name', 'twitter:image', preview.image)] : []),
  ];
  return { title: `<title>${escapeHtml(`${preview.title} · ${PRODUCT}`)}</title>`, tags: tags.join('') };
}

/**
 * The preview of a public space's page (its photo named by `?photo=`, else its first), and of a published
 * site at its own host, from the answers an anonymous visitor gets: nothing private is ever described.
 * `null` for any other page.
 */
export function linkPreviews(
  app: FastifyInstance,
  apiBase: string,
  publicUrl: string,
  appHosts: readonly string[],
) {
  const absolute = (address: string) => new URL(address, `${publicUrl}/`).toString();
  const answerOf = async <T>(call: string): Promise<T | null> => {
    const answer = await app.inject({ method: 'GET', url: call, headers: { accept: 'application/json' } });
    return answer.statusCode === 200 ? (answer.json() as T) : null;
  };

  const spacePreview = async (spaceId: string, query: URLSearchParams, url: string) => {
    const answer = await answerOf<SpaceAnswer>(`${apiBase}/spaces/${spaceId}`);
    const title = answer?.space?.title;
    if (!answer || !title) return null;
    const photos = answer.photos ?? [];
    const shown = photos.find((photo) => photo.id === query.get('photo')) ?? photos[0];
    return {
      title,
      description: answer.space?.description?.trim() || `Photos of ${title}, shared on ${PRODUCT}.`,
      image: shown?.preview_url ? absolute(shown.preview_url) : null,
      url,
    };
  };

  const sitePreview = async (name: string, url: string) => {
    const answer = await answerOf<SiteAnswer>(`${apiBase}/public/sites/${encodeURIComponent(name)}`);
    if (!answer?.site) return null;
    const title = answer.site.title?.trim() || name;
    return {
      title,
      description: answer.site.description?.trim() || `Event photos by ${title}, on ${PRODUCT}.`,
      image: answer.banner?.url ? absolute(answer.banner.url) : null,
      url,
    };
  };

  return async (path: string, search: string, host?: string): Promise<LinkPreview | null> => {
    const site = siteNameForHost(host, appHosts);
    if (site) return sitePreview(site, host ? `${publicUrl.split('//')[0]}//${host}/` : absolute('/'));
    const space = SPACE_PAGE.exec(path);
    if (!space?.[1]) return null;
    return spacePreview(space[1].toLowerCase(), new URLSearchParams(search), absolute(`${path}${search}`));
  };
}
