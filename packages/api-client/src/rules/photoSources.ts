import { thumbHashToDataURL } from 'thumbhash';
import type { SpacePhoto } from '../endpoints/types';

/** Longest side of a photo's thumbnail and preview, as the API makes them. */
export const PHOTO_THUMB_SIZE = 400;
export const PHOTO_PREVIEW_SIZE = 1600;

/** What an `<img>` of a photo needs: its address, the sizes it comes in, its shape and a placeholder. */
export interface PhotoSources {
  /** The address to load: the thumbnail when there is one, else the photo's `url`. */
  src: string;
  /** Thumbnail and preview with their widths, for the browser to pick from; undefined without them. */
  srcSet: string | undefined;
  /** The photo's upright size (its aspect ratio), when known. */
  width: number | undefined;
  height: number | undefined;
  /** A blurred image of the photo as a data URL, to draw while it loads. */
  placeholder: string | undefined;
}

type PhotoImages = Pick<SpacePhoto, 'url' | 'width' | 'height' | 'placeholder' | 'thumb_url' | 'preview_url'>;

/** Width of the photo shrunk (never enlarged) to fit `size` on its longer side. */
function fittedWidth(width: number, height: number, size: number): number {
  const scale = Math.min(1, size / Math.max(width, height));
  return Math.max(1, Math.round(width * scale));
}

/** The placeholder's data URL; undefined when there is none or it cannot be read. */
function placeholderUrl(placeholder: string | null | undefined): string | undefined {
  if (!placeholder) return undefined;
  try {
    const binary = atob(placeholder);
    return thumbHashToDataURL(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/**
 * The image sources of a photo: its thumbnail and preview as a `srcset` (so a phone column loads the
 * thumbnail and a wide screen or the viewer the preview), its size so the tile keeps its shape before the
 * image arrives, and its placeholder. A photo without derived images falls back to its `url`.
 */
export function photoSources(photo: PhotoImages): PhotoSources {
  const known = photo.width && photo.height ? { width: photo.width, height: photo.height } : undefined;
  const candidates: string[] = [];
  if (known && photo.thumb_url)
    candidates.push(`${photo.thumb_url} ${fittedWidth(known.width, known.height, PHOTO_THUMB_SIZE)}w`);
  if (known && photo.preview_url)
    candidates.push(`${photo.preview_url} ${fittedWidth(known.width, known.height, PHOTO_PREVIEW_SIZE)}w`);
  return {
    src: photo.thumb_url ?? photo.url,
    srcSet: candidates.length > 0 ? candidates.join(', ') : undefined,
    width: known?.width,
    height: known?.height,
    placeholder: placeholderUrl(photo.placeholder),
  };
}
