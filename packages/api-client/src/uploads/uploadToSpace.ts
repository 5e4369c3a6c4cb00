import type { LenseClient } from '../endpoints/client';
import { GUEST_TOKEN_HEADER } from '../endpoints/guests';
import { type UploadFilesOptions, type UploadResult, uploadFiles } from './uploadFiles';

/** Options of {@link uploadToSpace}: those of {@link uploadFiles} but the selection and the presigning. */
export interface UploadToSpaceOptions extends Omit<UploadFilesOptions, 'files' | 'presign'> {
  /**
   * Calls POST /photos/{photo_id}/complete for each file once its bytes are sent, so the API verifies
   * and publishes it (needed with S3 storage; harmless otherwise). Defaults to true.
   */
  complete?: boolean;
  /** Headers of the presign and completion calls, e.g. a guest's token ({@link guestUploadHeaders}). */
  headers?: Record<string, string>;
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
 * for one URL per file, PUTs the files one at a time with progress (see {@link uploadFiles}), then
 * completes each uploaded photo. Failed files can be sent again with `retryFailed()`.
 */
export async function uploadToSpace(
  client: LenseClient,
  spaceId: string,
  files: UploadFilesOptions['files'],
  options: UploadToSpaceOptions = {},
): Promise<SpaceUploadResult> {
  const { complete = true, headers, ...rest } = options;
  const callOptions = (signal?: AbortSignal) => ({
    ...(signal ? { signal } : {}),
    ...(headers ? { headers } : {}),
  });
  let photoIds: (string | null)[] = [];
  const completed = new Set<number>();

  const finish = async (result: UploadResult): Promise<SpaceUploadResult> => {
    if (complete) {
      for (const [index, entry] of result.files.entries()) {
        const photoId = photoIds[index];
        if (entry.status !== 'done' || !photoId || completed.has(index)) continue;
        await client.photos.complete(photoId, callOptions(rest.signal));
        completed.add(index);
      }
    }
    return {
      ...result,
      photoIds,
      retryFailed: async (retryOptions) => finish(await result.retryFailed(retryOptions)),
    };
  };

  const result = await uploadFiles({
    ...rest,
    files,
    presign: async (descriptors, signal) => {
      const answer = await client.photos.presign(
        { files: descriptors, method: 'put', space_id: spaceId },
        callOptions(signal),
      );
      photoIds = answer.files.map((file) => file.photo_id);
      return answer.presigned_urls;
    },
  });
  return finish(result);
}
