import type { ApiSpace, SpacePhoto } from '@lense/api-client';
import { buildPhoto, mockEndpoint } from '@lense/api-client/mocks';
import { photoImage } from '../../testing/photoImages';
import { spaceHandler } from '../../testing/spaces';

// Photos of the slideshow's stories and tests.

const COLOURS: readonly (readonly [string, string])[] = [
  ['#6366f1', '#0ea5e9'],
  ['#db2777', '#f59e0b'],
  ['#059669', '#84cc16'],
  ['#7c3aed', '#ec4899'],
];

/** Shapes the show must fit whole: landscape 3:2, portrait 3:4, square. */
const SHAPES: readonly (readonly [number, number])[] = [
  [3, 2],
  [3, 4],
  [1, 1],
];

/**
 * `count` visible photos, newest first (a minute apart, the first the newest), each with a 1600px-like
 * preview drawn offline, so the show has what the API gives a visitor.
 */
export function livePhotos(count: number, overrides: (index: number) => Partial<SpacePhoto> = () => ({})) {
  return Array.from({ length: count }, (_, index) => {
    const [from, to] = COLOURS[index % COLOURS.length]!;
    const [across, down] = SHAPES[index % SHAPES.length]!;
    const preview = photoImage(from, to, across * 160, down * 160);
    return buildPhoto({
      id: `photo-${index + 1}`,
      url: preview,
      preview_url: preview,
      width: across * 1000,
      height: down * 1000,
      created_at: new Date(Date.UTC(2026, 6, 10, 20, 0) - index * 60_000).toISOString(),
      ...overrides(index),
    });
  });
}

/** GET /spaces/{space_id}/live/photos answering with these photos (most recently shown first). */
export function livePhotosHandler(photos: SpacePhoto[]) {
  return mockEndpoint('get', '/spaces/{space_id}/live/photos', { populated: { photos } });
}

/**
 * The reads of a slideshow: GET /spaces/{space_id} with this space (and no photos of its own: the show
 * takes none from it) and GET /spaces/{space_id}/live/photos with these photos.
 */
export function liveHandlers(space: Partial<ApiSpace>, photos: SpacePhoto[]) {
  return [spaceHandler(space, []), livePhotosHandler(photos)];
}
