import type { LenseClient } from '../endpoints/client';
import { GUEST_TOKEN_HEADER } from '../endpoints/guests';
import type { SentPart, UploadPartUrls } from '../endpoints/types';
import { isApiError } from '../transport/errors';
import { resumeKey, type UploadResumeStore } from './resumeStore';
import { retryBusy } from './retryBusy';
import { sendInParts } from './sendInParts';
import { type UploadFilesOptions, type UploadResult, uploadFiles } from './uploadFiles';
import { type PutPart, xhrPutPart } from './xhrPut';

/** How {@link uploadToSpace} sends files in parts (see {@link sendInParts}). */
export interface ResumableUploadOptions {
  /** Remembers each file's stored parts, so the same file picked again after a reload continues. */
  store?: UploadResumeStore | undefined;
  /** Sends one part; defaults to XMLHttpRequest ({@link xhrPutPart}). */
  putPart?: PutPart | undefined;
  /** Waits between tries of a failed part (see `PART_RETRY_DELAYS_MS`). */
  retryDelaysMs?: readonly number[] | undefined;
}

/** Options of {@link uploadToSpace}: those of {@link uploadFiles} but the selection and the presigning. */
export interface UploadToSpaceOptions extends Omit<UploadFilesOptions, 'files' | 'presign'> {
  /**
   * Calls POST /photos/{photo_id}/complete for each file once its bytes are sent, so the API verifies
   * and publishes it (needed with S3 storage; harmless otherwise), again after the delay a busy server's
   * 503 asks for. Defaults to true.
   */
  complete?: boolean | undefined;
  /** Headers of the presign and completion calls, e.g. a guest's token ({@link guestUploadHeaders}). */
  headers?: Record<string, string> | undefined;
  /**
   * Sends each file in parts, each tried again on its own after a dropped connection, instead of one PUT
   * (`put` is then unused); with a `store`, files picked again after a reload continue where they stopped.
   */
  resumable?: ResumableUploadOptions | boolean | undefined;
}

/** The headers that make an upload a guest's: their token from joining a guest link. */
export const guestUploadHeaders = (guestToken: string): Record<string, string> => ({
  [GUEST_TOKEN_HEADER]: guestToken,
});

/** The outcome of {@link uploadToSpace}: that of {@link uploadFiles} plus the created photos. */
export interface SpaceUploadResult extends UploadResult {
  /** The id of the pending photo the API created for each file, in selection order. */
  photoIds: readonly (string | null)[];
  /** Retries the files not done, then completes them; resolves with the new outcome. */
  retryFailed(options?: Parameters<UploadResult['retryFailed']>[0]): Promise<SpaceUploadResult>;
}

/**
 * Uploads a selection to a space: checks it, asks POST /presigned_urls (`method: 'put'`, `space_id`)
 * for one URL per file, PUTs the files one at a time with progress (see {@link uploadFiles}) — or, with
 * `resumable`, sends each in parts ({@link sendInParts}) — then completes each uploaded photo. Failed files
 * can be sent again with `retryFailed()`.
 */
export async function uploadToSpace(
  client: LenseClient,
  spaceId: string,
  files: UploadFilesOptions['files'],
  options: UploadToSpaceOptions = {},
): Promise<SpaceUploadResult> {
  const { complete = true, headers, resumable, ...rest } = options;
  const callOptions = (signal?: AbortSignal) => ({
    ...(signal ? { signal } : {}),
    ...(headers ? { headers } : {}),
  });
  const inParts = resumable === true ? {} : resumable || null;
  const store = inParts?.store;
  const selection = Array.from(files ?? []);
  let photoIds: (string | null)[] = [];
  /** Part URLs the presign handed out, by place in the selection; each is used once (later tries ask). */
  const partUrls = new Map<number, UploadPartUrls>();
  /** The stored parts of each photo sent in parts (null: the API already had the whole file). */
  const partsOf = new Map<string, readonly SentPart[] | null>();
  const completed = new Set<number>();

  const finish = async (result: UploadResult): Promise<SpaceUploadResult> => {
    if (complete) {
      for (const [index, entry] of result.files.entries()) {
        const photoId = photoIds[index];
        if (entry.status !== 'done' || !photoId || completed.has(index)) continue;
        const parts = partsOf.get(photoId);
        await retryBusy(
          () =>
            parts
              ? client.photos.completeParts(photoId, parts, callOptions(rest.signal))
              : client.photos.complete(photoId, callOptions(rest.signal)),
          rest.signal,
        );
        store?.delete(resumeKey(spaceId, entry.file));
        completed.add(index);
      }
    }
    return {
      ...result,
      photoIds,
      retryFailed: async (retryOptions) => finish(await result.retryFailed(retryOptions)),
    };
  };

  /** Sends one file in parts to its pending photo, remembering the stored parts as they arrive. */
  const sendFileInParts: NonNullable<UploadFilesOptions['put']> = async (_url, file, putOptions) => {
    // The photo the API created for this file, kept by its place in the selection.
    const photoId = putOptions.index === undefined ? null : photoIds[putOptions.index];
    if (!photoId || !(file instanceof File)) throw new Error('No pending photo for this file');
    const key = resumeKey(spaceId, file);
    const remember = (sent: readonly SentPart[]) => store?.set(key, { photoId, sent, savedAt: Date.now() });
    const sent = store?.get(key)?.sent ?? [];
    remember(sent);
    const given = putOptions.index === undefined ? undefined : partUrls.get(putOptions.index);
    if (putOptions.index !== undefined) partUrls.delete(putOptions.index);
    try {
      const parts = await sendInParts(client, photoId, file, {
        ...putOptions,
        putPart: inParts?.putPart ?? xhrPutPart,
        sent,
        ...(given ? { urls: given } : {}),
        onPartSent: remember,
        ...(headers ? { headers } : {}),
        ...(inParts?.retryDelaysMs ? { retryDelaysMs: inParts.retryDelaysMs } : {}),
      });
      partsOf.set(photoId, parts);
    } catch (error) {
      // The photo is gone or not this uploader's any more: the file starts afresh next time.
      if (isApiError(error) && (error.status === 403 || error.status === 404)) store?.delete(key);
      throw error;
    }
  };

  const result = await uploadFiles({
    ...rest,
    files,
    ...(inParts ? { put: sendFileInParts } : {}),
    presign: async (descriptors, signal) => {
      // Files remembered from before a reload keep their pending photo; only the others are presigned.
      const remembered = selection.map((file) => (store ? store.get(resumeKey(spaceId, file)) : undefined));
      const fresh = descriptors.filter((_, index) => !remembered[index]);
      const answer = fresh.length
        ? await client.photos.presign(
            // In parts, the presign hands out the part URLs at once: no single PUT URL is signed.
            { files: fresh, method: 'put', space_id: spaceId, ...(inParts ? { parts: true } : {}) },
            callOptions(signal),
          )
        : { files: [] };
      let next = 0;
      const presigned = descriptors.map((_, index) => {
        const kept = remembered[index];
        // Its parts are asked for when it is sent: no URL to presign.
        if (kept) return { photo_id: kept.photoId, url: '' };
        const file = answer.files[next++];
        if (file?.parts && file.part_size)
          partUrls.set(index, { part_size: file.part_size, parts: file.parts, expires_at: file.expires_at });
        return { photo_id: file?.photo_id ?? null, url: file?.url ?? '' };
      });
      photoIds = presigned.map((file) => file.photo_id);
      return presigned.map((file) => file.url);
    },
  });
  return finish(result);
}
