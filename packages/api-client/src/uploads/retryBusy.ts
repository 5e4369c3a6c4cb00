import { isApiError } from '../transport/errors';
import { wait } from './wait';

/** How many times a call the server is too busy for (503) is made in all. */
export const BUSY_TRIES = 5;
/** The wait when a 503 names no delay, and the longest wait whatever it names, in seconds. */
const DEFAULT_WAIT_SECONDS = 5;
const LONGEST_WAIT_SECONDS = 30;

/**
 * Makes `call`, and makes it again after the delay a 503's `Retry-After` asks for (the server's image
 * checks were busy and kept the upload pending), up to {@link BUSY_TRIES} times in all.
 */
export async function retryBusy<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!isApiError(error) || error.status !== 503 || attempt >= BUSY_TRIES) throw error;
      const seconds = Math.min(error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS, LONGEST_WAIT_SECONDS);
      await wait(seconds * 1000, signal);
    }
  }
}
