import { ApiError, NetworkError } from '../transport/errors';

/** Options of one file PUT. */
export interface PutOptions {
  /** Sent as the Content-Type header (the file's own type). */
  contentType: string;
  /** Called with the bytes sent so far. */
  onProgress?: (loaded: number) => void;
  /** Aborts the PUT; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Sends one file to a presigned URL. */
export type PutFile = (url: string, file: Blob, options: PutOptions) => Promise<void>;

/** The part of XMLHttpRequest {@link createXhrPut} uses (injectable for tests). */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'statusText' | 'addEventListener'
> & { upload: Pick<XMLHttpRequestUpload, 'addEventListener'> };

/**
 * A {@link PutFile} over XMLHttpRequest, the only browser API that reports upload progress.
 * 2xx resolves; another status rejects with an {@link ApiError}; a network error with a
 * {@link NetworkError}; an abort with the signal's reason.
 */
export function createXhrPut(createXhr: () => XhrLike = () => new XMLHttpRequest()): PutFile {
  return (url, file, { contentType, onProgress, signal }) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = createXhr();
      const onAbort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);

      xhr.open('PUT', url);
      xhr.setRequestHeader('Content-Type', contentType);
      xhr.upload.addEventListener('progress', (event) => onProgress?.(event.loaded));
      xhr.addEventListener('load', () => {
        settle();
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(file.size);
          resolve();
        } else {
          reject(new ApiError(xhr.status, `Upload failed with status ${xhr.status}`));
        }
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(new NetworkError(new Error('Upload failed: no response')));
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(signal?.reason ?? new DOMException('Upload aborted', 'AbortError'));
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      xhr.send(file);
    });
}

/** The default {@link PutFile}: XMLHttpRequest with upload progress. */
export const xhrPut: PutFile = (url, file, options) => createXhrPut()(url, file, options);
