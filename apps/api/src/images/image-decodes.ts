import { createFairSlots } from './fair-slots.ts';
import {
  DECODE_QUEUE_PER_HOLDER,
  DECODE_WAIT_MS,
  DECODES_PER_HOLDER,
  DEFAULT_IMAGE_DECODE_QUEUE,
  DEFAULT_IMAGE_DECODES,
} from './limits.ts';

/**
 * The slots every full decode of an image in this process takes: upload checks (one per uploader at a time,
 * refused with a 503 past the queue) and derived images (background jobs, which wait). The server sets the
 * bounds from its configuration (`IMAGE_DECODES`, `IMAGE_DECODE_QUEUE`).
 */
export const imageDecodes = createFairSlots({
  total: DEFAULT_IMAGE_DECODES,
  perHolder: DECODES_PER_HOLDER,
  queue: DEFAULT_IMAGE_DECODE_QUEUE,
  queuePerHolder: DECODE_QUEUE_PER_HOLDER,
  maxWaitMs: DECODE_WAIT_MS,
});
