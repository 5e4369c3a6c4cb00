import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates server markup, true in every other client render. What
 * the server cannot render (a portal into `document.body`) waits for it: the first client render then
 * matches the server's markup, and React renders again with `true` right after hydrating. A plain client
 * render (no server markup) sees `true` at once, so nothing flashes in.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
