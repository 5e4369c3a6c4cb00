import { useSession } from '@lense/api-client/hooks';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signedInRedirect, signedOutRedirect, trailingSlashTarget } from '../lib/routing';
import { useSessionStore, useSignedIn } from '../lib/session';

/** Removes a trailing slash from any path but the root (history replaced, query kept). */
export function TrailingSlashRedirect() {
  const location = useLocation();
  const target = trailingSlashTarget(location);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}

/** Signed-in routes: signed-out visitors go to /login and their origin is remembered for after login. */
export function RequireSignedIn() {
  const signedIn = useSignedIn();
  const store = useSessionStore();
  const location = useLocation();
  const redirect = signedOutRedirect(signedIn, location);
  const remember = redirect?.remember;
  useEffect(() => {
    if (remember) store.update({ open_on_login: remember });
  }, [remember, store]);
  return redirect ? <Navigate to={redirect.to} replace /> : <Outlet />;
}

/** Sign-in and sign-up screens: signed-in visitors go to the remembered page (or /spaces). */
export function RedirectSignedIn() {
  const signedIn = useSignedIn();
  const session = useSession();
  const target = signedInRedirect(signedIn, session);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
