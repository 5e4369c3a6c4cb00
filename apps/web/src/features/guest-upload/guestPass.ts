/**
 * What a guest holds after joining a guest link: the upload token the API gave them and the name they
 * gave. Kept in the tab's `sessionStorage` under the link's token, so a reload (a phone waking up, a
 * flaky connection) does not ask again; closing the tab forgets it.
 */
export interface GuestPass {
  token: string;
  name: string | null;
}

const keyOf = (linkToken: string) => `lense.guest-link.${linkToken}`;

// Storage can be missing or throw (private browsing, storage turned off): the pass then lives only as
// long as the page, which is all a guest strictly needs.
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const isGuestPass = (value: unknown): value is GuestPass =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GuestPass).token === 'string' &&
  ((value as GuestPass).name === null || typeof (value as GuestPass).name === 'string');

/** The pass kept for this link in this tab, or null. */
export function readGuestPass(linkToken: string): GuestPass | null {
  try {
    const stored = storage()?.getItem(keyOf(linkToken));
    const value: unknown = stored ? JSON.parse(stored) : null;
    return isGuestPass(value) ? { token: value.token, name: value.name } : null;
  } catch {
    return null;
  }
}

/** Keeps the pass for this link in this tab. */
export function keepGuestPass(linkToken: string, pass: GuestPass): void {
  try {
    storage()?.setItem(keyOf(linkToken), JSON.stringify(pass));
  } catch {
    // Full or refused: the page still holds the pass.
  }
}

/** Forgets the pass of this link (the API no longer takes it). */
export function forgetGuestPass(linkToken: string): void {
  try {
    storage()?.removeItem(keyOf(linkToken));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
