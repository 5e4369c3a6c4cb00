import { useSyncExternalStore } from 'react';
import type { Session } from '../index';
import { useLenseClient } from './context';

/** The current session of the client's store; re-renders when it changes (in this tab or another). */
export function useSession(): Session {
  const { session } = useLenseClient();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
}

/**
 * Whose data a user-scoped read belongs to: the signed-in user's id (part of its SWR key, so one user
 * never sees another's cache), or `null` when signed out (the read is not made).
 */
export function useUserScope(): string | null {
  const { token, user } = useSession();
  if (!token) return null;
  return user?.id === undefined ? 'unknown-user' : String(user.id);
}
