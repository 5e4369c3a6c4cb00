import { useMemo } from 'react';
import { defineMessages } from '../i18n/defineMessages';
import english from '../i18n/en/photo-name.json';

const usePhotoNameMessages = defineMessages('photo-name', english);

/** How a photo without a comment is called, in the reader's language. */
export interface PhotoNameWords {
  /** By its place among the event's photos: 'Photo 3 of Summer Festival'. */
  numbered: (position: number, event: string) => string;
  /** By its event alone: 'Photo of Summer Festival'. */
  ofEvent: (event: string) => string;
}

const ENGLISH_WORDS: PhotoNameWords = {
  numbered: (position, event) => `Photo ${position} of ${event}`,
  ofEvent: (event) => `Photo of ${event}`,
};

/** The words `photoName` calls photos by, in the reader's language. */
export function usePhotoNameWords(): PhotoNameWords {
  const t = usePhotoNameMessages();
  return useMemo(
    () => ({
      numbered: (position, event) => t('numbered', { position, event }),
      ofEvent: (event) => t('ofEvent', { event }),
    }),
    [t],
  );
}

/**
 * What a photo's tile and viewer call it: the photographer's comment, else its place among the event's
 * photos ('Photo 3 of Summer Festival'), else the event ('Photo of Summer Festival'). A tile's link adds
 * the price badge after it, so no two tiles are named by their price alone.
 */
export function photoName(
  photo: { comment?: string | null },
  event: string,
  position?: number,
  words: PhotoNameWords = ENGLISH_WORDS,
): string {
  const comment = photo.comment?.trim();
  if (comment) return comment;
  return position === undefined ? words.ofEvent(event) : words.numbered(position, event);
}

/** Each photo's place (from 1) among the photos of its own event, in list order. */
export function positionsInEvents(photos: readonly { id: string; space_id: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  const positions = new Map<string, number>();
  for (const photo of photos) {
    const position = (counts.get(photo.space_id) ?? 0) + 1;
    counts.set(photo.space_id, position);
    positions.set(photo.id, position);
  }
  return positions;
}
