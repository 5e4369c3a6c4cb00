export { detectImageType, type ImageMimeType } from './detect-type';
export { WatermarkError } from './errors';
export { type PixelBox, placementToPixels, type WatermarkPlacement } from './geometry';
export { IMAGE_SNIFF_BYTES, MAX_UPLOAD_BYTES } from './limits';
export { ByteLruCache } from './lru-cache';
export { ResultCache, type ResultCacheOptions } from './result-cache';
export { createSemaphore, type Semaphore } from './semaphore';
export { type StoredImageCheck, verifyStoredImage } from './verify-stored';
export {
  createWatermarker,
  type Watermarker,
  type WatermarkerOptions,
  type WatermarkerStats,
  type WatermarkJob,
  watermarkCacheKey,
} from './watermark';
export { buildWatermarkApp, type WatermarkAppOptions } from './watermark-app';
export { WatermarkRequest, WatermarkResponse, watermarkRoutes } from './watermark-routes';
