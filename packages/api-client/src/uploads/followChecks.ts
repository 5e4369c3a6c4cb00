import type { LenseClient } from '../endpoints/client';
import { isApiError } from '../transport/errors';
import { wait } from './wait';

/** The waits between rounds of asking, in ms: about a minute and a half in all, sooner at first. */
export const CHECK_DELAYS_MS: readonly number[] = [1000, 2000, 3000, 5000, 8000, 13000, 21000, 34000];

/** How a completed upload ended once its data was checked. */
export interface UploadCheck {
  photoId: string;
  /** `published` (visible or hidden), `refused` (its data did not decode: it is gone), `unknown` (not told). */
  outcome: 'published' | 'refused' | 'unknown';
  /** Why it was refused, in the API's words. */
  reason: string | null;
}

/** Options of {@link followUploadChecks}. */
export interface FollowChecksOptions {
  /** Headers of the status calls, e.g. a guest's token (`guestUploadHeaders`). */
  headers?: Record<string, string> | undefined;
  /** Stops asking; the promise then rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
  /** Called once per photo as soon as its outcome is known. */
  onSettled?: ((check: UploadCheck) => void) | undefined;
  /** The waits before each round (default {@link CHECK_DELAYS_MS}); photos still processing after the last are `unknown`. */
  delaysMs?: readonly number[] | undefined;
}

/**
 * Follows completed uploads until their data is checked (GET /photos/{photo_id}/upload): completion only
 * reads a photo's header, and the job that makes its images refuses one whose data does not decode, after
 * the uploader was told it was sent. Asks for the photos still processing after each wait; a photo its
 * uploader may no longer see (removed, 403/404) is `unknown`; a failed call is asked again next round.
 */
export async function followUploadChecks(
  client: LenseClient,
  photoIds: readonly string[],
  options: FollowChecksOptions = {},
): Promise<UploadCheck[]> {
  const { headers, signal, onSettled, delaysMs = CHECK_DELAYS_MS } = options;
  const settled = new Map<string, UploadCheck>();
  const settle = (check: UploadCheck) => {
    settled.set(check.photoId, check);
    onSettled?.(check);
  };
  let waiting = [...new Set(photoIds)];
  for (const delay of delaysMs) {
    if (waiting.length === 0) break;
    await wait(delay, signal);
    const answers = await Promise.all(
      waiting.map((photoId) =>
        client.photos
          .uploadStatus(photoId, { ...(signal ? { signal } : {}), ...(headers ? { headers } : {}) })
          .then(
            ({ upload }) => ({ photoId, upload }),
            (failure: unknown) => ({ photoId, failure }),
          ),
      ),
    );
    if (signal?.aborted) throw signal.reason;
    for (const answer of answers) {
      const { photoId } = answer;
      if ('failure' in answer) {
        const { failure } = answer;
        if (isApiError(failure) && (failure.status === 403 || failure.status === 404))
          settle({ photoId, outcome: 'unknown', reason: null });
        continue;
      }
      const { state, error } = answer.upload;
      if (state === 'refused') settle({ photoId, outcome: 'refused', reason: error });
      else if (state === 'visible' || state === 'hidden')
        settle({ photoId, outcome: 'published', reason: null });
    }
    waiting = waiting.filter((photoId) => !settled.has(photoId));
  }
  for (const photoId of waiting) settle({ photoId, outcome: 'unknown', reason: null });
  return photoIds.map((photoId) => settled.get(photoId)!);
}
