import { type FeedPhoto, type PhotoImageFields, photoSources } from '@lense/api-client';
import type { PhotoCardProps } from '@lense/ui';
import { useEffect, useState } from 'react';
import { MASONRY_COLUMN_WIDTHS } from '../config/layout';
import { lineCount, SMALL_LINE_HEIGHT } from './textLines';

type ShownPhoto = PhotoImageFields & Pick<FeedPhoto, 'state' | 'processing_error'>;

/** The shape a tile gives a photo whose size is not known yet (4:3). */
const FALLBACK_RATIO = 3 / 4;

/** A photo's height-to-width ratio: its own when known, else 4:3. */
export function photoRatio(photo: Pick<FeedPhoto, 'width' | 'height'>): number {
  return photo.width && photo.height ? photo.height / photo.width : FALLBACK_RATIO;
}

/** A card's 1px borders, above and below (and either side) of its picture. */
const CARD_BORDERS = 2;
/** A caption's padding: 12px above and below, 16px either side. */
const CAPTION_PADDING = { block: 24, inline: 32 };

/** The height of a photo's picture in a card `columnWidth` wide: the photo's own shape. */
export const pictureHeight = (photo: Pick<FeedPhoto, 'width' | 'height'>, columnWidth: number) =>
  Math.round((columnWidth - CARD_BORDERS) * photoRatio(photo));

/**
 * The height of a photo's card `columnWidth` wide: its picture and its whole comment, wrapped as the
 * caption wraps it (a comment is never cut off).
 */
export function photoCardHeight(photo: Pick<FeedPhoto, 'width' | 'height' | 'comment'>, columnWidth: number) {
  const caption = photo.comment
    ? CAPTION_PADDING.block +
      SMALL_LINE_HEIGHT * lineCount(photo.comment, columnWidth - CARD_BORDERS - CAPTION_PADDING.inline)
    : 0;
  return pictureHeight(photo, columnWidth) + CARD_BORDERS + caption;
}

/**
 * The image props of a photo's tile: its thumbnail and preview for the browser to pick from at `sizes`
 * (the width it is shown at), its shape and placeholder, and whether it is still being processed.
 */
export function photoCardImage(
  photo: ShownPhoto,
  sizes: string,
): Pick<PhotoCardProps, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'placeholder' | 'status'> {
  const sources = photoSources(photo);
  return {
    src: sources.src,
    srcSet: sources.srcSet,
    sizes,
    width: sources.width,
    height: sources.height,
    placeholder: sources.placeholder,
    status: photo.state !== 'processing' ? 'ready' : photo.processing_error ? 'failed' : 'processing',
  };
}

/**
 * The width a tile shows its image at: Discover's feed column as {@link usePhotoColumnWidth} sizes it, and a
 * space's gallery (`PHOTO_GALLERY`), less the card's borders. Both come from the API's contract, where the
 * server's preload of the first tile's image reads them too, so both pick the same file.
 */
export { GALLERY_PHOTO_SIZES, PHOTO_COLUMN_SIZES } from '@lense/api-client';

/** How a grid's tile loads its image: the first one (the first screen's largest) at once and first. */
export const tileLoading = (index: number): Pick<PhotoCardProps, 'loading' | 'fetchPriority'> =>
  index === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };

/** The width of the window, following resizes. */
function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1200 : window.innerWidth));
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/** Below this window width the photo pages' side margins are 16px and scrollbars take no width. */
const PHONE_WIDTH = 768;

/**
 * The width a photo page's grid will measure on a phone, as its first layout's guess: the window less the
 * 16px side margins. The first render then lays out the columns the phone shows, instead of a desktop's
 * columns (and their tiles) redone once measured. Undefined on wider screens, whose grids are measured.
 */
export function usePhotoGridWidth(): number | undefined {
  const windowWidth = useWindowWidth();
  return windowWidth < PHONE_WIDTH ? windowWidth - 32 : undefined;
}

/** The width of a photo grid's columns: 384px, or on a phone the width available beside the page's margins. */
export function usePhotoColumnWidth(): number {
  const windowWidth = useWindowWidth();
  return Math.min(MASONRY_COLUMN_WIDTHS.photos, Math.max(240, windowWidth - 32));
}
