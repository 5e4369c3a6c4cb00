// The space just created, so the list can point it out when the owner comes back to it (the spec's
// `newlyCreated`). Kept for the tab's life in session storage: a reload still shows it, a new tab does not.

const KEY = 'lense.newlyCreatedSpace';

/** Remembers `spaceId` as the space just created. */
export function rememberNewlyCreatedSpace(spaceId: string): void {
  try {
    window.sessionStorage.setItem(KEY, spaceId);
  } catch {
    // Storage refused (private mode, quota): the list just shows no highlight.
  }
}

/** The id of the space just created in this tab, or null. */
export function newlyCreatedSpace(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
