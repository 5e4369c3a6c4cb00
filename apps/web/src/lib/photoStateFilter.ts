import type { SpacePhoto } from '@lense/api-client';

/** The visibility filter of the owner's list of a space's photos. */
export type PhotoStateFilter = 'all' | 'visible' | 'hidden';

/** The photos that pass the visibility filter (a new list, in the same order). */
export function photosInState<Photo extends Pick<SpacePhoto, 'state'>>(
  photos: readonly Photo[],
  filter: PhotoStateFilter,
): Photo[] {
  return filter === 'all' ? [...photos] : photos.filter((photo) => photo.state === filter);
}
