import type { CSSProperties, SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { ImageLayer } from './useCrossfadeLayers';

/** How long the next photo takes to fade in. */
const FADE_MS = 1200;

/** One photo and its backdrop, faded in and out together. */
const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
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
 * The photo again, covering the screen, blurred and darkened: the bars beside a portrait photo (or above a
 * wide one) take its colours instead of black. A CSS background of the same address the image has loaded,
 * so the browser reads it from its cache: no second download. Scaled up so the blur's soft edge stays off
 * screen.
 */
const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background-position: center;
  background-size: cover;
  filter: blur(40px) brightness(0.45) saturate(1.2);
  transform: scale(1.15);
`;

const Picture = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

/** A CSS `url()` of an address, quoted so no character of it can end the value. */
const cssUrl = (src: string) => `url(${JSON.stringify(src)})`;

/**
 * The two image elements of the slideshow, stacked, each over a blurred copy of itself. Only the one in
 * front is described; the other is hidden from assistive technology while it loads the next photo.
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
    const backdrop: CSSProperties | undefined = slide ? { backgroundImage: cssUrl(slide.src) } : undefined;
    return (
      <Layer key={index} data-front={front ? '' : undefined}>
        <Backdrop aria-hidden="true" data-slide-backdrop="" style={backdrop} />
        <Picture
          src={slide?.src}
          alt={front && slide ? slide.alt : ''}
          aria-hidden={front ? undefined : true}
          onLoad={ready}
          onError={ready}
        />
      </Layer>
    );
  });
}
