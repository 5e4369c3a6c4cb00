import type { ApiSpace, SpacePhoto } from '@lense/api-client';
import { buildPhoto, buildSpace, delay, HttpResponse, http, mockEndpoint } from '@lense/api-client/mocks';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SpaceLayout } from './SpaceLayout';

// Fixtures and route set-ups shared by the spaces stories and tests.

const PALETTE: readonly [string, string][] = [
  ['#6366f1', '#0ea5e9'],
  ['#f97316', '#db2777'],
  ['#10b981', '#0f766e'],
  ['#facc15', '#ea580c'],
  ['#8b5cf6', '#ec4899'],
  ['#0ea5e9', '#22c55e'],
];

/** A deterministic 4:3 photo as an SVG data URI (no network), coloured by `index`. */
export function photoImage(index: number): string {
  const [from, to] = PALETTE[index % PALETTE.length] as [string, string];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="480" height="360" fill="url(#g)"/><circle cx="360" cy="108" r="44" fill="#fff" fill-opacity="0.7"/><path d="M0 360 L144 198 L264 360 Z" fill="#000" fill-opacity="0.18"/><path d="M168 360 L312 162 L480 360 Z" fill="#000" fill-opacity="0.28"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The id of the space in the fixtures. */
export const SPACE_ID = 'space-1';

/** `count` photos of the fixture space with generated images. */
export function storyPhotos(count: number, overrides: (index: number) => Partial<SpacePhoto> = () => ({})) {
  return Array.from({ length: count }, (_, index) =>
    buildPhoto({ id: `photo-${index + 1}`, url: photoImage(index), ...overrides(index) }),
  );
}

/** GET /spaces/{space_id} answering with this space and photos. */
export function spaceHandler(space: Partial<ApiSpace> = {}, photos: SpacePhoto[] = [], hasMore = false) {
  return mockEndpoint('get', '/spaces/{space_id}', {
    populated: { space: buildSpace(space), photos, has_more_photos: hasMore, watermark: null },
  });
}

/** GET /spaces answering with one page of these spaces. */
export function spacesHandler(spaces: ApiSpace[], hasMore = false) {
  return mockEndpoint('get', '/spaces', { populated: { data: spaces, has_more: hasMore } });
}

/** A space screen inside the space wrapper, as the app routes it. */
export function SpaceRoute({ path, element }: { path: string; element: ReactNode }) {
  return (
    <Routes>
      <Route path={paths.space.path} element={<SpaceLayout />}>
        {path === paths.space.path ? (
          <Route index element={element} />
        ) : (
          <Route path={path} element={element} />
        )}
      </Route>
      <Route path={paths.spaces.path} element={<p>Spaces list</p>} />
    </Routes>
  );
}

/**
 * Spaces for stories and tests whose state label never changes while the project lives: one past,
 * one ongoing until 2030, one upcoming in 2031, and one of someone else.
 */
export const STORY_SPACES: ApiSpace[] = [
  buildSpace({
    id: 'space-1',
    title: 'Summer festival by the lake',
    location: 'Lakeside Park',
    start_date: '2026-06-01',
    end_date: '2030-12-31',
  }),
  buildSpace({
    id: 'space-2',
    title: "Amani & Baraka's wedding",
    location: 'Karen Country Club',
    start_date: '2025-12-12',
    end_date: '2025-12-14',
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
