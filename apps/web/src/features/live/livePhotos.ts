import type { SpacePhoto } from '@lense/api-client';
import type { LiveMessages } from './liveMessages';

/**
 * The most photos the slideshow goes round: the live photos' read gives the 100 most recently shown, and a
 * TV left on for hours must not hold every photo ever shared.
 */
export const LIVE_PHOTO_LIMIT = 100;

/** A photo everyone may see, with an image to show (the owner's read also lists hidden and new ones). */
export const isShowable = (photo: SpacePhoto): boolean =>
  photo.state === 'visible' && Boolean(photo.preview_url ?? photo.url);

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

/** The slide of `photo`, at the event titled `eventTitle`, its words in the language of `t`. */
export function slideOf(photo: SpacePhoto, eventTitle: string, t: LiveMessages): Slide {
  const name = photo.uploader_name?.trim() || null;
  const comment = photo.comment?.trim() || null;
  return {
    id: photo.id,
    src: photo.preview_url ?? photo.url,
    alt: comment ?? (name ? t('slide.photoBy', { name }) : t('slide.photoOf', { title: eventTitle })),
    byline: name ? t('slide.byline', { name }) : null,
    comment,
  };
}
