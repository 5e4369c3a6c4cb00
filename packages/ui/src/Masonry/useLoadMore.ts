import { useEffect, useRef } from 'react';
import { shouldLoadMore } from './layout';

/** Options of {@link useLoadMore}. */
export interface LoadMoreOptions {
  /** Called when the next page should load. */
  onLoadMore?: (() => void) | undefined;
  /** Whether there is a next page. */
  hasMore: boolean;
  /** Whether a page is loading now (no second call meanwhile). */
  loading: boolean;
  /** Current window scroll position. */
  scrollY: number;
  /** Current viewport height. */
  innerHeight: number;
  /** Changes whenever the content height may have changed (e.g. the grid's height). */
  contentHeight: number;
  /** Number of items shown; one request per count, so scrolling on before `loading` turns on asks once. */
  itemCount: number;
  /** Fraction of the page height to pass. Default 0.7. */
  threshold?: number | undefined;
}

/** Calls `onLoadMore` once scrolling passes the threshold of the page height. */
export function useLoadMore({
  onLoadMore,
  hasMore,
  loading,
  scrollY,
  innerHeight,
  contentHeight,
  itemCount,
  threshold = 0.7,
}: LoadMoreOptions): void {
  const requestedFor = useRef(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentHeight re-runs the check after a new page renders.
  useEffect(() => {
    // A finished request (even a failed one) allows the next; without `loading`, one per item count.
    if (loading) requestedFor.current = -1;
    if (!onLoadMore || !hasMore || loading || requestedFor.current === itemCount) return;
    const pageHeight = document.documentElement.scrollHeight;
    if (shouldLoadMore({ scrollTop: scrollY, viewportHeight: innerHeight, pageHeight }, threshold)) {
      requestedFor.current = itemCount;
      onLoadMore();
    }
  }, [onLoadMore, hasMore, loading, scrollY, innerHeight, contentHeight, itemCount, threshold]);
}
