import type { SpacePhoto } from '@lense/api-client';
import type { SpaceView } from '@lense/api-client/hooks';
import { displayTitle } from '@lense/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EventTitle, Stage, StageMessage, StageText } from './LiveStage';
import { useLiveMessages } from './liveMessages';
import { slideOf } from './livePhotos';
import { useLiveSettings } from './liveSettings';
import { ShareCode } from './ShareCode';
import { SlideCaption } from './SlideCaption';
import { SlideLayers } from './SlideLayers';
import { SlideshowControls } from './SlideshowControls';
import { useShareTarget } from './shareTarget';
import { useCrossfadeLayers } from './useCrossfadeLayers';
import { useFullscreen } from './useFullscreen';
import { useIdleControls } from './useIdleControls';
import { useShowKeys } from './useShowKeys';
import { useSlideshow } from './useSlideshow';

/** Props of {@link LiveSlideshow}. */
export interface LiveSlideshowProps {
  space: SpaceView['space'];
  /** The photos to show, most recently shown first (see `useLiveSpace`). */
  photos: readonly SpacePhoto[];
}

/**
 * The slideshow of a space on a TV: each photo whole on black for 7 s, then the next fades in (a new one
 * first), with who shared it, the event's name and a QR code to join in. Nothing is announced as the
 * photos change, which would flood a screen reader; the photo on screen is described by its alt text.
 */
export function LiveSlideshow({ space, photos }: LiveSlideshowProps) {
  const settings = useLiveSettings();
  const t = useLiveMessages();
  const title = displayTitle(space.title);
  const slides = useMemo(
    () => new Map(photos.map((photo) => [photo.id, slideOf(photo, title, t)])),
    [photos, title, t],
  );
  const ids = useMemo(() => photos.map((photo) => photo.id), [photos]);

  const [paused, setPaused] = useState(false);
  const show = useSlideshow(ids, settings.slideMs, paused);
  const current = (show.current && slides.get(show.current)) || null;
  const next = (show.next && slides.get(show.next)) || null;
  const { layers, nextReady, onLoaded } = useCrossfadeLayers(current, next, show.queue.moves);
  const { due, advance } = show;
  // Moves on once the photo has had its time and the next one is loaded: never a blank frame.
  useEffect(() => {
    if (due && nextReady) advance();
  }, [due, nextReady, advance]);

  const { awake, wake } = useIdleControls(settings.controlsIdleMs);
  const togglePause = useCallback(() => setPaused((value) => !value), []);
  useShowKeys(togglePause, wake);
  const stage = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(stage);
  const share = useShareTarget(space, settings.origin);
  // A paused show keeps its controls (and says so with Play).
  const controlsVisible = awake || paused;

  return (
    <Stage
      ref={stage}
      aria-label={t('stage.labelOf', { title })}
      data-idle={controlsVisible ? undefined : ''}
      onPointerMove={wake}
      onPointerDown={wake}
      onFocus={wake}
    >
      <EventTitle title={space.title}>{title}</EventTitle>
      {current ? (
        <>
          <SlideLayers layers={layers} onLoaded={onLoaded} />
          <SlideCaption slide={current} />
          {share ? <ShareCode target={share} placement="corner" /> : null}
        </>
      ) : (
        <StageMessage>
          <StageText>{t('empty')}</StageText>
          {share ? <ShareCode target={share} placement="centre" /> : null}
        </StageMessage>
      )}
      <SlideshowControls
        visible={controlsVisible}
        paused={paused}
        onTogglePause={togglePause}
        fullscreen={fullscreen}
      />
    </Stage>
  );
}
