import { UPLOAD_STATUS_RESET_MS } from '../constants';

/** Upload status shown by upload buttons and panels. */
export type UploadStatus = 'idle' | 'uploading' | 'completed';

/** What happens to an upload. `settle` is the 3 s timer's end after completion. */
export type UploadStatusEvent = 'start' | 'succeed' | 'fail' | 'settle';

/**
 * The upload status machine: idle → uploading (start) → completed (succeed) → idle (settle, 3 s later);
 * a failure returns to idle. A new start is allowed from completed. Other events change nothing.
 */
export function nextUploadStatus(status: UploadStatus, event: UploadStatusEvent): UploadStatus {
  switch (event) {
    case 'start':
      return status === 'uploading' ? status : 'uploading';
    case 'succeed':
      return status === 'uploading' ? 'completed' : status;
    case 'fail':
      return status === 'uploading' ? 'idle' : status;
    case 'settle':
      return status === 'completed' ? 'idle' : status;
  }
}

/** Drives {@link nextUploadStatus} with the 3 s reset timer. */
export interface UploadStatusTracker {
  /** The current status. */
  readonly status: UploadStatus;
  /** Sends an event; a success schedules the return to idle. */
  send(event: Exclude<UploadStatusEvent, 'settle'>): void;
  /** Cancels a pending reset (call when the owner goes away). */
  dispose(): void;
}

/** Options of {@link createUploadStatusTracker}. */
export interface UploadStatusTrackerOptions {
  /** Called with every new status. */
  onChange?: (status: UploadStatus) => void;
  /** Time a completed status is kept; defaults to 3 s. */
  resetAfterMs?: number;
}

/** Creates an upload status tracker that goes back to idle 3 s after a completion. */
export function createUploadStatusTracker(options: UploadStatusTrackerOptions = {}): UploadStatusTracker {
  const { onChange, resetAfterMs = UPLOAD_STATUS_RESET_MS } = options;
  let status: UploadStatus = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const apply = (event: UploadStatusEvent) => {
    const next = nextUploadStatus(status, event);
    if (next === status) return;
    status = next;
    onChange?.(status);
  };

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  return {
    get status() {
      return status;
    },
    send(event) {
      cancelTimer();
      apply(event);
      if (status === 'completed') {
        timer = setTimeout(() => {
          timer = undefined;
          apply('settle');
        }, resetAfterMs);
      }
    },
    dispose: cancelTimer,
  };
}
