import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useApi } from './api-context';
import { useSessionStore } from './session';

/**
 * Signing out: DELETE /logout, then the session is cleared and the visitor goes to /login. The session
 * is cleared even when the call fails (the token is forgotten locally either way).
 * `signingOut` is true while the call runs; a second call meanwhile does nothing.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const api = useApi();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const running = useRef(false);

  const signOut = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setSigningOut(true);
    try {
      await api.logout();
    } catch {
      // The local session ends regardless.
    } finally {
      store.clear();
      running.current = false;
      setSigningOut(false);
      navigate(paths.login(), { replace: true });
    }
  }, [api, store, navigate]);

  return { signOut, signingOut };
}
