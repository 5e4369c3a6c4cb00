import { type RefObject, useCallback, useEffect, useState } from 'react';

/** The Fullscreen API on `target`: whether the browser offers it, whether it is on, and a switch. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = useCallback(() => {
    // A refusal (no user gesture, a frame without permission) leaves the page as it is.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void target.current?.requestFullscreen?.().catch(() => {});
  }, [target]);
  // Phones without it (an iPhone's Safari) get no button.
  const available = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  return { available, active, toggle };
}
