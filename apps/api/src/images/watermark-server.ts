// Runs the watermark service as its own process: `tsx src/images/watermark-server.ts`.
// Environment: PORT (default 3100), HOST (default 0.0.0.0), WATERMARK_CONCURRENCY (2),
// WATERMARK_CACHE_BYTES (64 MB), WATERMARK_CACHE_DIR, WATERMARK_CORS_ORIGIN, plus the storage
// variables read by `storageConfigFromEnv` (DATA_DIR, S3_BUCKET, S3_ENDPOINT…).
// Memory: two 12 MP renders in flight peak near 700 MB of RSS by default; MALLOC_ARENA_MAX=2 in the
// environment and WATERMARK_THREADS=1 (libvips threads per image) bring that to about 400-550 MB.
import sharp from 'sharp';
import { storageConfigFromEnv } from '../config.ts';
import { createStorage } from '../storage/index.ts';
import { createWatermarker } from './watermark.ts';
import { buildWatermarkApp } from './watermark-app.ts';

const env = process.env;
if (env.WATERMARK_THREADS) sharp.concurrency(Number(env.WATERMARK_THREADS));
const storage = createStorage(storageConfigFromEnv(env));
const watermarker = createWatermarker({
  concurrency: Number(env.WATERMARK_CONCURRENCY ?? 2),
  cacheSize: Number(env.WATERMARK_CACHE_BYTES ?? 64 * 1024 * 1024),
  ...(env.WATERMARK_CACHE_DIR ? { cacheDir: env.WATERMARK_CACHE_DIR } : {}),
});
const app = buildWatermarkApp({ storage, watermarker, corsOrigin: env.WATERMARK_CORS_ORIGIN, logger: true });

const close = () => {
  app.close().then(() => process.exit(0));
};
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ port: Number(env.PORT ?? 3100), host: env.HOST ?? '0.0.0.0' });
