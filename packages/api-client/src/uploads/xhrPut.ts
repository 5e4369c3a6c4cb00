import { ApiError, NetworkError } from '../transport/errors';

/** Options of one file PUT. */
export interface PutOptions {
  /** Sent as the Content-Type header (the file's own type). */
  contentType: string;
  /** Called with the bytes sent so far. */
  onProgress?: ((loaded: number) => void) | undefined;
  /** Aborts the PUT; the promise then rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
  /**
   * Position of the file in the selection (set by `uploadFiles`), so the sender knows which presigned file
   * (and photo) it sends without looking its URL up.
   */
  index?: number | undefined;
}

/** Sends one file to a presigned URL. */
export type PutFile = (url: string, file: Blob, options: PutOptions) => Promise<void>;

/** Sends one part of a resumable upload to its presigned URL; resolves with the ETag the storage answered. */
export type PutPart = (url: string, part: Blob, options: PutOptions) => Promise<string>;

/** The part of XMLHttpRequest {@link createXhrPut} uses (injectable for tests). */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'statusText' | 'addEventListener'
> & { upload: Pick<XMLHttpRequestUpload, 'addEventListener'> } & Partial<
    Pick<XMLHttpRequest, 'getResponseHeader'>
  >;

/**
 * PUTs `body` over XMLHttpRequest, the only browser API that reports upload progress. 2xx resolves with the
 * finished request; another status rejects with an {@link ApiError}; a network error with a
 * {@link NetworkError}; an abort with the signal's reason.
 */
function xhrSend(
  createXhr: () => XhrLike,
  url: string,
  body: Blob,
  { contentType, onProgress, signal }: PutOptions,
): Promise<XhrLike> {
  return new Promise<XhrLike>((resolve, reject) => {
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
        onProgress?.(body.size);
        resolve(xhr);
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
    xhr.send(body);
  });
}

/** A {@link PutFile} over XMLHttpRequest with upload progress. */
export function createXhrPut(createXhr: () => XhrLike = () => new XMLHttpRequest()): PutFile {
  return async (url, file, options) => {
    await xhrSend(createXhr, url, file, options);
  };
}

/**
 * A {@link PutPart} over XMLHttpRequest. The storage must expose the `ETag` header to the page (the API does;
 * an S3 bucket needs it in its CORS rule's `ExposeHeaders`).
 */
export function createXhrPutPart(createXhr: () => XhrLike = () => new XMLHttpRequest()): PutPart {
  return async (url, part, options) => {
    const xhr = await xhrSend(createXhr, url, part, options);
    const etag = xhr.getResponseHeader?.('ETag');
    if (!etag) throw new ApiError(xhr.status, 'The storage answered no ETag: expose it to the page (CORS)');
    return etag;
  };
}

/** The default {@link PutFile}: XMLHttpRequest with upload progress. */
export const xhrPut: PutFile = (url, file, options) => createXhrPut()(url, file, options);

/** The default {@link PutPart}: XMLHttpRequest with upload progress. */
export const xhrPutPart: PutPart = (url, part, options) => createXhrPutPart()(url, part, options);
