import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore.ts';

describe('createSemaphore', () => {
  it('never runs more than the limit at once, and releases on failure', async () => {
    const semaphore = createSemaphore(2);
    let running = 0;
    let peak = 0;
    const task = (fail: boolean) =>
      semaphore.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (fail) throw new Error('boom');
        return 'done';
      });
    const results = await Promise.allSettled([task(true), task(false), task(true), task(false), task(false)]);
    expect(peak).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(semaphore.active).toBe(0);
    expect(semaphore.waiting).toBe(0);
  });
});
