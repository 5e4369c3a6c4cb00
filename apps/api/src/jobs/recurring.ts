import type { JobQueue } from './types.ts';

/**
 * Runs `run` every `seconds`, once across every replica sharing the jobs table: it is a singleton job that
 * queues its next run (on database time) when it ends, failed or not, and a replica starting while one waits
 * adds nothing. Register it before the queue starts; `first` queues the first run (call it once started).
 */
export function recurringJob(
  jobs: JobQueue,
  name: string,
  seconds: number,
  run: () => Promise<unknown>,
): { first: () => Promise<void> } {
  const next = (startAfterSeconds: number) =>
    jobs.send(name, {}, { singletonKey: name, startAfterSeconds, retryLimit: 1 });
  jobs.work(name, async () => {
    try {
      await run();
    } finally {
      await next(seconds);
    }
  });
  return { first: async () => void (await next(0)) };
}
