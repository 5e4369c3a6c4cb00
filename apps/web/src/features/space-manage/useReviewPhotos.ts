import { MESSAGES, type ReviewPage } from '@lense/api-client';
import { useLenseClient, useReviewQueue } from '@lense/api-client/hooks';
import { toast } from '@lense/ui';
import { useCallback, useMemo, useState } from 'react';

/** A guest's photo waiting for review. */
export type ReviewPhoto = ReviewPage['photos'][number];

/**
 * The review queue as one list: the first page (revalidated after each decision), the pages 'Load more'
 * added, less the photos decided here. Decisions shift the API's pages, so 'Load more' reads the page
 * holding the first photo not shown yet, and duplicates are dropped.
 */
export function useReviewPhotos(spaceId: string) {
  const client = useLenseClient();
  const first = useReviewQueue(spaceId, 1);
  const [more, setMore] = useState<readonly ReviewPhoto[]>([]);
  const [decided, setDecided] = useState<ReadonlySet<string>>(() => new Set());
  const [loadingMore, setLoadingMore] = useState(false);

  const photos = useMemo(() => {
    const seen = new Set<string>();
    return [...(first.data?.photos ?? []), ...more].filter((photo) => {
      if (seen.has(photo.id) || decided.has(photo.id)) return false;
      seen.add(photo.id);
      return true;
    });
  }, [first.data, more, decided]);

  // The first page is fresh after every decision: its `has_more` and `total` say whether any photo waits
  // beyond those listed.
  const hasMore = Boolean(first.data?.has_more) && photos.length < (first.data?.total ?? 0);

  const loadMore = useCallback(async () => {
    const pageSize = first.data?.photos.length ?? 0;
    if (pageSize === 0) return;
    setLoadingMore(true);
    try {
      const page = await client.guests.review(spaceId, Math.floor(photos.length / pageSize) + 1);
      setMore((loaded) => [...loaded, ...page.photos]);
    } catch {
      toast.error(MESSAGES.genericError);
    } finally {
      setLoadingMore(false);
    }
  }, [client, spaceId, first.data, photos.length]);

  /** Drops photos approved or rejected here from the list at once. */
  const markDecided = useCallback((ids: readonly string[]) => {
    setDecided((current) => new Set([...current, ...ids]));
  }, []);

  return {
    photos,
    loading: first.data === undefined && !first.error,
    error: first.error,
    reload: () => void first.mutate(),
    /** Photos waiting in all, loaded or not. */
    total: Math.max(first.data?.total ?? 0, photos.length),
    hasMore,
    loadingMore,
    loadMore,
    markDecided,
  };
}
