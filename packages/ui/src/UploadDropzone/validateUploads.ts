// Defaults so that the dropzone works on its own: 30 MB and any image. Not exported: the rules are the API's,
// which apps pass from the API client's constants as `maxFileBytes` (`MAX_UPLOAD_BYTES`) and
// `acceptedTypes` (`ACCEPTED_UPLOAD_TYPES`).
const DEFAULT_MAX_FILE_BYTES = 31457280;
const ANY_IMAGE = 'image/';

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
  maxFileBytes?: number | undefined;
  /** The MIME types accepted, compared without case, e.g. `['image/jpeg', 'image/png']`. Default any `image/`. */
  acceptedTypes?: readonly string[] | undefined;
}

/** Whether a file's type is accepted: one of `acceptedTypes`, or any image without them. */
function isAcceptedType(type: string, acceptedTypes: readonly string[] | undefined): boolean {
  const lower = type.toLowerCase();
  return acceptedTypes
    ? acceptedTypes.some((accepted) => accepted.toLowerCase() === lower)
    : lower.startsWith(ANY_IMAGE);
}

/**
 * Accepts a non-empty list of images (of `acceptedTypes`, or any image), each at most `maxFileBytes`
 * (30 MB); otherwise says what is wrong. Takes anything with a type and a size, e.g. `File`s.
 */
export function validateUploads(
  files: ArrayLike<Pick<File, 'type' | 'size'>> | null | undefined,
  { maxFileBytes = DEFAULT_MAX_FILE_BYTES, acceptedTypes }: ValidateUploadsOptions = {},
): UploadValidation {
  if (!files || files.length === 0) return { valid: false, message: NOTHING_SELECTED_MESSAGE };
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    if (!isAcceptedType(file.type, acceptedTypes) || file.size > maxFileBytes) {
      return { valid: false, message: INVALID_UPLOAD_MESSAGE };
    }
  }
  return { valid: true };
}
