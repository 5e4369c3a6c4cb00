import type { ApiSpace, SpacePhoto } from '@lense/api-client';
import { buildPhoto, buildSpace, delay, HttpResponse, http, mockEndpoint } from '@lense/api-client/mocks';
import { palettePhoto } from './images';

// Space fixtures shared by the stories and tests of every feature that shows a space.

/** The id of the space in the fixtures. */
export const SPACE_ID = 'space-1';

/** `count` photos of the fixture space with generated images. */
export function storyPhotos(count: number, overrides: (index: number) => Partial<SpacePhoto> = () => ({})) {
  return Array.from({ length: count }, (_, index) =>
    buildPhoto({ id: `photo-${index + 1}`, ...palettePhoto(index), ...overrides(index) }),
  );
}

/** GET /spaces/{space_id} answering with this space and photos (its owner can sell unless `salesOpen` is false). */
export function spaceHandler(
  space: Partial<ApiSpace> = {},
  photos: SpacePhoto[] = [],
  hasMore = false,
  salesOpen = true,
) {
  return mockEndpoint('get', '/spaces/{space_id}', {
    populated: {
      space: buildSpace(space),
      photos,
      has_more_photos: hasMore,
      watermark: null,
      sales_open: salesOpen,
    },
  });
}

/** GET /spaces answering with one page of these spaces. */
export function spacesHandler(spaces: ApiSpace[], hasMore = false) {
  return mockEndpoint('get', '/spaces', { populated: { data: spaces, has_more: hasMore } });
}

/** The list's cover of a fixture space: the `index`-th fixture photo. */
function storyCover(index: number): ApiSpace['cover'] {
  const picture = palettePhoto(index);
  return {
    photo_id: `cover-${index}`,
    width: picture.width,
    height: picture.height,
    placeholder: null,
    thumb_url: picture.url,
    medium_url: null,
    preview_url: null,
  };
}

/**
 * Spaces for stories and tests whose state label never changes while the project lives: one past,
 * one ongoing until 2030, one upcoming in 2031 (no photo yet, so no cover), and one of someone else.
 */
export const STORY_SPACES: ApiSpace[] = [
  buildSpace({
    id: 'space-1',
    title: 'Summer festival by the lake',
    location: 'Lakeside Park',
    start_date: '2026-06-01',
    end_date: '2030-12-31',
    cover: storyCover(0),
  }),
  buildSpace({
    id: 'space-2',
    title: "Amani & Baraka's wedding",
    location: 'Karen Country Club',
    start_date: '2025-12-12',
    end_date: '2025-12-14',
    cover: storyCover(3),
  }),
  buildSpace({
    id: 'space-3',
    title: 'Nairobi tech week 2031',
    location: 'KICC, Nairobi',
    start_date: '2031-05-02',
    end_date: '2031-05-04',
  }),
  buildSpace({
    id: 'space-4',
    title: 'Community marathon',
    location: null,
    start_date: '2025-03-08',
    end_date: '2025-03-08',
    owner: false,
    user_id: 'user-2',
    cover: storyCover(5),
  }),
];

/**
 * GET /spaces/{space_id} answering page by page: `pages[n - 1]` for page n, and never answering for
 * pages beyond them (a next page still loading).
 */
export function pagedSpaceHandler(space: Partial<ApiSpace>, pages: SpacePhoto[][]) {
  return http.get('*/api/spaces/:spaceId', async ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1') || 1;
    const photos = pages[page - 1];
    if (!photos) await delay('infinite');
    return HttpResponse.json({
      space: buildSpace(space),
      photos: photos ?? [],
      has_more_photos: true,
      watermark: null,
    });
  });
}
