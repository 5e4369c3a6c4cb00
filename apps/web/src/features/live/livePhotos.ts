import type { SpacePhoto } from '@lense/api-client';

/** The most photos the slideshow keeps: a TV left on for hours must not hold every photo ever shared. */
export const LIVE_PHOTO_LIMIT = 100;

/** A photo everyone may see, with an image to show (the owner's read also lists hidden and new ones). */
export const isShowable = (photo: SpacePhoto): boolean =>
  photo.state === 'visible' && Boolean(photo.preview_url ?? photo.url);

const time = (photo: SpacePhoto) => Date.parse(photo.created_at);

/**
 * The photos of the show after a read of the space's first page (newest first): the page's showable
 * photos, then those kept from earlier reads that have since moved past the end of the page, up to
 * `limit`. A kept photo that is missing from within the page's span was hidden or deleted: it goes, and so
 * does everything else when the page holds every photo (`hasMore` false).
 */
export function mergeLivePhotos(
  kept: readonly SpacePhoto[],
  page: readonly SpacePhoto[],
  hasMore: boolean,
  limit = LIVE_PHOTO_LIMIT,
): SpacePhoto[] {
  const fresh = page.filter(isShowable);
  const last = page[page.length - 1];
  if (!hasMore || !last) return fresh.slice(0, limit);
  const onPage = new Set(page.map((photo) => photo.id));
  const oldest = time(last);
  const older = kept.filter((photo) => !onPage.has(photo.id) && time(photo) <= oldest);
  return [...fresh, ...older].slice(0, limit);
}

/** What the slideshow shows of a photo: its preview, a description and the caption's lines. */
export interface Slide {
  id: string;
  /** The 1600px preview (a visitor's `url` is the preview too; the owner's the original). */
  src: string;
  /** The photo's comment, else who shared it, else the event. */
  alt: string;
  /** 'by {guest}', when a guest shared it under a name. */
  byline: string | null;
  comment: string | null;
}

/** The slide of `photo`, at the event titled `eventTitle`. */
export function slideOf(photo: SpacePhoto, eventTitle: string): Slide {
  const name = photo.uploader_name?.trim() || null;
  const comment = photo.comment?.trim() || null;
  return {
    id: photo.id,
    src: photo.preview_url ?? photo.url,
    alt: comment ?? (name ? `Photo by ${name}` : `Photo of ${eventTitle}`),
    byline: name ? `by ${name}` : null,
    comment,
  };
}
