import type { FeedPhoto, PhotoFeedPage } from '@lense/api-client';
import { buildPhoto, buildSpace, HttpResponse, http } from '@lense/api-client/mocks';
import { palettePhoto } from '../../testing/images';
import type { MockHandler } from '../../testing/requests';

/** The public spaces the feed fixtures come from. */
export const FEED_SPACES = [
  buildSpace({ id: 'space-1', title: 'summer festival', owner: false }),
  buildSpace({ id: 'space-2', title: 'winter gala', slug: 'winter-gala', owner: false }),
  buildSpace({ id: 'space-3', title: 'city marathon', slug: 'city-marathon', owner: false }),
];

const COMMENTS = [null, 'Sunset on stage', null, 'The finish line', null, null, 'Opening night'];
const PRICES = [null, '1500', null, null, '250', null, null];

/**
 * `count` feed photos starting at index `from`, with offline pictures (unique urls: the feed dedupes
 * by url), or the API's image addresses when `offline` is false (jsdom never loads them).
 */
export function feedPhotos(count: number, from = 0, offline = true): FeedPhoto[] {
  return Array.from({ length: count }, (_, offset) => {
    const i = from + offset;
    const id = `photo-${i + 1}`;
    const picture = palettePhoto(i);
    return buildPhoto({
      id,
      space_id: FEED_SPACES[i % FEED_SPACES.length]!.id,
      url: offline ? `${picture.url}#${id}` : `/api/photos/${id}/image`,
      width: picture.width,
      height: picture.height,
      comment: COMMENTS[i % COMMENTS.length] ?? null,
      price: PRICES[i % PRICES.length] ?? null,
    });
  });
}

/** One page of the feed. */
export function feedPage(photos: FeedPhoto[], hasMore = false): PhotoFeedPage {
  return {
    photos,
    spaces: FEED_SPACES,
    sites: [],
    collection_spaces: [],
    watermarks: [],
    has_more_photos: hasMore,
  };
}

const EMPTY_PAGE = feedPage([]);

/**
 * GET /photos answered page by page: `pageSize` photos a page out of `total`; a search term that no
 * space title contains answers an empty page. `onRequest` sees every request's query.
 */
export function feedHandler({
  total,
  pageSize = 24,
  offline = true,
  onRequest,
}: {
  total: number;
  pageSize?: number;
  offline?: boolean;
  onRequest?: (query: URLSearchParams) => void;
}): MockHandler {
  const handler = http.get('*/api/photos', ({ request }) => {
    const query = new URL(request.url).searchParams;
    onRequest?.(query);
    const term = (query.get('search_term') ?? '').toLowerCase();
    if (term && !FEED_SPACES.some((space) => space.title.includes(term))) {
      return HttpResponse.json(EMPTY_PAGE);
    }
    const page = Number(query.get('page') ?? '1');
    const from = (page - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, total - from));
    return HttpResponse.json(feedPage(feedPhotos(count, from, offline), from + count < total));
  });
  return handler;
}
