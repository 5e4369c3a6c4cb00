import { useEffect, useRef } from 'react';

/** Calls `onClose` after `duration` ms of not being paused (the remaining time survives pauses). */
export function useAutoClose(duration: number, paused: boolean, onClose: () => void) {
  const remaining = useRef(duration);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const started = Date.now();
    const timer = setTimeout(() => close.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, duration]);
}
