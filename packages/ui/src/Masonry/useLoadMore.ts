import { useEffect } from 'react';
import { shouldLoadMore } from './layout';

/** Options of {@link useLoadMore}. */
export interface LoadMoreOptions {
  /** Called when the next page should load. */
  onLoadMore?: () => void;
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
  /** Fraction of the page height to pass. Default 0.7. */
  threshold?: number;
}

/** Calls `onLoadMore` once scrolling passes the threshold of the page height. */
export function useLoadMore({
  onLoadMore,
  hasMore,
  loading,
  scrollY,
  innerHeight,
  contentHeight,
  threshold = 0.7,
}: LoadMoreOptions): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentHeight re-runs the check after a new page renders.
  useEffect(() => {
    if (!onLoadMore || !hasMore || loading) return;
    const pageHeight = document.documentElement.scrollHeight;
    if (shouldLoadMore({ scrollTop: scrollY, viewportHeight: innerHeight, pageHeight }, threshold)) {
      onLoadMore();
    }
  }, [onLoadMore, hasMore, loading, scrollY, innerHeight, contentHeight, threshold]);
}
