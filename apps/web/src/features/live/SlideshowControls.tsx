import { Button, Inline, vars } from '@lense/ui';
import styled from 'styled-components';
import { useLiveMessages } from './liveMessages';

const Bar = styled.div`
  position: absolute;
  z-index: 3;
  top: ${vars.space[4]};
  right: ${vars.space[4]};
  opacity: 0;
  transition: opacity 300ms ease;
  /* Shown on input, and while one of them has the keyboard's focus (a focused control stays in sight). */
  &[data-visible],
  &:has(:focus-visible) {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Props of {@link SlideshowControls}. */
export interface SlideshowControlsProps {
  visible: boolean;
  paused: boolean;
  onTogglePause: () => void;
  /** The Fullscreen switch; none where the browser has no Fullscreen API. */
  fullscreen: { available: boolean; active: boolean; toggle: () => void };
}

/**
 * Pause or Play, and Fullscreen, top-right. They fade out when nobody uses them but stay in the tab order:
 * a key press shows them again.
 */
export function SlideshowControls({ visible, paused, onTogglePause, fullscreen }: SlideshowControlsProps) {
  const t = useLiveMessages();
  return (
    <Inline asChild gap={2} wrap={false}>
      <Bar role="group" aria-label={t('controls.label')} data-visible={visible ? '' : undefined}>
        <Button variant="secondary" size="small" onClick={onTogglePause}>
          {t(paused ? 'controls.play' : 'controls.pause')}
        </Button>
        {fullscreen.available ? (
          <Button variant="secondary" size="small" onClick={fullscreen.toggle}>
            {t(fullscreen.active ? 'controls.exitFullscreen' : 'controls.fullscreen')}
          </Button>
        ) : null}
      </Bar>
    </Inline>
  );
}
