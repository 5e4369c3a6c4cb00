import type { SpaceCover } from '@lense/api-client';

/** What an `<img>` needs to show a space's cover: the largest image as `src`, every size in `srcSet`. */
export interface CoverImage {
  src: string;
  srcSet: string;
}

/**
 * The image of a space's cover (the API chose it: the organiser's pick, else the first visible photo), or
 * null without one, so the page shows no cover block at all. Only the derived images the API gave are used.
 */
export function coverImage(cover: SpaceCover | null | undefined): CoverImage | null {
  if (!cover) return null;
  // The API's sizes: thumb and medium bound by width, the preview by its longer side, none enlarged.
  const previewScale = Math.min(1, 1600 / Math.max(cover.width, cover.height));
  const sizes: [string | null, number][] = [
    [cover.thumb_url, Math.min(400, cover.width)],
    [cover.medium_url, Math.min(800, cover.width)],
    [cover.preview_url, Math.round(cover.width * previewScale)],
  ];
  const present = sizes.filter((size): size is [string, number] => Boolean(size[0]));
  const largest = present[present.length - 1]?.[0] ?? cover.thumb_url;
  return { src: largest, srcSet: present.map(([url, width]) => `${url} ${width}w`).join(', ') };
}
