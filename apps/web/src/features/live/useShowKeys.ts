import { useEffect, useRef } from 'react';

/** Elements that handle Space themselves: pausing as well would undo their own action. */
const HANDLES_SPACE = 'button, a, input, textarea, select, [role="button"]';

/**
 * The slideshow's keys, wherever the focus is: any key shows the controls (`onInput`), and Space pauses or
 * plays (`onTogglePause`), unless a control has the focus and acts on it itself.
 */
export function useShowKeys(onTogglePause: () => void, onInput: () => void) {
  const handlers = useRef({ onTogglePause, onInput });
  handlers.current = { onTogglePause, onInput };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      handlers.current.onInput();
      if (event.key !== ' ' || event.repeat) return;
      if (event.target instanceof Element && event.target.closest(HANDLES_SPACE)) return;
      event.preventDefault();
      handlers.current.onTogglePause();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
