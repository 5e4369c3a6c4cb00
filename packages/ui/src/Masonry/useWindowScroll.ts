import { useEffect, useState } from 'react';

/** The window's vertical scroll position and viewport height. */
export interface WindowScroll {
  /** Pixels scrolled from the top of the page. */
  scrollY: number;
  /** Height of the viewport in pixels. */
  innerHeight: number;
}

const read = (): WindowScroll =>
  typeof window === 'undefined'
    ? { scrollY: 0, innerHeight: 0 }
    : { scrollY: window.scrollY, innerHeight: window.innerHeight };

/** Tracks window scrolling and resizing, at most once per animation frame. */
export function useWindowScroll(): WindowScroll {
  const [state, setState] = useState(read);
  useEffect(() => {
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
