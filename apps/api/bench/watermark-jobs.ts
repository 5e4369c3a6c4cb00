import type { WatermarkJob } from '../src/images/index.ts';

/** Size of the benchmark photo. */
export const WIDTH = 4000;
export const HEIGHT = 3000;
/** Jobs per engine, and how many run at once. */
export const JOBS = 20;
export const IN_FLIGHT = 2;

/** Twenty distinct jobs (no two share a cache entry) on the same photo and watermark. */
export const jobs: WatermarkJob[] = Array.from({ length: JOBS }, (_, i) => ({
  sourceKey: 'photo.jpg',
  watermarkKey: 'mark.png',
  top: 5 + i,
  left: 5 + i,
  height: 15,
  width: 30,
}));

/** Runs `work` over `items` with `width` in flight; resolves with the elapsed milliseconds. */
export async function pool<T>(items: T[], width: number, work: (item: T, index: number) => Promise<unknown>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
  return performance.now() - started;
}

/** The median and 95th percentile of `values`. */
export function quantiles(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! };
}
