import { useCallback, useEffect, useState } from 'react';
import { advanceQueue, EMPTY_QUEUE, peekNext, type SlideQueue, syncQueue } from './slideQueue';

/** What {@link useSlideshow} gives. */
export interface Slideshow {
  queue: SlideQueue;
  /** The photo on screen. */
  current: string | null;
  /** The photo that comes next (its image loads out of sight meanwhile). */
  next: string | null;
  /** The current photo has had its time: move on once the next image is ready. */
  due: boolean;
  /** Moves on to the next photo. */
  advance: () => void;
}

/**
 * The order and pace of the slideshow over `ids` (most recently shown first): each photo for `intervalMs`,
 * new photos next. Moving on is left to the caller ({@link Slideshow.advance}), which waits for the next
 * image.
 */
export function useSlideshow(ids: readonly string[], intervalMs: number, paused: boolean): Slideshow {
  const [queue, setQueue] = useState(() => syncQueue(EMPTY_QUEUE, ids));
  const [syncedIds, setSyncedIds] = useState(ids);
  if (syncedIds !== ids) {
    setSyncedIds(ids);
    setQueue((previous) => syncQueue(previous, ids));
  }

  const [due, setDue] = useState(false);
  // One timer per photo shown; a pause clears it and a resume starts it afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each move (`queue.moves`) starts a new timer.
  useEffect(() => {
    if (paused || due) return;
    const timer = setTimeout(() => setDue(true), intervalMs);
    return () => clearTimeout(timer);
  }, [paused, due, intervalMs, queue.moves]);

  const advance = useCallback(() => {
    setQueue(advanceQueue);
    setDue(false);
  }, []);
  return { queue, current: queue.current, next: peekNext(queue), due: due && !paused, advance };
}
