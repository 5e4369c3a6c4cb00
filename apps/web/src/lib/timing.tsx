import {
  BUTTON_REENABLE_MS,
  REDIRECT_AFTER_PASSWORD_CHANGE_MS,
  UPLOAD_STATUS_RESET_MS,
} from '@lense/api-client';
import { createContext, useContext } from 'react';

/** Delays of the app's timed transitions (spec section 9). */
export interface Timing {
  /** Buttons re-enable this long after a response. */
  buttonReenableMs: number;
  /** After a password change, the login page opens this long after the toast. */
  redirectAfterPasswordChangeMs: number;
  /** A completed upload returns to idle this long after it ends. */
  uploadStatusResetMs: number;
}

/** The spec's delays, used by the app. */
export const SPEC_TIMING: Timing = {
  buttonReenableMs: BUTTON_REENABLE_MS,
  redirectAfterPasswordChangeMs: REDIRECT_AFTER_PASSWORD_CHANGE_MS,
  uploadStatusResetMs: UPLOAD_STATUS_RESET_MS,
};

const TimingContext = createContext<Timing>(SPEC_TIMING);

/** Overrides the delays; screen stories hold them so a pixel snapshot always sees the same state. */
export const TimingProvider = TimingContext.Provider;

/** The delays in force. */
export const useTiming = (): Timing => useContext(TimingContext);
