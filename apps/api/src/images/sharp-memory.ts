import sharp from 'sharp';

/**
 * libvips threads per image. Every thread that allocates gets its own glibc malloc arena, kept once freed,
 * so fewer threads keep the server's memory down; photos are made two at a time (the derive job's
 * concurrency) and a decode check runs beside them, which already keeps both cores busy.
 */
export const SHARP_THREADS = 1;

/**
 * Bounds what sharp keeps between images: no libvips operation cache (each photo is new, so the cache never
 * answers and only holds up to 50 MB and 100 operations) and {@link SHARP_THREADS} threads per image
 * whatever the allocator (sharp picks one per core when it sees jemalloc or MALLOC_ARENA_MAX).
 */
export function limitSharpMemory(): void {
  sharp.cache(false);
  sharp.concurrency(SHARP_THREADS);
}
