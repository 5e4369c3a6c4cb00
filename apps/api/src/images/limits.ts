/** Largest accepted upload: images only, 31457280 bytes (30 MB) per file. */
export const MAX_UPLOAD_BYTES = 31_457_280;

/** How many leading bytes {@link detectImageType} needs to recognise every supported format. */
export const IMAGE_SNIFF_BYTES = 64;

/**
 * Most pixels an image may have (100 MP; a 50 MP camera's photo is well within). Every decode of an uploaded
 * image passes this to sharp, so a small file declaring 16000x16000 pixels is refused from its header
 * instead of costing 256 MP of memory and seconds of CPU on every view.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * The image types an upload may declare: raster formats that sharp decodes and browsers show. SVG is left
 * out on purpose: it is a document that can run script when served from our origin or a bucket.
 */
export const ACCEPTED_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
]);
