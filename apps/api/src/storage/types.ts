import type { Readable } from 'node:stream';

/** Options for a presigned upload URL. */
export interface PresignPutOptions {
  /** Content type the uploader must send; part of the signature. */
  contentType: string;
  /**
   * Largest body accepted, in bytes. Local storage enforces it while streaming; S3 cannot enforce it on a
   * presigned PUT, so check the stored object afterwards (see `verifyStoredImage`).
   */
  maxBytes: number;
  /**
   * The body's exact size, when the uploader declared it: S3 signs it as the request's `Content-Length`, so
   * the store itself refuses a body of any other length (local storage holds it to `maxBytes`).
   */
  exactBytes?: number;
  /** Seconds until the URL stops working. */
  expiresIn: number;
}

/** Options for a presigned download URL. */
export interface PresignGetOptions {
  /** Seconds until the URL stops working. */
  expiresIn: number;
  /** When set, the download is served as an attachment under this file name. */
  downloadName?: string;
}

/** Bytes `start` to `end` of an object, both included (as in an HTTP `Range` header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A listed object. */
export interface ObjectSummary {
  /** The object's key. */
  key: string;
  /** Size in bytes. */
  size: number;
  /** Last write time (e.g. to find abandoned uploads). */
  lastModified: Date;
}

/** What is known about a stored object without reading it. */
export interface ObjectInfo extends ObjectSummary {
  /** Content type recorded at upload. */
  contentType: string;
}

/** Options for a presigned URL of one part of a multipart upload. */
export interface PresignPartOptions {
  /** Content type of the whole upload (the part is sent with it). */
  contentType: string;
  /** Largest part accepted, in bytes (enforced by local storage; S3 checks sizes at completion). */
  maxBytes: number;
  /** The part's exact size: S3 signs it as `Content-Length` (see {@link PresignPutOptions.exactBytes}). */
  exactBytes?: number;
  /** Seconds until the URL stops working. */
  expiresIn: number;
}

/** A stored part of a multipart upload, as its PUT answered it. */
export interface UploadedPart {
  /** 1-based position of the part. */
  partNumber: number;
  /** The ETag header its PUT answered with (quotes included or not). */
  etag: string;
}

/** Options for a server-side write. */
export interface PutOptions {
  /** Abort and discard the write when the body grows past this many bytes. */
  maxBytes?: number;
}

/**
 * Object storage as the API sees it: keys are `/`-separated relative paths (no `..`, no leading `/`).
 * Implemented by {@link LocalDiskStorage} (default) and {@link S3Storage}.
 */
export interface ObjectStorage {
  /** Which backend this is, for logs and health checks. */
  readonly kind: 'local' | 's3';
  /** A URL the client can PUT the object to, with the given content type, until it expires. */
  presignPut(key: string, options: PresignPutOptions): Promise<string>;
  /** A URL the client can GET the object from until it expires. */
  presignGet(key: string, options: PresignGetOptions): Promise<string>;
  /** Metadata of an object; rejects with `StorageNotFoundError` when absent. */
  head(key: string): Promise<ObjectInfo>;
  /**
   * The object's bytes as a stream, or only bytes `start` to `end` (both included) of it; rejects with
   * `StorageNotFoundError` when absent.
   */
  getStream(key: string, range?: ByteRange): Promise<Readable>;
  /** Writes an object from a stream or buffer; rejects with `StorageTooLargeError` past `maxBytes`. */
  put(key: string, body: Readable | Uint8Array, contentType: string, options?: PutOptions): Promise<void>;
  /**
   * Copies an object to `to`, recorded with `contentType`, inside the store: the bytes never pass through the
   * API (a hard link on local disk, CopyObject on S3). Writing `from` again later leaves `to` as it was.
   * Rejects with `StorageNotFoundError` when `from` is absent.
   */
  copy(from: string, to: string, contentType: string): Promise<void>;
  /** Deletes an object; deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (e.g. to clean up abandoned uploads). */
  list(prefix: string): Promise<ObjectSummary[]>;

  /**
   * Size of each part of a resumable upload but the last: what an interrupted part costs to send again.
   * S3 needs at least 5 MiB.
   */
  readonly partBytes: number;
  /** Starts a multipart upload to `key`; answers its upload id. */
  createMultipartUpload(key: string, contentType: string): Promise<string>;
  /** A URL the client can PUT part `partNumber` to; the answer's ETag header names the stored part. */
  presignUploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: PresignPartOptions,
  ): Promise<string>;
  /**
   * Joins the parts, in order, into the object at `key`; rejects with `StorageIncompleteUploadError` when a
   * part is missing, does not match its ETag or is too small.
   */
  completeMultipartUpload(key: string, uploadId: string, parts: readonly UploadedPart[]): Promise<void>;
  /** Drops a multipart upload and its parts; aborting an unknown upload is not an error. */
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;
}
