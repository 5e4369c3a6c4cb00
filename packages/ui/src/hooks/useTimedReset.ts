import { useEffect, useRef } from 'react';

/**
 * Calls `onReset` once `delay` ms after `active` becomes true (e.g. 'copied' or 'completed' going
 * back to 'idle' after 3 s). The timer restarts when `active` turns on again and is cleared when it
 * turns off or the component unmounts.
 */
export function useTimedReset(active: boolean, delay: number, onReset: () => void): void {
  const latest = useRef(onReset);
  latest.current = onReset;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
}
