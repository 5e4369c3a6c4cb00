import { escapeHtml } from '../http/html.ts';
import { MEDIUM_BOX, PREVIEW_BOX, THUMB_BOX } from '../images/derivatives.ts';
import { GALLERY_PHOTO_SIZES, PHOTO_COLUMN_SIZES, SITE_PHOTO_SIZES } from './image-sizes.ts';
import { landingHints } from './landing-hints.ts';
import type { PublicAnswer } from './public-answers.ts';
import { routeChunkFiles, type ViteManifest } from './route-chunks.ts';

// The tiles' `sizes` live in image-sizes.ts, published in the contract for the web app to read.
export { GALLERY_PHOTO_SIZES, PHOTO_COLUMN_SIZES, SITE_PHOTO_SIZES };

/** The image fields of a photo in the API's answers. */
interface AnsweredPhoto {
  width?: number | null;
  height?: number | null;
  thumb_url?: string | null;
  medium_url?: string | null;
  preview_url?: string | null;
}

/**
 * A page whose first screen is a photo grid: the modules of the web app that draw it, the API call it
 * starts with and where that answer lists photos.
 */
interface PhotoPage {
  modules: string[];
  call: string;
  photos: (answer: unknown) => AnsweredPhoto[];
  /** The `sizes` its tiles show their images at. */
  sizes: string;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SPACE_VIEW = new RegExp(`^/spaces/(${UUID})(?:/view)?$`, 'i');

const listed = (answer: unknown): AnsweredPhoto[] => (answer as { photos?: AnsweredPhoto[] }).photos ?? [];

/** The photo pages a visitor may open first, by path (the query left out). */
function photoPageAt(path: string, apiBase: string): PhotoPage | null {
  // The exact addresses the web app asks for, so the browser takes the preloaded answers.
  if (path === '/discover') {
    return {
      modules: ['src/features/discover/DiscoverPage.tsx'],
      call: `${apiBase}/photos?detailed=true&search_term=&page=1`,
      photos: listed,
      sizes: PHOTO_COLUMN_SIZES,
    };
  }
  const space = SPACE_VIEW.exec(path);
  if (!space) return null;
  return {
    modules: ['src/features/spaces/SpaceLayout.tsx', 'src/features/spaces/SpaceViewPage.tsx'],
    call: `${apiBase}/spaces/${space[1]?.toLowerCase()}`,
    photos: listed,
    sizes: GALLERY_PHOTO_SIZES,
  };
}

const SITE_MODULE = 'src/features/published-site/PublishedSitePage.tsx';

const fitted = (width: number, height: number, box: { width: number; height: number }) =>
  Math.max(1, Math.round(width * Math.min(1, box.width / width, box.height / height)));

/** A photo's derived images with their widths, as an `srcset` lists them. */
function srcSetOf(photo: AnsweredPhoto): string | null {
  const { width, height } = photo;
  if (!width || !height) return null;
  const candidates = (
    [
      [photo.thumb_url, THUMB_BOX],
      [photo.medium_url, MEDIUM_BOX],
      [photo.preview_url, PREVIEW_BOX],
    ] as const
  )
    .filter(([url]) => url)
    .map(
      ([url, box]) => `${url} ${Math.min(fitted(width, height, box), fitted(width, height, PREVIEW_BOX))}w`,
    );
  return candidates.length > 0 ? candidates.join(', ') : null;
}

const modulePreloads = (manifest: ViteManifest | null, modules: string[]) =>
  (manifest ? routeChunkFiles(manifest, modules) : []).map(
    (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
  );
const dataPreload = (call: string) =>
  `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(call)}">`;

/** The preload of a photo's image in the size its tile will pick at `sizes`, or null without sizes. */
function imagePreload(photo: AnsweredPhoto | undefined, sizes: string): string | null {
  const srcSet = photo && srcSetOf(photo);
  return srcSet
    ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${sizes}">`
    : null;
}

/**
 * Preload hints for the first screen of the landing page (its code and hero photo, landing-hints.ts), of a
 * photo page and of a published site (at its own host), so the browser fetches its code, its data and its
 * first photo with the page instead of one after the other: the route's chunks (from the build's
 * `manifest`, when there is one), the anonymous answers the page starts with, and the first photo's image in
 * the size the tile will pick. Nothing for other pages, or when an answer is not a public one.
 */
export function firstViewHints(apiBase: string, manifest: ViteManifest | null) {
  const landing = landingHints(manifest);

  /**
   * A published site's page: its code, its answer, the first space's answer (the site shows each space's
   * photos from its own call) and that space's first photo.
   */
  const siteHints = async (name: string, answerOf: PublicAnswer): Promise<string | null> => {
    const siteCall = `${apiBase}/public/sites/${encodeURIComponent(name)}`;
    const site = (await answerOf(siteCall)) as { spaces?: { id: string }[] } | null;
    if (!site) return null;
    const hints = [...modulePreloads(manifest, [SITE_MODULE]), dataPreload(siteCall)];
    const firstSpace = site.spaces?.[0];
    if (firstSpace) {
      const spaceCall = `${apiBase}/spaces/${encodeURIComponent(firstSpace.id)}`;
      const space = await answerOf(spaceCall);
      if (space) {
        hints.push(dataPreload(spaceCall));
        const image = imagePreload(listed(space)[0], SITE_PHOTO_SIZES);
        if (image) hints.push(image);
      }
    }
    return hints.join('');
  };

  /** The hints of the page at `path`, or of the published site `siteName` (whatever its path). */
  return async (path: string, siteName: string | null, answerOf: PublicAnswer): Promise<string> => {
    if (siteName) return (await siteHints(siteName, answerOf)) ?? '';
    if (path === '/' || path === '/home') return landing;
    const page = photoPageAt(path, apiBase);
    if (!page) return '';
    const answer = await answerOf(page.call);
    if (!answer) return '';
    const hints = [...modulePreloads(manifest, page.modules), dataPreload(page.call)];
    const image = imagePreload(page.photos(answer)[0], page.sizes);
    if (image) hints.push(image);
    return hints.join('');
  };
}
