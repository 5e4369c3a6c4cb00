import { useCallback, useState } from 'react';
import type { Slide } from './livePhotos';

/** One of the two stacked images: the slide it holds and whether it is the one in front. */
export interface ImageLayer {
  slide: Slide | null;
  front: boolean;
}

/**
 * Two image elements, reused for every photo: the one in front shows `current`, the other loads `next`
 * out of sight. Each move flips them (`moves` counts them), so the next photo fades in already loaded and
 * the photo that leaves becomes the element that loads the one after.
 */
export function useCrossfadeLayers(current: Slide | null, next: Slide | null, moves: number) {
  const frontIndex = moves % 2;
  const layers: [ImageLayer, ImageLayer] = [
    { slide: frontIndex === 0 ? current : next, front: frontIndex === 0 },
    { slide: frontIndex === 1 ? current : next, front: frontIndex === 1 },
  ];
  // The address each element last finished loading (and decoding).
  const [loaded, setLoaded] = useState<readonly [string | null, string | null]>([null, null]);
  const onLoaded = useCallback((index: number, src: string) => {
    setLoaded((previous) => {
      if (previous[index] === src) return previous;
      return index === 0 ? [src, previous[1]] : [previous[0], src];
    });
  }, []);
  const backIndex = 1 - frontIndex;
  const nextReady = next !== null && loaded[backIndex] === next.src;
  return { layers, nextReady, onLoaded };
}
