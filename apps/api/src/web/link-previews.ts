import { escapeHtml } from '../http/html.ts';
import type { PublicAnswer } from './public-answers.ts';

/** What a shared link's card shows (WhatsApp, Slack, social networks): a title, a line and an image. */
export interface LinkPreview {
  title: string;
  description: string | null;
  /** A public image address as visitors get it (watermarked where the space says so). */
  image: string | null;
}

/** The image fields of a photo or a cover in the API's public answers. */
interface Pictured {
  thumb_url?: string | null;
  medium_url?: string | null;
  preview_url?: string | null;
}

interface SpaceAnswer {
  space: { title: string; description?: string | null; cover?: Pictured | null };
}
interface PhotoAnswer {
  data: Pictured & { comment?: string | null };
  space: { title: string };
}
interface GuestLinkAnswer {
  guest_link: { space: { title: string; description?: string | null; cover?: Pictured | null } };
}
interface SiteAnswer {
  site: { name: string; title?: string | null; description?: string | null };
  banner?: { url: string } | null;
  collection?: { description?: string | null } | null;
  spaces?: { cover?: Pictured | null }[];
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// A space's public pages: its view, details, QR code and slideshow.
const SPACE_PAGE = new RegExp(`^/spaces/(${UUID})(?:/(?:view|details|qr|live))?$`, 'i');
const GUEST_PAGE = /^\/g\/([A-Za-z0-9_-]{24})$/;
const PHOTO_ID = new RegExp(`^${UUID}$`, 'i');

// Cards show a line or two: a longer description is cut at a word.
const DESCRIPTION_MAX = 200;

/** The largest image of a photo or cover that visitors get. */
const largest = (pictured: Pictured | null | undefined): string | null =>
  pictured?.preview_url ?? pictured?.medium_url ?? pictured?.thumb_url ?? null;

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * The preview of a shared address, from the same public answers any visitor's browser gets: a space's page,
 * a guest link, a published site (`siteName`, at its own host) or any of these with a photo open
 * (`?photo={id}`, Discover's too). Null for every other page, and for what is not public (a private
 * event, a hidden photo, an unknown site): those are shared with the product's own card.
 */
export function linkPreviews(apiBase: string) {
  const photoPreview = async (photoId: string, answerOf: PublicAnswer): Promise<LinkPreview | null> => {
    if (!PHOTO_ID.test(photoId)) return null;
    const answer = (await answerOf(`${apiBase}/photos/${photoId.toLowerCase()}`)) as PhotoAnswer | null;
    if (!answer) return null;
    const comment = text(answer.data.comment);
    return {
      title: comment ?? answer.space.title,
      description: comment ? answer.space.title : null,
      image: largest(answer.data),
    };
  };

  const sitePreview = async (name: string, answerOf: PublicAnswer): Promise<LinkPreview | null> => {
    const answer = (await answerOf(
      `${apiBase}/public/sites/${encodeURIComponent(name)}`,
    )) as SiteAnswer | null;
    if (!answer) return null;
    return {
      title: text(answer.site.title) ?? answer.site.name,
      description: text(answer.site.description) ?? text(answer.collection?.description),
      // Its banner, else the cover its page shows without one: the first space's.
      image: answer.banner?.url ?? largest(answer.spaces?.[0]?.cover),
    };
  };

  const spacePreview = async (spaceId: string, answerOf: PublicAnswer): Promise<LinkPreview | null> => {
    const answer = (await answerOf(`${apiBase}/spaces/${spaceId.toLowerCase()}`)) as SpaceAnswer | null;
    if (!answer) return null;
    const { space } = answer;
    return { title: space.title, description: text(space.description), image: largest(space.cover) };
  };

  const guestPreview = async (token: string, answerOf: PublicAnswer): Promise<LinkPreview | null> => {
    const answer = (await answerOf(`${apiBase}/guest_links/${token}`)) as GuestLinkAnswer | null;
    if (!answer) return null;
    const { space } = answer.guest_link;
    return { title: space.title, description: text(space.description), image: largest(space.cover) };
  };

  return async (
    path: string,
    query: URLSearchParams,
    siteName: string | null,
    answerOf: PublicAnswer,
  ): Promise<LinkPreview | null> => {
    const photoId = query.get('photo');
    const onPhotoPage = siteName !== null || path === '/discover' || SPACE_PAGE.test(path);
    if (photoId && onPhotoPage) {
      const photo = await photoPreview(photoId, answerOf);
      if (photo) return photo;
    }
    if (siteName) return sitePreview(siteName, answerOf);
    const space = SPACE_PAGE.exec(path)?.[1];
    if (space) return spacePreview(space, answerOf);
    const token = GUEST_PAGE.exec(path)?.[1];
    return token ? guestPreview(token, answerOf) : null;
  };
}

/** `description` cut to a card's length at a word, with an ellipsis when cut. */
function cardLine(description: string): string {
  const line = description.replace(/\s+/g, ' ');
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : DESCRIPTION_MAX)}…`;
}

/**
 * The Open Graph and Twitter card tags of `preview` for the page at `pageUrl`, with its image at an
 * absolute address (crawlers do not resolve relative ones).
 */
export function linkPreviewTags(preview: LinkPreview, pageUrl: string, productName: string): string {
  const image = preview.image ? new URL(preview.image, pageUrl).href : null;
  const description = preview.description ? cardLine(preview.description) : null;
  const tags: [attribute: 'property' | 'name', key: string, value: string | null][] = [
    ['property', 'og:site_name', productName],
    ['property', 'og:type', 'website'],
    ['property', 'og:url', pageUrl],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', image ? preview.title : null],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return tags
    .filter((tag): tag is [(typeof tag)[0], string, string] => tag[2] !== null)
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('');
}
