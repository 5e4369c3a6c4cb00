import type { PhotoViewerProps } from '@lense/ui';
import { Suspense, useEffect, useState } from 'react';
import { lazyScreen } from '../lib/lazyScreen';

const Viewer = lazyScreen(() => import('@lense/ui/photo-viewer').then((m) => m.PhotoViewer));

/** Runs `task` when the browser is idle (soon after, where it cannot tell); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The design system's `PhotoViewer` for a photo page, whose code (and the dialog library behind it) is not
 * part of the page's first screen: it is fetched once the page is up and the browser is idle, or at once
 * when a photo is open before that (an address naming one). Until it is here an open photo shows nothing;
 * once here the viewer renders like the design system's own.
 */
export function PhotoViewer(props: PhotoViewerProps) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      Viewer.preload().then(
        () => active && setLoaded(true),
        // Fetched again when a photo opens.
        () => {},
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  if (props.index === null && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
