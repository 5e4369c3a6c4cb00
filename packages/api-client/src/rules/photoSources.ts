import { thumbHashToDataURL } from 'thumbhash';
import type { SpacePhoto } from '../endpoints/types';

/**
 * The box each of a photo's images fits in, width by height, as the API makes them: thumbnail and medium
 * image are bound by width (grid columns), the preview by its longer side (the viewer).
 */
export const PHOTO_IMAGE_BOXES = {
  thumb: { width: 400, height: 1600 },
  medium: { width: 800, height: 3200 },
  preview: { width: 1600, height: 1600 },
} as const;

/** What an `<img>` of a photo needs: its address, the sizes it comes in, its shape and a placeholder. */
export interface PhotoSources {
  /** The address to load: the thumbnail when there is one, else the photo's `url`. */
  src: string;
  /** Thumbnail, medium image and preview with their widths, for the browser to pick from. */
  srcSet: string | undefined;
  /** The photo's upright size (its aspect ratio), when known. */
  width: number | undefined;
  height: number | undefined;
  /** A blurred image of the photo as a data URL, to draw while it loads (decoded when first read). */
  readonly placeholder: string | undefined;
}

/** The fields of a photo that say where its images are and what shape it has. */
export type PhotoImageFields = Pick<
  SpacePhoto,
  'url' | 'width' | 'height' | 'placeholder' | 'thumb_url' | 'medium_url' | 'preview_url'
>;

/** Width of the photo shrunk (never enlarged) to fit `box`. */
function fittedWidth(width: number, height: number, box: { width: number; height: number }): number {
  const scale = Math.min(1, box.width / width, box.height / height);
  return Math.max(1, Math.round(width * scale));
}

/** How many decoded placeholders are kept: a few pages of a grid. */
const PLACEHOLDERS_KEPT = 500;
const decodedPlaceholders = new Map<string, string | undefined>();

/**
 * The placeholder's data URL; undefined when there is none or it cannot be read. Decoding one and encoding
 * its PNG is most of the script time of a grid's tile, and a grid asks again for each tile and for its
 * viewer photo on every render: the last ones decoded are kept.
 */
function placeholderUrl(placeholder: string | null | undefined): string | undefined {
  if (!placeholder) return undefined;
  if (decodedPlaceholders.has(placeholder)) return decodedPlaceholders.get(placeholder);
  let url: string | undefined;
  try {
    const binary = atob(placeholder);
    url = thumbHashToDataURL(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    url = undefined;
  }
  if (decodedPlaceholders.size >= PLACEHOLDERS_KEPT) {
    decodedPlaceholders.delete(decodedPlaceholders.keys().next().value as string);
  }
  decodedPlaceholders.set(placeholder, url);
  return url;
}

/**
 * The image sources of a photo: its thumbnail, medium image and preview as a `srcset` (a grid column loads
 * the thumbnail on an ordinary screen and the medium image on a phone's, the viewer the preview), its size so the tile keeps its shape before the
 * image arrives, and its placeholder. A photo without derived images falls back to its `url`.
 */
export function photoSources(photo: PhotoImageFields): PhotoSources {
  const known = photo.width && photo.height ? { width: photo.width, height: photo.height } : undefined;
  const candidates: string[] = [];
  for (const [url, box] of [
    [photo.thumb_url, PHOTO_IMAGE_BOXES.thumb],
    [photo.medium_url, PHOTO_IMAGE_BOXES.medium],
    [photo.preview_url, PHOTO_IMAGE_BOXES.preview],
  ] as const) {
    if (!known || !url) continue;
    // Every image is made from the preview's pixels, so none is wider than the preview.
    const width = Math.min(
      fittedWidth(known.width, known.height, box),
      fittedWidth(known.width, known.height, PHOTO_IMAGE_BOXES.preview),
    );
    candidates.push(`${url} ${width}w`);
  }
  return {
    src: photo.thumb_url ?? photo.url,
    srcSet: candidates.length > 0 ? candidates.join(', ') : undefined,
    width: known?.width,
    height: known?.height,
    // Decoded when it is read: a page lists more photos than it draws at first.
    get placeholder() {
      return placeholderUrl(photo.placeholder);
    },
  };
}
