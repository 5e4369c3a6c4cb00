import { DEFAULT_POST_LOGIN_PATH, LOGIN_PATH } from '../constants';
import type { User } from '../types';

/** What the browser keeps of a signed-in user. */
export interface Session {
  /** The signed-in user, or `null` when signed out. */
  user: User | null;
  /** The API token (a JWT), or `null` when signed out. */
  token: string | null;
  /** The user's profile picture, when known. */
  profile_picture_url: string | null;
  /** Where to go after the next login (an address without host). */
  open_on_login: string;
}

/** A signed-out session that returns to /spaces after login. */
export const EMPTY_SESSION: Session = Object.freeze({
  user: null,
  token: null,
  profile_picture_url: null,
  open_on_login: DEFAULT_POST_LOGIN_PATH,
});

/**
 * The part of an address after its host: path, query and hash. A full URL loses its origin; an address
 * that already starts with `/` is kept as it is.
 */
export function addressWithoutHost(address: string): string {
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_POST_LOGIN_PATH;
  }
}

/**
 * The session after a reset: user, token and profile picture cleared, and the current address
 * (minus host) remembered in `open_on_login` for the return after login.
 */
export function resetSessionState(session: Session, currentAddress: string): Session {
  return {
    ...session,
    user: null,
    token: null,
    profile_picture_url: null,
    open_on_login: addressWithoutHost(currentAddress),
  };
}

/** Where a signed-in visitor goes from the login or signup page: `open_on_login`, or /spaces when that is the login page. */
export function postLoginPath(session: Pick<Session, 'open_on_login'>): string {
  const path = session.open_on_login || DEFAULT_POST_LOGIN_PATH;
  const pathname = path.split(/[?#]/)[0];
  return pathname === LOGIN_PATH ? DEFAULT_POST_LOGIN_PATH : path;
}
