import { type LenseClient, type PutFile, type UploadProgress, uploadFiles } from '@lense/api-client';

/** Which kind of site image an upload makes. */
export type SiteImageKind = 'banner' | 'icon';

/** Options of {@link uploadSiteImages}. */
export interface UploadSiteImagesOptions {
  /** Called as bytes are sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** Sends one file (defaults to XMLHttpRequest with progress). */
  put?: PutFile;
  /** Cancels the upload. */
  signal?: AbortSignal;
}

/** Thrown when some file could not be sent. */
export class SiteImageUploadError extends Error {
  constructor() {
    super('site image upload failed');
    this.name = 'SiteImageUploadError';
  }
}

/**
 * Uploads banner or icon pictures: checks the selection (images, 30 MB each; else the client's
 * UploadValidationError with the product's message), asks POST /presigned_urls (method put, `type`) for
 * one URL per file, sends the files one at a time, and resolves to their storage paths, in order, ready
 * for POST /banners or POST /icons. Rejects with {@link SiteImageUploadError} when a file fails.
 */
export async function uploadSiteImages(
  client: LenseClient,
  kind: SiteImageKind,
  files: ArrayLike<File>,
  options: UploadSiteImagesOptions = {},
): Promise<string[]> {
  let paths: string[] = [];
  const result = await uploadFiles({
    ...options,
    files,
    presign: async (descriptors, signal) => {
      const answer = await client.photos.presign(
        { files: descriptors, method: 'put', type: kind },
        signal ? { signal } : undefined,
      );
      paths = answer.files.map((file) => file.path);
      return answer.presigned_urls;
    },
  });
  if (result.status !== 'completed') throw new SiteImageUploadError();
  return paths;
}
