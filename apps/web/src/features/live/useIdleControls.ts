import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the controls show: after any input (`wake`) until `idleMs` pass without another. They start
 * hidden: nobody is at the TV when it starts.
 */
export function useIdleControls(idleMs: number) {
  const [awake, setAwake] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wake = useCallback(() => {
    setAwake(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAwake(false), idleMs);
  }, [idleMs]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { awake, wake };
}
