import type { ApiUser } from '../endpoints/types';

/**
 * `open_on_login` of a session that remembers nothing (specification, section 3): the address the app
 * opens after the next login. The app decides what to do with it.
 */
export const DEFAULT_OPEN_ON_LOGIN = '/spaces';

/** What the browser keeps of a signed-in user. */
export interface Session {
  /** The signed-in user, or `null` when signed out. */
  user: ApiUser | null;
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
  open_on_login: DEFAULT_OPEN_ON_LOGIN,
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
    return DEFAULT_OPEN_ON_LOGIN;
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
