import type { Session } from '@lense/api-client';
import { paths } from '../config/paths';

/** A location as the router gives it. */
export interface LocationParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * Where a path other than the root that ends with a slash goes: the same path without the trailing
 * slash(es), query string and hash kept. `null` when no redirect is needed.
 */
export function trailingSlashTarget({ pathname, search = '', hash = '' }: LocationParts): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return `${trimmed}${search}${hash}`;
}

/** The address of a location without host: path, query and hash. */
export function addressOf({ pathname, search = '', hash = '' }: LocationParts): string {
  return `${pathname}${search}${hash}`;
}

/**
 * For a signed-in route: `null` when the visitor may stay; otherwise the login page and the origin to
 * remember in `open_on_login`.
 */
export function signedOutRedirect(
  signedIn: boolean,
  location: LocationParts,
): { to: string; remember: string } | null {
  if (signedIn) return null;
  return { to: paths.login(), remember: addressOf(location) };
}

/**
 * Where a signed-in visitor goes from the login or signup page: the remembered `open_on_login`, or
 * /spaces (the default after login) when nothing is remembered or what is remembered is the login page.
 */
export function postLoginPath(session: Pick<Session, 'open_on_login'>): string {
  const path = session.open_on_login || paths.spaces();
  const pathname = path.split(/[?#]/)[0];
  return pathname === paths.login() ? paths.spaces() : path;
}

/**
 * For the sign-in and sign-up screens: where a signed-in visitor is sent (`open_on_login`, or /spaces when
 * that is the login page), or `null` for a signed-out visitor.
 */
export function signedInRedirect(signedIn: boolean, session: Pick<Session, 'open_on_login'>): string | null {
  return signedIn ? postLoginPath(session) : null;
}
