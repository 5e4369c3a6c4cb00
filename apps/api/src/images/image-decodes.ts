import { createFairSlots } from './fair-slots.ts';
import {
  DECODE_QUEUE_PER_HOLDER,
  DECODE_WAIT_MS,
  DECODES_PER_HOLDER,
  DEFAULT_IMAGE_DECODE_QUEUE,
  DEFAULT_IMAGE_DECODES,
} from './limits.ts';

/**
 * The slots the upload checks of this process take (one per uploader at a time, refused with a 503 past the
 * queue). Derived images are bounded apart, by the job worker's two jobs at a time, so an event's image work
 * never starves its completions. The server sets the bounds from its configuration (`IMAGE_DECODES`,
 * `IMAGE_DECODE_QUEUE`).
 */
export const imageDecodes = createFairSlots({
  total: DEFAULT_IMAGE_DECODES,
  perHolder: DECODES_PER_HOLDER,
  queue: DEFAULT_IMAGE_DECODE_QUEUE,
  queuePerHolder: DECODE_QUEUE_PER_HOLDER,
  maxWaitMs: DECODE_WAIT_MS,
});
