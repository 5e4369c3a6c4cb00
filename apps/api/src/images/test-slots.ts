import { imageDecodes } from './image-decodes.ts';
import { DECODE_WAIT_MS, DEFAULT_IMAGE_DECODE_QUEUE, DEFAULT_IMAGE_DECODES } from './limits.ts';

/**
 * For tests: leaves one decode slot and no queue, and takes that slot, so any check that needs a decode is
 * answered busy. Resolves once the slot is held; `release()` frees it and puts the default bounds back.
 */
export async function holdEveryDecodeSlot(): Promise<() => Promise<void>> {
  imageDecodes.configure({ total: 1, queue: 0 });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = () => {};
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  // A background task waits out any decode already running, then holds the slot.
  const done = imageDecodes.run(
    'a test',
    async () => {
      started();
      await held;
    },
    { background: true },
  );
  await running;
  return async () => {
    release();
    await done;
    imageDecodes.configure({
      total: DEFAULT_IMAGE_DECODES,
      queue: DEFAULT_IMAGE_DECODE_QUEUE,
      maxWaitMs: DECODE_WAIT_MS,
    });
  };
}
