/** Largest accepted file: 30 MB. */
export const MAX_UPLOAD_BYTES = 31457280;

/** Shown when the selection is empty. */
export const NOTHING_SELECTED_MESSAGE = 'Nothing selected for upload';

/** Shown when a file is not an image or is larger than {@link MAX_UPLOAD_BYTES}. */
export const INVALID_UPLOAD_MESSAGE =
  'Please ensure you are uploading actual photos and each of their size is at most 30mbs';

/** What the validator needs of a file (a `File` fits). */
export interface UploadCandidate {
  /** MIME type, e.g. 'image/jpeg'. */
  type: string;
  /** Size in bytes. */
  size: number;
}

/** Outcome of {@link validateUploads}. */
export type UploadValidation = { valid: true } | { valid: false; message: string };

/** Accepts a non-empty list of images, each at most 30 MB; otherwise says what is wrong. */
export function validateUploads(files: ArrayLike<UploadCandidate> | null | undefined): UploadValidation {
  if (!files || files.length === 0) return { valid: false, message: NOTHING_SELECTED_MESSAGE };
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    if (!file.type.startsWith('image/') || file.size > MAX_UPLOAD_BYTES) {
      return { valid: false, message: INVALID_UPLOAD_MESSAGE };
    }
  }
  return { valid: true };
}
