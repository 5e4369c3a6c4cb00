/** How sharing a photo's link ended: shared (or cancelled) through the system, copied, or failed. */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

/**
 * Shares `url` through the Web Share API where the browser has it; where it has not (most desktops), or
 * refuses, copies it to the clipboard instead. Cancelling the system's share sheet is not a failure.
 */
export async function sharePhotoLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
      // Refused (no user activation, a type it will not share): the clipboard still works.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
