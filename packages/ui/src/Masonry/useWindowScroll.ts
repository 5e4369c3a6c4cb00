import { useState } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';

/** The window's vertical scroll position and viewport height. */
export interface WindowScroll {
  /** Pixels scrolled from the top of the page. */
  scrollY: number;
  /** Height of the viewport in pixels. */
  innerHeight: number;
}

/**
 * What the server assumes, and so what the client's first render must assume too: the top of a page in a
 * common laptop viewport. A screenful of tiles is then in the server's markup, before any script runs.
 */
export const SERVER_WINDOW_SCROLL: WindowScroll = { scrollY: 0, innerHeight: 900 };

const read = (): WindowScroll => ({ scrollY: window.scrollY, innerHeight: window.innerHeight });

/**
 * Tracks window scrolling and resizing, at most once per animation frame. Starts from
 * {@link SERVER_WINDOW_SCROLL} whatever the environment, so hydration sees the server's tiles, and
 * measures in a layout effect, before the browser paints: the real viewport's tiles replace the assumed
 * ones without a visible shift.
 */
export function useWindowScroll(): WindowScroll {
  const [state, setState] = useState(SERVER_WINDOW_SCROLL);
  useIsomorphicLayoutEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = read();
      setState((prev) =>
        prev.scrollY === next.scrollY && prev.innerHeight === next.innerHeight ? prev : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
