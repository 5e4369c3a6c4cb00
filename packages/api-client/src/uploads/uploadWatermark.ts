import type { LenseClient } from '../endpoints/client';
import type { SpaceWatermark } from '../endpoints/types';
import { type UploadFilesOptions, UploadValidationError, uploadFiles } from './uploadFiles';

/** Refused before sending: a watermark is one image. */
export const ONE_WATERMARK_IMAGE = 'A watermark is one image: select a single file';

/** Options of {@link uploadWatermark}: those of {@link uploadFiles} but the selection and the presigning. */
export type UploadWatermarkOptions = Omit<UploadFilesOptions, 'files' | 'presign'>;

/**
 * Uploads the watermark image of a space (owner only): checks the file (an image of at most 30 MB, else
 * throws {@link UploadValidationError} with the product's message), asks POST /presigned_urls
 * (`method: 'put'`, `type: 'watermark'`, `space_id`) for its URL, PUTs it, then POST
 * /spaces/{space_id}/watermark makes it the space's watermark. Resolves with the watermark; rejects with
 * the PUT's error (or an `ApiError`) when a step fails, and with the signal's reason when cancelled.
 */
export async function uploadWatermark(
  client: LenseClient,
  spaceId: string,
  file: File | ArrayLike<File> | null | undefined,
  options: UploadWatermarkOptions = {},
): Promise<SpaceWatermark> {
  const files = file instanceof File ? [file] : file;
  if (files && files.length > 1) throw new UploadValidationError(ONE_WATERMARK_IMAGE);
  let path: string | undefined;
  const result = await uploadFiles({
    ...options,
    files,
    presign: async (descriptors, signal) => {
      const answer = await client.photos.presign(
        { files: descriptors, method: 'put', type: 'watermark', space_id: spaceId },
        signal ? { signal } : undefined,
      );
      path = answer.files[0]?.path;
      return answer.presigned_urls;
    },
  });
  const [entry] = result.files;
  if (result.status === 'cancelled') throw options.signal?.reason ?? new Error('Upload cancelled');
  if (result.status !== 'completed' || !path) throw entry?.error ?? new Error('Upload failed');
  const signal = options.signal;
  return (await client.spaces.setWatermark(spaceId, path, signal ? { signal } : undefined)).watermark;
}
