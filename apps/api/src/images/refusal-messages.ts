// Why an upload is refused, in the words its uploader sees: at completion, or later from the derive job.

/** The product's message for a selection with a non-image or a file over 30 MB. */
export const INVALID_UPLOAD =
  'Please ensure you are uploading actual photos and each of their size is at most 30mbs';
/** Why a stored upload was refused, when it looked like an image but cannot be used as one. */
export const UNDECODABLE_IMAGE = 'The image could not be read: the file is damaged or not a supported format';
export const TOO_MANY_PIXELS = 'The image is too large: at most 100 megapixels';
export const TOO_MANY_FRAMES =
  'The animation is too large: at most 100 megapixels in all its frames together';
export const TOO_COMPRESSED =
  'The image has too many pixels for its file size: above 24 megapixels, at most 128 pixels for each byte';

/** The message refusing a stored upload: the reason when it decoded badly, else the product's upload rule. */
export const refusalMessage = (reason: string): string =>
  reason === 'undecodable'
    ? UNDECODABLE_IMAGE
    : reason === 'too_many_pixels'
      ? TOO_MANY_PIXELS
      : reason === 'too_many_frames'
        ? TOO_MANY_FRAMES
        : reason === 'too_compressed'
          ? TOO_COMPRESSED
          : INVALID_UPLOAD;
