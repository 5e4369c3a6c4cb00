import { useCallback, useMemo, useState } from 'react';
import type { SWRInfiniteResponse } from 'swr/infinite';
import type { ApiError, FeedPhoto, PhotoFeedPage, ReviewPage, SpacePhoto } from '../index';
import { useReviewQueue } from './guests';
import { useFeedPages, useReviewPages, useSpacePages } from './photoPages';
import { type SpaceView, useSpace } from './queries';

/**
 * Where a photo list's pages come from: a space's photos (`{ space: id }`, page 1 being the space read
 * every screen of the space shares), the public feed (`{ feed: term }`, '' for all) or a space's guest
 * photos waiting for review (`{ review: id }`, owner only, page 1 being `useReviewQueue`'s). The kind of
 * source stays the same for the life of a component; its id or term may change.
 */
export type PhotoListSource =
  | { space: string | null | undefined }
  | { feed: string }
  | { review: string | null | undefined };

/** A guest's photo waiting for review. */
export type ReviewPhoto = ReviewPage['photos'][number];

/** What {@link usePhotoList} gives. */
export interface PhotoList<Photo, Page> {
  /** The photos of every loaded page, in order, once each (by `url`), less those whose image failed. */
  photos: Photo[];
  /** The loaded pages, first to last (a feed page also names the photos' spaces). */
  pages: Page[];
  /** Whether the last loaded page says more follow. */
  hasMore: boolean;
  /** Nothing is loaded yet and the first page is being read. */
  isLoading: boolean;
  /** A page after the first is being read. */
  isLoadingMore: boolean;
  /** The error of the last read that failed (the first page's, else a later page's). */
  error: ApiError | undefined;
  /** Reads the next page (nothing when no more follow or a page is being read). */
  loadMore: () => void;
  /** Leaves out the photo at `url` (its image failed to load). */
  dropFailed: (url: string) => void;
  /** Reads every loaded page again. */
  mutate: () => Promise<void>;
}

/** Whether a further page asked for has not arrived yet. */
const waiting = (
  swr: Pick<SWRInfiniteResponse<unknown, ApiError>, 'error' | 'size'> & { data?: unknown[] | undefined },
) => !swr.error && swr.size > (swr.data?.length ?? 0);

/**
 * The photos once each (by `url`, or by `id` in the review queue), less those whose image failed: a page
 * may repeat a photo when the list moved.
 */
function listed<Photo extends { id: string; url: string }>(
  pages: readonly { photos: readonly Photo[] }[],
  failed: ReadonlySet<string>,
  by: 'url' | 'id' = 'url',
) {
  const seen = new Set<string>();
  const photos: Photo[] = [];
  for (const page of pages) {
    for (const photo of page.photos) {
      if (seen.has(photo[by]) || failed.has(photo.url)) continue;
      seen.add(photo[by]);
      photos.push(photo);
    }
  }
  return photos;
}

/** The plain read of a list's page 1 (a space, or its review queue's first page). */
interface FirstPage<Page> {
  data?: Page | undefined;
  error?: ApiError | undefined;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/** A list whose page 1 is a plain read, shared with other screens, and whose later pages come on `loadMore()`. */
function firstAndFurther<Photo, Page>(
  first: FirstPage<Page>,
  further: SWRInfiniteResponse<Page, ApiError>,
  pages: Page[],
  photos: Photo[],
  hasMoreOf: (page: Page) => boolean,
  dropFailed: (url: string) => void,
): PhotoList<Photo, Page> {
  const last = pages[pages.length - 1];
  const hasMore = last === undefined ? false : hasMoreOf(last);
  const loadingMore = waiting(further);
  return {
    photos,
    pages,
    hasMore,
    isLoading: first.isLoading,
    isLoadingMore: loadingMore,
    error: first.error ?? further.error,
    loadMore: () => {
      if (!hasMore || loadingMore || !first.data) return;
      // After a failed page, the same page is asked for again.
      if (further.error && further.size > (further.data?.length ?? 0)) void further.mutate();
      else void further.setSize(further.size + 1);
    },
    dropFailed,
    mutate: async () => {
      await Promise.all([first.mutate(), further.mutate()]);
    },
  };
}

/** The feed: every page, page 1 included, is a paged read. */
function feedList(
  feed: SWRInfiniteResponse<PhotoFeedPage, ApiError>,
  photos: FeedPhoto[],
  dropFailed: (url: string) => void,
): PhotoList<FeedPhoto, PhotoFeedPage> {
  const pages = feed.data ?? [];
  const last = pages[pages.length - 1];
  const hasMore = last?.has_more_photos ?? false;
  // After a failed page nothing more is asked for until `mutate()` (the screen's 'Try again').
  const busy = feed.isLoading || (feed.size > 0 && pages[feed.size - 1] === undefined);
  return {
    photos,
    pages,
    hasMore,
    isLoading: feed.isLoading,
    isLoadingMore: waiting(feed) && pages.length > 0,
    error: feed.error,
    loadMore: () => {
      if (hasMore && !busy) void feed.setSize(feed.size + 1);
    },
    dropFailed,
    mutate: async () => void (await feed.mutate()),
  };
}

/**
 * The one paged photo list of the screens: a space's photos, the public feed or a space's review queue,
 * page after page. `loadMore()` reads the next page only; photos are listed once each and those whose
 * image failed (`dropFailed(url)`) are left out. Photo mutations change the cached pages from their
 * answers, so the list follows them without reading every page again.
 */
export function usePhotoList(source: { space: string | null | undefined }): PhotoList<SpacePhoto, SpaceView>;
export function usePhotoList(source: { feed: string }): PhotoList<FeedPhoto, PhotoFeedPage>;
export function usePhotoList(source: {
  review: string | null | undefined;
}): PhotoList<ReviewPhoto, ReviewPage>;
export function usePhotoList(
  source: PhotoListSource,
):
  | PhotoList<SpacePhoto, SpaceView>
  | PhotoList<FeedPhoto, PhotoFeedPage>
  | PhotoList<ReviewPhoto, ReviewPage> {
  const spaceId = 'space' in source ? source.space || null : null;
  const term = 'feed' in source ? source.feed.trim() : null;
  const reviewId = 'review' in source ? source.review || null : null;
  // Every source's reads are called (hooks are never conditional); only the chosen one has keys.
  const space = useSpace(spaceId);
  const spaceMore = useSpacePages(spaceId, space.data);
  const feed = useFeedPages(term);
  const review = useReviewQueue(reviewId, 1);
  const reviewMore = useReviewPages(reviewId, review.data);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const dropFailed = useCallback((url: string) => setFailed((urls) => new Set(urls).add(url)), []);

  const spacePages = useMemo(
    () => (space.data ? [space.data, ...(spaceMore.data ?? [])] : []),
    [space.data, spaceMore.data],
  );
  const reviewPages = useMemo(
    () => (review.data ? [review.data, ...(reviewMore.data ?? [])] : []),
    [review.data, reviewMore.data],
  );
  const spacePhotos = useMemo(() => listed(spacePages, failed), [spacePages, failed]);
  const feedPhotos = useMemo(() => listed(feed.data ?? [], failed), [feed.data, failed]);
  const reviewPhotos = useMemo(() => listed(reviewPages, failed, 'id'), [reviewPages, failed]);

  if (term !== null) return feedList(feed, feedPhotos, dropFailed);
  if ('review' in source) {
    return firstAndFurther(
      review,
      reviewMore,
      reviewPages,
      reviewPhotos,
      (page) => page.has_more,
      dropFailed,
    );
  }
  return firstAndFurther(
    space,
    spaceMore,
    spacePages,
    spacePhotos,
    (page) => page.has_more_photos,
    dropFailed,
  );
}
