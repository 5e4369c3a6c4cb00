export { checkDecodes, type DecodeFailure, IMAGE_CHECKS_BUSY } from './decode-check.ts';
export { detectImageType, type ImageMimeType } from './detect-type.ts';
export { WatermarkError } from './errors.ts';
export { createFairSlots, type FairSlots, type Holder, SlotsBusyError } from './fair-slots.ts';
export { type PixelBox, placementToPixels, type WatermarkPlacement } from './geometry.ts';
export { imageDecodes } from './image-decodes.ts';
export { ACCEPTED_IMAGE_TYPES, IMAGE_SNIFF_BYTES, MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from './limits.ts';
export { ByteLruCache } from './lru-cache.ts';
export { ResultCache, type ResultCacheOptions } from './result-cache.ts';
export { createSemaphore, type Semaphore } from './semaphore.ts';
export { type StoredImageCheck, verifyStoredImage } from './verify-stored.ts';
export {
  createWatermarker,
  type Watermarker,
  type WatermarkerOptions,
  type WatermarkerStats,
  type WatermarkJob,
  watermarkCacheKey,
} from './watermark.ts';
export { buildWatermarkApp, type WatermarkAppOptions } from './watermark-app.ts';
export { WatermarkRequest, WatermarkResponse, watermarkRoutes } from './watermark-routes.ts';
