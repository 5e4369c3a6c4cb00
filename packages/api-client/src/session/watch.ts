import { SESSION_RECHECK_INTERVAL_MS } from '../constants';
import type { SessionStore } from './store';
import { isSessionActive } from './token';

/** Options of {@link startSessionWatch}. */
export interface SessionWatchOptions {
  /** The session to watch. */
  store: Pick<SessionStore, 'getSnapshot' | 'resetSession'>;
  /** Time between checks; defaults to 60 s. */
  intervalMs?: number | undefined;
  /** Current time in ms; defaults to `Date.now`. */
  now?: (() => number) | undefined;
  /** The address to remember for after login; defaults to the page's current address. */
  currentAddress?: (() => string) | undefined;
  /** Called after a signed-in session was found expired and reset (the app decides what to show). */
  onExpired?: (() => void) | undefined;
}

/**
 * Re-checks the session every 60 s: a session that holds a token or user but is no longer active
 * (token missing, unreadable or under 60 s from expiry, or no user) is reset, remembering the current
 * address, and `onExpired` is called. Returns a function that stops the watch.
 */
export function startSessionWatch(options: SessionWatchOptions): () => void {
  const {
    store,
    intervalMs = SESSION_RECHECK_INTERVAL_MS,
    now = Date.now,
    currentAddress = () => globalThis.location?.href ?? '/',
    onExpired,
  } = options;

  const check = () => {
    const session = store.getSnapshot();
    if (!session.token && !session.user) return;
    if (isSessionActive(session, now())) return;
    store.resetSession(currentAddress());
    onExpired?.();
  };

  const timer = setInterval(check, intervalMs);
  return () => clearInterval(timer);
}
