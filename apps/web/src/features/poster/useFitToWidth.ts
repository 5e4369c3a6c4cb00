import { useLayoutEffect, useState } from 'react';

/** CSS pixels in a millimetre. */
export const PX_PER_MM = 96 / 25.4;

/**
 * The zoom (at most 1) that fits content `naturalWidthPx` wide across the window, inside the padding of
 * `frame`'s parent (the page): 1 on a laptop, less on a phone, followed as the window resizes. The
 * window's width, not the parent's, since an unfitted sheet widens its parent. `frame` is state (a
 * callback ref), so the fit starts when the frame appears, after the page has loaded.
 */
export function useFitToWidth(frame: HTMLElement | null, naturalWidthPx: number): number {
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const page = frame?.parentElement;
    if (!page) return;
    const fitWindow = () => {
      const style = getComputedStyle(page);
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      const room = document.documentElement.clientWidth - padding;
      setZoom(Math.min(1, room / naturalWidthPx));
    };
    fitWindow();
    window.addEventListener('resize', fitWindow);
    return () => window.removeEventListener('resize', fitWindow);
  }, [frame, naturalWidthPx]);
  return zoom;
}
