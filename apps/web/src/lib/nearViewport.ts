import { type RefCallback, useCallback, useState } from 'react';

/**
 * Whether an element is, or has been, within a window's height of the viewport: `true` at once when
 * `already`, or where the browser cannot tell (no `IntersectionObserver`), and never back to `false`.
 * Looks only while `watching` (e.g. once what is above the element has its height). Attach the returned
 * ref to the element.
 */
export function useNearViewport<T extends Element>(
  already: boolean,
  watching = true,
): [boolean, RefCallback<T>] {
  const [near, setNear] = useState(already || typeof IntersectionObserver === 'undefined');
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (near || !watching || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        // The document as root: its own viewport, and the margin counts inside a frame too.
        { root: element.ownerDocument, rootMargin: '100% 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, watching],
  );
  return [near, ref];
}
