import {
  type FileUploadStatus,
  type SpaceUploadResult,
  type UploadProgress,
  type UploadResult,
  type UploadResumeStore,
  unfinishedUploads,
  webResumeStore,
} from '@lense/api-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** One file of an upload as its progress list shows it (what `UploadDropzone` takes as `files`). */
export interface UploadRow {
  id: string;
  name: string;
  /** Fraction sent, 0 to 1. */
  progress: number;
  status: FileUploadStatus;
}

/** The rows of a new selection: every file waiting at 0 %. */
export const rowsOf = (files: readonly File[]): UploadRow[] =>
  files.map((file, index) => ({
    id: `${index}:${file.name}`,
    name: file.name,
    progress: 0,
    status: 'pending',
  }));

/** The rows with the file being sent at its new fraction. */
export const withProgress = (rows: readonly UploadRow[], progress: UploadProgress): UploadRow[] =>
  rows.map((row, index) =>
    index === progress.index
      ? {
          ...row,
          status: 'uploading',
          progress: progress.total === 0 ? 1 : progress.loaded / progress.total,
        }
      : row,
  );

/** The rows once an upload has ended: each file's own status, the files sent at 100 %. */
export const withOutcome = (rows: readonly UploadRow[], outcome: UploadResult): UploadRow[] =>
  rows.map((row, index) => {
    const file = outcome.files[index];
    return file ? { ...row, status: file.status, progress: file.status === 'done' ? 1 : row.progress } : row;
  });

/**
 * What `start` and `retry` reject with when the upload was cancelled before it had an outcome
 * (while presigning, say).
 */
export class UploadCancelledError extends Error {
  constructor(options?: ErrorOptions) {
    super('Upload cancelled', options);
    this.name = 'UploadCancelledError';
  }
}

/** What an upload is started with: `signal` cancels it, `onProgress` moves its rows. */
export interface UploadControls {
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

/** State and actions of {@link useUploadRun}. */
export interface UploadRun {
  /** The files of the current (or last) upload with their progress. */
  rows: readonly UploadRow[];
  /** The last upload when some of its files were not sent: what `retry` sends again. */
  unfinished: SpaceUploadResult | null;
  /**
   * Shows `files` at 0 % and starts `send` (e.g. `uploadToSpace`) with the controls; resolves with its
   * outcome, rejects with what it threw (a refused presign, say) or, when cancelled before there was an
   * outcome, with an {@link UploadCancelledError}.
   */
  start(
    files: readonly File[],
    send: (controls: UploadControls) => Promise<SpaceUploadResult>,
  ): Promise<SpaceUploadResult>;
  /**
   * Sends the files of `unfinished` again (`retryFailed`); files already sent are not sent twice. Settles
   * as `start` does.
   */
  retry(): Promise<SpaceUploadResult>;
  /** Cancels the upload under way. */
  cancel(): void;
  /** Forgets the rows and the unfinished upload (a new selection, or a send refused before it began). */
  clear(): void;
}

/**
 * One upload at a time with a progress row per file, the unfinished outcome kept for a retry, and the
 * upload under way cancelled when the screen goes away (so no request outlives it).
 */
export function useUploadRun(): UploadRun {
  const [rows, setRows] = useState<readonly UploadRow[]>([]);
  const [unfinished, setUnfinished] = useState<SpaceUploadResult | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  const run = useCallback(async (send: (controls: UploadControls) => Promise<SpaceUploadResult>) => {
    const abort = new AbortController();
    controller.current = abort;
    // Started after the screen went (a join that answered late): nothing is sent.
    if (!mounted.current) abort.abort();
    const onProgress = (progress: UploadProgress) => setRows((current) => withProgress(current, progress));
    try {
      const outcome = await send({ signal: abort.signal, onProgress });
      setRows((current) => withOutcome(current, outcome));
      setUnfinished(outcome.status === 'completed' ? null : outcome);
      return outcome;
    } catch (error) {
      // Whatever the aborted request threw, the upload did not fail: it was cancelled.
      throw abort.signal.aborted ? new UploadCancelledError({ cause: error }) : error;
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const start = useCallback<UploadRun['start']>(
    (files, send) => {
      setUnfinished(null);
      setRows(rowsOf(files));
      return run(send);
    },
    [run],
  );

  const retry = useCallback<UploadRun['retry']>(() => {
    if (!unfinished) return Promise.reject(new Error('Nothing to send again'));
    return run((controls) => unfinished.retryFailed(controls));
  }, [run, unfinished]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const clear = useCallback(() => {
    setRows([]);
    setUnfinished(null);
  }, []);

  return { rows, unfinished, start, retry, cancel, clear };
}

/** State of {@link useResumableUploads}. */
export interface ResumableUploads {
  /** Where the parts sent are remembered, for `uploadToSpace`'s `resumable.store`. */
  store: UploadResumeStore;
  /** Uploads to the space that stopped part-way and carry on when their files are picked again. */
  unfinishedCount: number;
  /** Counts them again (after an upload ends). */
  refresh(): void;
}

/**
 * The uploads to `spaceId` remembered in `area` (`localStorage` for an owner, the tab's `sessionStorage` for a
 * guest, whose pass lives there), so a reload does not send the same bytes twice.
 */
export function useResumableUploads(area: 'local' | 'session', spaceId: string): ResumableUploads {
  const store = useMemo(
    () => webResumeStore(area === 'local' ? globalThis.localStorage : globalThis.sessionStorage),
    [area],
  );
  const [unfinishedCount, setCount] = useState(() => unfinishedUploads(store, spaceId));
  const refresh = useCallback(() => setCount(unfinishedUploads(store, spaceId)), [store, spaceId]);
  return { store, unfinishedCount, refresh };
}
