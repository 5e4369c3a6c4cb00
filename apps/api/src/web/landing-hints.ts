import { escapeHtml } from '../http/html.ts';
import { routeChunkFiles, type ViteManifest } from './route-chunks.ts';

/**
 * The landing page's hero photo as the web app draws it (apps/web/src/features/landing/LandingPage.tsx): its
 * encoded widths are files of the build named `reception-{width}.webp`, shown at these sizes. A preload names
 * the image the hero will pick only while both say the same; the journey "the landing's hero photo arrives
 * with the page" holds them together.
 */
const HERO_SOURCE = /^src\/features\/landing\/photos\/reception-(\d+)\.webp$/;
export const LANDING_HERO_SIZES = '(min-width: 1101px) 570px, (min-width: 769px) 52vw, calc(100vw - 32px)';
const LANDING_MODULE = 'src/features/landing/LandingPage.tsx';

/**
 * Preload hints of the landing page (/ and /home): its screen's code and its hero photo in the size the
 * page will pick, so the largest thing on the first screen is on its way before the app's script runs.
 */
export function landingHints(manifest: ViteManifest | null): string {
  if (!manifest) return '';
  const hints = routeChunkFiles(manifest, [LANDING_MODULE]).map(
    (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
  );
  const widths = Object.entries(manifest)
    .map(([source, chunk]) => ({ width: Number(HERO_SOURCE.exec(source)?.[1]), file: chunk.file }))
    .filter(({ width }) => width > 0)
    .sort((a, b) => a.width - b.width);
  if (widths.length > 0) {
    const srcSet = widths.map(({ width, file }) => `/${file} ${width}w`).join(', ');
    hints.push(
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${LANDING_HERO_SIZES}">`,
    );
  }
  return hints.join('');
}
