import { useLogoutCall } from '@lense/api-client/hooks';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useSessionStore } from './session';

/**
 * Signing out: DELETE /logout (the client clears the session and drops the user's cached reads), then
 * the visitor goes to /login. The session is cleared even when the call fails.
 * `signingOut` is true while the call runs; a second call meanwhile does nothing.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const logout = useLogoutCall();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const running = useRef(false);

  const signOut = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setSigningOut(true);
    try {
      await logout();
    } catch {
      // The local session ends regardless.
    } finally {
      store.clear();
      running.current = false;
      setSigningOut(false);
      navigate(paths.login(), { replace: true });
    }
  }, [logout, store, navigate]);

  return { signOut, signingOut };
}
