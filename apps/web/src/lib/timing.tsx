import { CHECK_DELAYS_MS } from '@lense/api-client';
import { createContext, useContext } from 'react';

/** Delays of the app's timed transitions (spec section 9). */
export interface Timing {
  /** Buttons re-enable this long after a response. */
  buttonReenableMs: number;
  /** After a password change, the login page opens this long after the toast. */
  redirectAfterPasswordChangeMs: number;
  /** After a delete, the list opens this long after the toast. */
  redirectAfterDeleteMs: number;
  /** A 'Link copied' status returns to idle after this long. */
  copyStatusResetMs: number;
  /** A completed upload returns to idle this long after it ends. */
  uploadStatusResetMs: number;
  /** The waits between asking whether sent photos passed their check (a refusal comes after the send). */
  uploadCheckDelaysMs: readonly number[];
  /** A photo rejected on its own can be taken back this long before it is deleted. */
  rejectUndoMs: number;
  /** An order waiting for the buyer's PIN is read again this often (0: once, holding a story's state). */
  orderPendingRefreshMs: number;
}

/** The spec's delays, used by the app. */
export const SPEC_TIMING: Timing = {
  buttonReenableMs: 1_000,
  redirectAfterPasswordChangeMs: 2_000,
  redirectAfterDeleteMs: 1_000,
  copyStatusResetMs: 3_000,
  uploadStatusResetMs: 3_000,
  uploadCheckDelaysMs: CHECK_DELAYS_MS,
  rejectUndoMs: 6_000,
  orderPendingRefreshMs: 2_000,
};

const TimingContext = createContext<Timing>(SPEC_TIMING);

/** Overrides the delays; screen stories hold them so a pixel snapshot always sees the same state. */
export const TimingProvider = TimingContext.Provider;

/** The delays in force. */
export const useTiming = (): Timing => useContext(TimingContext);
