import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFairSlots, SlotsBusyError } from './fair-slots.ts';

/** A task that runs until `finish()` is called, recording that it started. */
function heldTask() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const task = { started: false, finish: () => finish(), run: async () => {} };
  task.run = async () => {
    task.started = true;
    await done;
  };
  return task;
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createFairSlots', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at most `total` at once and one per holder, starting waiters in arrival order past busy holders', async () => {
    const slots = createFairSlots({ total: 2, perHolder: 1, queue: 10, maxWaitMs: 60_000 });
    const [a1, a2, b1, c1] = [heldTask(), heldTask(), heldTask(), heldTask()];
    const runs = [
      slots.run('a', a1.run),
      slots.run('a', a2.run), // waits: a already holds a slot, though one is free
      slots.run('b', b1.run),
      slots.run('c', c1.run), // waits: both slots are taken
    ];
    await flush();
    expect([a1.started, a2.started, b1.started, c1.started]).toEqual([true, false, true, false]);
    expect({ active: slots.active, waiting: slots.waiting }).toEqual({ active: 2, waiting: 2 });
    b1.finish();
    await flush();
    // a's second task arrived first but a is still busy: c takes the slot.
    expect([a2.started, c1.started]).toEqual([false, true]);
    a1.finish();
    await flush();
    expect(a2.started).toBe(true);
    a2.finish();
    c1.finish();
    await Promise.all(runs);
    expect({ active: slots.active, waiting: slots.waiting }).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a task when the queue is full, without running it, and frees slots after failures', async () => {
    const slots = createFairSlots({ total: 1, perHolder: 1, queue: 1, maxWaitMs: 60_000 });
    const first = heldTask();
    const running = slots.run('a', first.run);
    const waiting = slots.run('b', async () => {
      throw new Error('boom');
    });
    const refused = vi.fn(async () => {});
    await expect(slots.run('c', refused)).rejects.toBeInstanceOf(SlotsBusyError);
    expect(refused).not.toHaveBeenCalled();
    first.finish();
    await running;
    await expect(waiting).rejects.toThrow('boom');
    expect(slots.active).toBe(0);
    expect(await slots.run('c', async () => 'ran')).toBe('ran');
  });

  it('lets a background task wait past the queue bound and the wait limit, but not past the slots', async () => {
    vi.useFakeTimers();
    const slots = createFairSlots({ total: 1, perHolder: 1, queue: 0, maxWaitMs: 1_000 });
    const first = heldTask();
    const running = slots.run('a', first.run);
    const job = heldTask();
    const background = slots.run('job', job.run, { background: true });
    await expect(slots.run('b', async () => {})).rejects.toBeInstanceOf(SlotsBusyError);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(job.started).toBe(false);
    first.finish();
    await running;
    expect(job.started).toBe(true);
    job.finish();
    await background;
  });

  it('refuses a task that waited `maxWaitMs`, which then never runs', async () => {
    vi.useFakeTimers();
    const slots = createFairSlots({ total: 1, perHolder: 1, queue: 5, maxWaitMs: 1_000 });
    const first = heldTask();
    const running = slots.run('a', first.run);
    const late = vi.fn(async () => {});
    const waiting = slots.run('b', late);
    const outcome = expect(waiting).rejects.toBeInstanceOf(SlotsBusyError);
    await vi.advanceTimersByTimeAsync(999);
    expect(slots.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(slots.waiting).toBe(0);
    first.finish();
    await running;
    expect(late).not.toHaveBeenCalled();
  });

  it('takes new bounds at once, starting waiters a larger total allows', async () => {
    const slots = createFairSlots({ total: 1, perHolder: 1, queue: 5, maxWaitMs: 60_000 });
    const [a, b] = [heldTask(), heldTask()];
    const runs = [slots.run('a', a.run), slots.run('b', b.run)];
    await flush();
    expect(b.started).toBe(false);
    slots.configure({ total: 2, queue: undefined });
    await flush();
    expect(b.started).toBe(true);
    expect(() => slots.configure({ total: 0 })).toThrow(RangeError);
    a.finish();
    b.finish();
    await Promise.all(runs);
  });

  it('refuses a holder past its own waiting places while others may still wait', async () => {
    const slots = createFairSlots({
      total: 1,
      perHolder: 1,
      queue: 10,
      queuePerHolder: 2,
      maxWaitMs: 60_000,
    });
    let release = () => {};
    const blocker = slots.run('other', () => new Promise<void>((resolve) => (release = resolve)));
    const waiting = [slots.run('guest', async () => 'a'), slots.run('guest', async () => 'b')];
    let ran = false;
    await expect(
      slots.run('guest', async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(SlotsBusyError);
    expect(ran).toBe(false);
    const someoneElse = slots.run('neighbour', async () => 'c');
    release();
    await blocker;
    expect(await Promise.all([...waiting, someoneElse])).toEqual(['a', 'b', 'c']);
  });
});
