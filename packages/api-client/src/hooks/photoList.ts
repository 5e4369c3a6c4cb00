import { useCallback, useMemo, useState } from 'react';
import type { SWRInfiniteResponse } from 'swr/infinite';
import type { ApiError, FeedPhoto, PhotoFeedPage, SpacePhoto } from '../index';
import { useFeedPages, useSpacePages } from './photoPages';
import { type SpaceView, useSpace } from './queries';

/**
 * Where a photo list's pages come from: a space's photos (`{ space: id }`, page 1 being the space read
 * every screen of the space shares) or the public feed (`{ feed: term }`, '' for all). The kind of
 * source stays the same for the life of a component; its id or term may change.
 */
export type PhotoListSource = { space: string | null | undefined } | { feed: string };

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
  swr: Pick<SWRInfiniteResponse<unknown, ApiError>, 'error' | 'size'> & { data?: unknown[] },
) => !swr.error && swr.size > (swr.data?.length ?? 0);

/** The photos once each by url, less the failed ones (a page may repeat a photo when the list moved). */
function listed<Photo extends { url: string }>(
  pages: readonly { photos: readonly Photo[] }[],
  failed: ReadonlySet<string>,
) {
  const seen = new Set<string>();
  const photos: Photo[] = [];
  for (const page of pages) {
    for (const photo of page.photos) {
      if (seen.has(photo.url) || failed.has(photo.url)) continue;
      seen.add(photo.url);
      photos.push(photo);
    }
  }
  return photos;
}

/**
 * The one paged photo list of the screens: a space's photos or the public feed, page after page.
 * `loadMore()` reads the next page only; photos are listed once each (by `url`) and those whose image
 * failed (`dropFailed(url)`) are left out. Photo mutations change the cached pages from their answers,
 * so the list follows them without reading its pages again.
 */
export function usePhotoList(source: { space: string | null | undefined }): PhotoList<SpacePhoto, SpaceView>;
export function usePhotoList(source: { feed: string }): PhotoList<FeedPhoto, PhotoFeedPage>;
export function usePhotoList(
  source: PhotoListSource,
): PhotoList<SpacePhoto, SpaceView> | PhotoList<FeedPhoto, PhotoFeedPage> {
  const spaceId = 'space' in source ? source.space || null : null;
  const term = 'feed' in source ? source.feed.trim() : null;
  const first = useSpace(spaceId);
  const further = useSpacePages(spaceId, first.data);
  const feed = useFeedPages(term);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const dropFailed = useCallback((url: string) => setFailed((urls) => new Set(urls).add(url)), []);

  const spacePages = useMemo(
    () => (first.data ? [first.data, ...(further.data ?? [])] : []),
    [first.data, further.data],
  );
  const spacePhotos = useMemo(() => listed(spacePages, failed), [spacePages, failed]);
  const feedPhotos = useMemo(() => listed(feed.data ?? [], failed), [feed.data, failed]);

  if (term !== null) {
    const pages = feed.data ?? [];
    const last = pages[pages.length - 1];
    const hasMore = last?.has_more_photos ?? false;
    const busy = feed.isLoading || (feed.size > 0 && pages[feed.size - 1] === undefined);
    return {
      photos: feedPhotos,
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

  const last = spacePages[spacePages.length - 1];
  const hasMore = last?.has_more_photos ?? false;
  const loadingMore = waiting(further);
  return {
    photos: spacePhotos,
    pages: spacePages,
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
