/** A counting semaphore bounding how many tasks run at once. */
export interface Semaphore {
  /** Runs `task` when a slot is free; tasks queue in arrival order. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

/** Creates a {@link Semaphore} allowing `limit` tasks at once. */
export function createSemaphore(limit: number): Semaphore {
  if (!(limit >= 1)) throw new RangeError('Semaphore limit must be at least 1');
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) {
      active += 1;
      next();
    }
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
