import { ACCEPTED_UPLOAD_TYPES } from '../rules/input-rules.ts';

/** Largest accepted upload (30 MB): the rule is defined with the others in rules/input-rules.ts. */
export { MAX_UPLOAD_BYTES } from '../rules/input-rules.ts';

/** How many leading bytes {@link detectImageType} needs to recognise every supported format. */
export const IMAGE_SNIFF_BYTES = 64;

/**
 * Most pixels an image may have (100 MP; a 50 MP camera's photo is well within). Every decode of an uploaded
 * image passes this to sharp, so a small file declaring 16000x16000 pixels is refused from its header
 * instead of costing 256 MP of memory and seconds of CPU on every view.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * Pixels an image may always have, however small its file: 24 MP, a 6000x4000 camera photo. Every phone photo
 * and screen capture is within it (a 6K screen's is 20 MP), and decoding that much from a 43-byte file costs
 * about 0.15 s and 105 MB (bench/image-limits.ts), what an ordinary photo costs.
 */
export const PIXELS_ALWAYS_ALLOWED = 24_000_000;

/**
 * Above {@link PIXELS_ALWAYS_ALLOWED}, most pixels (all frames together) per byte of the file: a decompression
 * bomb's ratio. Photos hold far fewer: a phone's JPEG 3 to 6; a smooth gradient with faint grain 26 at
 * quality 90, 124 at quality 75; a flat colour cannot pass about 170 as a JPEG. Bombs hold far more: a 67 KB
 * GIF of 10000x10000 is 1476, a 1-bit PNG 8000. At 128 a 100 MP image takes at least 781 KB, so its decode
 * costs what sending it does.
 */
export const MAX_PIXELS_PER_BYTE = 128;

/**
 * Image decodes (upload checks and derived images) at once in one process, by default: the venue laptop's
 * two cores. `IMAGE_DECODES` changes it.
 */
export const DEFAULT_IMAGE_DECODES = 2;

/**
 * Upload checks that may wait for a decode, by default; one more is answered 503 with Retry-After.
 * `IMAGE_DECODE_QUEUE` changes it. Each waiting check holds its file (at most 30 MB); a photo's check takes
 * about 60 ms, so 16 photos sent at once all wait rather than being sent twice.
 */
export const DEFAULT_IMAGE_DECODE_QUEUE = 16;

/** Decodes one holder (a guest, a space's owner) may run at once, so one uploader cannot take every slot. */
export const DECODES_PER_HOLDER = 1;

/**
 * Checks of one holder that may wait, so one uploader cannot fill the queue and turn everyone else away:
 * the apps send a selection one file at a time, so a real uploader rarely has more than one waiting.
 */
export const DECODE_QUEUE_PER_HOLDER = 4;

/**
 * Longest an upload check waits for a decode before it is answered 503 (and its check never runs, so it is
 * never published): a client hears back within seconds, whatever piles up behind slow decodes.
 */
export const DECODE_WAIT_MS = 10_000;

/** The image types an upload may declare (rules/input-rules.ts), for lookups. */
export const ACCEPTED_IMAGE_TYPES: ReadonlySet<string> = new Set(ACCEPTED_UPLOAD_TYPES);
