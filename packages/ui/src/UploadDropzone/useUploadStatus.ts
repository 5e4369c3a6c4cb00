import { useCallback, useState } from 'react';
import { useTimedReset } from '../hooks/useTimedReset';

/** Where an upload is: idle, uploading, completed (back to idle after the reset delay). */
export type UploadStatus = 'idle' | 'uploading' | 'completed';

/** State and transitions returned by {@link useUploadStatus}. */
export interface UploadStatusControls {
  /** The current status. */
  status: UploadStatus;
  /** idle → uploading. */
  start: () => void;
  /** uploading → completed; back to idle after the delay. */
  complete: () => void;
  /** Any → idle (a failed upload). */
  fail: () => void;
}

/** Upload status with the spec's timing: completed returns to idle after `resetAfter` ms (3 s). */
export function useUploadStatus(resetAfter = 3000): UploadStatusControls {
  const [status, setStatus] = useState<UploadStatus>('idle');
  useTimedReset(status === 'completed', resetAfter, () => setStatus('idle'));
  return {
    status,
    start: useCallback(() => setStatus('uploading'), []),
    complete: useCallback(() => setStatus('completed'), []),
    fail: useCallback(() => setStatus('idle'), []),
  };
}
