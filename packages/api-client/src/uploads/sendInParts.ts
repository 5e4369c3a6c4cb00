import type { LenseClient } from '../endpoints/client';
import type { SentPart, UploadPartUrls } from '../endpoints/types';
import { ApiError } from '../transport/errors';
import { wait } from './wait';
import type { PutOptions, PutPart } from './xhrPut';

/** Waits before each new try of a part, in milliseconds: about a minute in all, then the file fails. */
export const PART_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000, 8000, 15000, 30000];

/** Options of {@link sendInParts}. */
export interface SendInPartsOptions extends PutOptions {
  /** Sends one part; resolves with its ETag. */
  putPart: PutPart;
  /**
   * The part URLs the presign handed out (`parts: true`): used first, so the file's parts go out without
   * asking for them. Fresh ones are asked when they expired.
   */
  urls?: UploadPartUrls | undefined;
  /** Parts already stored (from an earlier try or before a reload): not sent again. */
  sent?: readonly SentPart[] | undefined;
  /** Called after each stored part with every part stored so far (to remember them across a reload). */
  onPartSent?: ((sent: readonly SentPart[]) => void) | undefined;
  /** Headers of the API calls (a guest's token). */
  headers?: Record<string, string> | undefined;
  /** Waits between tries; defaults to {@link PART_RETRY_DELAYS_MS}. */
  retryDelaysMs?: readonly number[] | undefined;
  /** Resolves when the browser is back online (defaults to the `online` event when `navigator.onLine` is false). */
  untilOnline?: ((signal?: AbortSignal) => Promise<void>) | undefined;
}

/** The outcome of {@link sendInParts}: the stored parts, or null when the API already had the whole file. */
export type SentParts = readonly SentPart[] | null;

/** Whether a failed part is worth another try: no answer, a time-out, a busy or failing server, an expired URL. */
function retryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.status === 0 ||
    error.status === 403 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

const browserOnline = (signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || navigator.onLine !== false) return resolve();
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      window.removeEventListener('online', done);
      reject(signal?.reason);
    };
    window.addEventListener('online', done, { once: true });
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Sends `file` to pending photo `photoId` in parts (POST /photos/{photo_id}/parts), one part at a time with
 * progress; a part that fails for a network reason is tried again after a growing pause (and once the
 * browser is back online), with fresh URLs when they expired, so a dropped connection costs at most the
 * part under way. Parts in `sent` are skipped. Resolves with every stored part, ready for
 * `client.photos.completeParts`; or null when the API already has the file (409).
 */
export async function sendInParts(
  client: LenseClient,
  photoId: string,
  file: Blob,
  options: SendInPartsOptions,
): Promise<SentParts> {
  const { putPart, signal, onProgress, headers, contentType } = options;
  const delays = options.retryDelaysMs ?? PART_RETRY_DELAYS_MS;
  const untilOnline = options.untilOnline ?? browserOnline;
  const callOptions = { ...(signal ? { signal } : {}), ...(headers ? { headers } : {}) };
  const askUrls = async (): Promise<UploadPartUrls | null> => {
    try {
      return await client.photos.parts(photoId, { size: file.size, content_type: contentType }, callOptions);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return null;
      throw error;
    }
  };

  let urls = options.urls ?? (await askUrls());
  if (!urls) return null;
  const stored = new Map((options.sent ?? []).map((part) => [part.part_number, part.etag]));
  const storedParts = (): SentPart[] =>
    [...stored]
      .map(([part_number, etag]) => ({ part_number, etag }))
      .sort((a, b) => a.part_number - b.part_number);
  const partSize = urls.part_size;
  const bytesStored = () =>
    [...stored.keys()].reduce(
      (sum, n) => sum + Math.max(0, Math.min(partSize, file.size - (n - 1) * partSize)),
      0,
    );
  onProgress?.(bytesStored());

  for (const { part_number: partNumber } of urls.parts) {
    if (stored.has(partNumber)) continue;
    const start = (partNumber - 1) * partSize;
    const blob = file.slice(start, Math.min(file.size, start + partSize), contentType);
    const before = bytesStored();
    for (let attempt = 0; ; attempt += 1) {
      const url = urls.parts.find((part) => part.part_number === partNumber)?.url;
      if (!url) throw new ApiError(0, 'The upload changed size: select the file again');
      try {
        const etag = await putPart(url, blob, {
          contentType,
          ...(signal ? { signal } : {}),
          onProgress: (loaded) => onProgress?.(before + loaded),
        });
        stored.set(partNumber, etag);
        break;
      } catch (error) {
        if (signal?.aborted || !retryable(error) || attempt >= delays.length) throw error;
        await wait(delays[attempt]!, signal);
        await untilOnline(signal);
        // A 403 is most likely an expired URL: fresh ones for the same upload.
        if (error instanceof ApiError && error.status === 403) {
          const fresh = await askUrls();
          if (!fresh) return null;
          urls = fresh;
        }
      }
    }
    options.onPartSent?.(storedParts());
  }
  return storedParts();
}
