import { checkUploadList } from '../rules/validation';
import { type UploadDescriptor, uploadDescriptor } from './descriptor';
import { type PutFile, xhrPut } from './xhrPut';

/** The selection was refused before anything was sent; `message` is the product's wording. */
export class UploadValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadValidationError';
  }
}

/** Where one file of an upload stands. */
export type FileUploadStatus = 'pending' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** One file of an upload. */
export interface FileUpload {
  /** The file as selected. */
  file: File;
  /** What the API was told about it (its stored name, type and size). */
  descriptor: UploadDescriptor;
  /** Its presigned URL ('' for a file that continues a resumable upload: its parts are asked when sent). */
  url: string;
  /** Where it stands. */
  status: FileUploadStatus;
  /** Why it failed, when it did. */
  error?: unknown | undefined;
}

/** Progress of an upload, reported as bytes are sent. */
export interface UploadProgress {
  /** Index of the file being sent. */
  index: number;
  /** The file being sent. */
  file: File;
  /** Bytes of this file sent so far. */
  loaded: number;
  /** Size of this file. */
  total: number;
  /** Bytes of the whole selection uploaded so far (files already done included). */
  uploadedBytes: number;
  /** Size of the whole selection. */
  totalBytes: number;
  /** `uploadedBytes / totalBytes`, from 0 to 1. */
  fraction: number;
}

/** Options of a retry. */
export interface RetryOptions {
  /** Progress of the retry (totals still cover the whole selection). */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /** Cancels the retry. */
  signal?: AbortSignal | undefined;
}

/** Outcome of an upload. */
export interface UploadResult {
  /** 'completed' when every file is done, 'cancelled' when stopped by the signal, else 'failed'. */
  status: 'completed' | 'failed' | 'cancelled';
  /** Every file with its own status, in selection order. */
  files: readonly FileUpload[];
  /**
   * Sends again, in order, only the files that are not done (failed or cancelled) to their presigned
   * URLs; files already uploaded are not sent again. Resolves with the new outcome.
   */
  retryFailed(options?: RetryOptions): Promise<UploadResult>;
}

/** Options of {@link uploadFiles}. */
export interface UploadFilesOptions {
  /** The selection (a `FileList` or an array). */
  files: ArrayLike<File> | null | undefined;
  /** Asks the API for one presigned PUT URL per descriptor, in the same order (`POST /presigned_urls`). */
  presign: (descriptors: UploadDescriptor[], signal?: AbortSignal) => Promise<readonly string[]>;
  /** Sends one file; defaults to XMLHttpRequest with upload progress. */
  put?: PutFile | undefined;
  /** Called as bytes are sent. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /** Cancels the upload: the file being sent is aborted and the rest are not sent. */
  signal?: AbortSignal | undefined;
  /** Id generator for stored names; defaults to `crypto.randomUUID`. */
  generateId?: (() => string) | undefined;
}

/**
 * Uploads a selection: checks it (images only, 30 MB each — else throws {@link UploadValidationError}
 * with the product's message), presigns every file, then PUTs each file with its own content type,
 * one at a time in selection order. A file that fails does not stop the others; the result lists every
 * file's status and offers `retryFailed()`. Cancelling through `signal` stops after aborting the current
 * file and resolves with status 'cancelled' (an abort before presigning rejects with the signal's reason).
 */
export async function uploadFiles(options: UploadFilesOptions): Promise<UploadResult> {
  const { presign, put = xhrPut, signal, generateId } = options;
  const check = checkUploadList(options.files);
  if (!check.ok) throw new UploadValidationError(check.error);
  const files = Array.from(options.files ?? []);
  if (signal?.aborted) throw signal.reason;

  const descriptors = files.map((file) => uploadDescriptor(file, generateId));
  const urls = await presign(descriptors, signal);
  if (urls.length !== files.length) {
    throw new Error(`Expected ${files.length} presigned URLs, received ${urls.length}`);
  }

  const initial: FileUpload[] = files.map((file, index) => ({
    file,
    descriptor: descriptors[index]!,
    url: urls[index]!,
    status: 'pending',
  }));
  return sendPending(initial, put, options.onProgress, signal);
}

async function sendPending(
  previous: readonly FileUpload[],
  put: PutFile,
  onProgress: ((progress: UploadProgress) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<UploadResult> {
  const entries = previous.map((entry) => ({ ...entry }));
  const totalBytes = entries.reduce((sum, entry) => sum + entry.file.size, 0);
  let doneBytes = entries.reduce((sum, entry) => sum + (entry.status === 'done' ? entry.file.size : 0), 0);
  let cancelled = false;

  for (const [index, entry] of entries.entries()) {
    if (entry.status === 'done') continue;
    if (cancelled || signal?.aborted) {
      cancelled = true;
      entry.status = 'cancelled';
      continue;
    }
    entry.status = 'uploading';
    entry.error = undefined;
    const report = (loaded: number) => {
      const bounded = Math.min(Math.max(loaded, 0), entry.file.size);
      const uploadedBytes = doneBytes + bounded;
      onProgress?.({
        index,
        file: entry.file,
        loaded: bounded,
        total: entry.file.size,
        uploadedBytes,
        totalBytes,
        fraction: totalBytes === 0 ? 1 : uploadedBytes / totalBytes,
      });
    };
    report(0);
    try {
      await put(entry.url, entry.file, { contentType: entry.file.type, onProgress: report, signal, index });
      report(entry.file.size);
      entry.status = 'done';
      doneBytes += entry.file.size;
    } catch (error) {
      if (signal?.aborted) {
        cancelled = true;
        entry.status = 'cancelled';
      } else {
        entry.status = 'failed';
        entry.error = error;
      }
    }
  }

  const status: UploadResult['status'] = entries.every((entry) => entry.status === 'done')
    ? 'completed'
    : cancelled
      ? 'cancelled'
      : 'failed';
  const files: readonly FileUpload[] = Object.freeze(entries);
  return {
    status,
    files,
    retryFailed: (retry = {}) => sendPending(files, put, retry.onProgress, retry.signal),
  };
}
