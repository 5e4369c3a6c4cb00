/** A task refused a slot: the wait queue was full, or it waited `maxWaitMs`. It never ran. */
export class SlotsBusyError extends Error {
  constructor() {
    super('every slot is taken and the queue is full');
    this.name = 'SlotsBusyError';
  }
}

/** The bounds of {@link FairSlots}. */
export interface SlotLimits {
  /** Tasks running at once. */
  total: number;
  /** Tasks of one holder running at once. */
  perHolder: number;
  /** Tasks that may wait for a slot; one more is refused. */
  queue: number;
  /** Tasks of one holder that may wait (default: `queue`), so one holder cannot fill the queue. */
  queuePerHolder?: number;
  /** Longest a task waits before it is refused. */
  maxWaitMs: number;
}

/** Who a task counts against: a string, or any value compared by identity. */
export type Holder = string | symbol;

/** Options of {@link FairSlots.run}. */
export interface RunOptions {
  /**
   * A background job: it waits however long the queue is and however long it takes (its worker already
   * bounds how many there are), but still takes a slot.
   */
  background?: boolean;
}

/** Slots bounding how many tasks run at once, in all and per holder, with a bounded wait queue. */
export interface FairSlots {
  /**
   * Runs `task` once a slot is free and `holder` has fewer than `perHolder` running; waiters start in
   * arrival order, passing over those whose holder is at its bound. Rejects with {@link SlotsBusyError},
   * without running `task`, when `queue` tasks (or `queuePerHolder` of this holder's) already wait or this
   * one waited `maxWaitMs`.
   */
  run<T>(holder: Holder, task: () => Promise<T>, options?: RunOptions): Promise<T>;
  /** Changes some bounds; tasks running or waiting keep their places. */
  configure(limits: Partial<SlotLimits>): void;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

interface Waiter {
  holder: Holder;
  start: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

function checked(limits: SlotLimits): SlotLimits {
  if (!(limits.total >= 1) || !(limits.perHolder >= 1))
    throw new RangeError('slots: total and perHolder must be at least 1');
  if (!(limits.queue >= 0) || !(limits.maxWaitMs >= 0))
    throw new RangeError('slots: queue and maxWaitMs must not be negative');
  return limits;
}

/** Creates {@link FairSlots} with the given bounds. */
export function createFairSlots(initial: SlotLimits): FairSlots {
  let limits = checked({ ...initial });
  let active = 0;
  const running = new Map<Holder, number>();
  const queue: Waiter[] = [];

  const free = (holder: Holder) => active < limits.total && (running.get(holder) ?? 0) < limits.perHolder;
  const take = (holder: Holder) => {
    active += 1;
    running.set(holder, (running.get(holder) ?? 0) + 1);
  };
  const startWaiters = () => {
    for (let i = 0; i < queue.length && active < limits.total; ) {
      const waiter = queue[i]!;
      if (!free(waiter.holder)) {
        i += 1;
        continue;
      }
      queue.splice(i, 1);
      clearTimeout(waiter.timer);
      take(waiter.holder);
      waiter.start();
    }
  };
  const release = (holder: Holder) => {
    active -= 1;
    const left = (running.get(holder) ?? 1) - 1;
    if (left > 0) running.set(holder, left);
    else running.delete(holder);
    startWaiters();
  };
  const slot = (holder: Holder, background: boolean) =>
    new Promise<void>((resolve, reject) => {
      if (!background) {
        const mine = queue.filter((waiter) => waiter.holder === holder).length;
        if (queue.length >= limits.queue || mine >= (limits.queuePerHolder ?? limits.queue))
          return reject(new SlotsBusyError());
      }
      const waiter: Waiter = { holder, start: resolve };
      if (!background) {
        waiter.timer = setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new SlotsBusyError());
        }, limits.maxWaitMs);
        waiter.timer.unref?.();
      }
      queue.push(waiter);
    });

  return {
    async run<T>(holder: Holder, task: () => Promise<T>, options: RunOptions = {}): Promise<T> {
      // A free slot goes to the newcomer only when no waiter could take it (each waiter's holder is busy).
      if (free(holder)) take(holder);
      else await slot(holder, options.background ?? false);
      try {
        return await task();
      } finally {
        release(holder);
      }
    },
    configure(changes) {
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      limits = checked({ ...limits, ...defined });
      startWaiters();
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
