// The API's limit (30 MB), a default so that the dropzone works on its own. Not exported: the limit is
// the API client's (`MAX_UPLOAD_BYTES`), which apps pass as `maxFileBytes`.
const DEFAULT_MAX_FILE_BYTES = 31457280;

/** Shown when the selection is empty. */
export const NOTHING_SELECTED_MESSAGE = 'Nothing selected for upload';

/** Shown when a file is not an image or is larger than the size limit. */
export const INVALID_UPLOAD_MESSAGE =
  'Please ensure you are uploading actual photos and each of their size is at most 30mbs';

/** Outcome of {@link validateUploads}. */
export type UploadValidation = { valid: true } | { valid: false; message: string };

/** Options of {@link validateUploads}. */
export interface ValidateUploadsOptions {
  /** Largest accepted file, in bytes. Default 31457280 (30 MB). */
  maxFileBytes?: number;
}

/**
 * Accepts a non-empty list of images, each at most `maxFileBytes` (30 MB); otherwise says what is wrong.
 * Takes anything with a type and a size, e.g. `File`s.
 */
export function validateUploads(
  files: ArrayLike<Pick<File, 'type' | 'size'>> | null | undefined,
  { maxFileBytes = DEFAULT_MAX_FILE_BYTES }: ValidateUploadsOptions = {},
): UploadValidation {
  if (!files || files.length === 0) return { valid: false, message: NOTHING_SELECTED_MESSAGE };
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    if (!file.type.startsWith('image/') || file.size > maxFileBytes) {
      return { valid: false, message: INVALID_UPLOAD_MESSAGE };
    }
  }
  return { valid: true };
}
