import type { SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { ImageLayer } from './useCrossfadeLayers';

/** How long the next photo takes to fade in. */
const FADE_MS = 1200;

const Picture = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
  opacity: 0;
  transition: opacity ${FADE_MS}ms ease-in-out;
  &[data-front] {
    opacity: 1;
  }
  /* A cut instead of a fade. */
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * The two image elements of the slideshow, stacked. Only the one in front is described; the other is
 * hidden from assistive technology while it loads the next photo.
 */
export function SlideLayers({
  layers,
  onLoaded,
}: {
  layers: readonly ImageLayer[];
  onLoaded: (index: number, src: string) => void;
}) {
  return layers.map(({ slide, front }, index) => {
    // Decoded before it counts as loaded: a big image decoding on its first paint would flash.
    const ready = (event: SyntheticEvent<HTMLImageElement>) => {
      const image = event.currentTarget;
      const src = image.getAttribute('src');
      if (!src) return;
      const decoded = typeof image.decode === 'function' ? image.decode() : Promise.resolve();
      // A broken image counts as loaded too, or the show would stop at it.
      void decoded.catch(() => {}).then(() => onLoaded(index, src));
    };
    return (
      <Picture
        key={index}
        src={slide?.src}
        alt={front && slide ? slide.alt : ''}
        aria-hidden={front ? undefined : true}
        data-front={front ? '' : undefined}
        onLoad={ready}
        onError={ready}
      />
    );
  });
}
