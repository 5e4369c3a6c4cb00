import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { byteLimit } from './byte-limit.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { StorageIncompleteUploadError, StorageNotFoundError, StorageTooLargeError } from './errors.ts';
import { assertSafeKey } from './keys.ts';
import type {
  ByteRange,
  ObjectInfo,
  ObjectStorage,
  ObjectSummary,
  PresignGetOptions,
  PresignPartOptions,
  PresignPutOptions,
  PutOptions,
  UploadedPart,
} from './types.ts';

/** Settings of {@link S3Storage}: any S3-compatible store. */
export interface S3StorageOptions {
  /** Bucket name. */
  bucket: string;
  /** Region; default `us-east-1`. */
  region?: string;
  /** Endpoint of a non-AWS store, e.g. `http://127.0.0.1:9000`. */
  endpoint?: string;
  /** Path-style URLs (`endpoint/bucket/key`), needed by most self-hosted stores. */
  forcePathStyle?: boolean;
  /** Static credentials; otherwise the SDK's default chain (environment, instance role…) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** S3's smallest part but the last. */
const S3_MIN_PART_BYTES = 5 * 1024 * 1024;

/** Errors of CompleteMultipartUpload that mean the client must send parts again. */
const INCOMPLETE_UPLOAD_ERRORS = new Set([
  'InvalidPart',
  'InvalidPartOrder',
  'EntityTooSmall',
  'NoSuchUpload',
]);

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Presigning options of an upload URL: with an exact size, `Content-Length` is signed too (the presigner
 * leaves it out by default), so the store refuses any other length instead of keeping what it was sent.
 */
const signing = (options: { expiresIn: number; exactBytes?: number }) => ({
  expiresIn: options.expiresIn,
  ...(options.exactBytes !== undefined ? { signableHeaders: new Set(['content-length']) } : {}),
});

/**
 * Object storage on S3 or an S3-compatible store, with presigned URLs from the AWS SDK. Checksums are only
 * computed when an operation requires them: by default the SDK would sign an empty-body checksum into
 * presigned PUTs, which every real upload then fails.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  readonly partBytes = S3_MIN_PART_BYTES;
  /** The underlying client (shared by every call). */
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async presignPut(key: string, options: PresignPutOptions): Promise<string> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: assertSafeKey(key),
      ContentType: options.contentType,
      ...(options.exactBytes !== undefined ? { ContentLength: options.exactBytes } : {}),
    });
    return getSignedUrl(this.client, command, signing(options));
  }

  async presignGet(key: string, options: PresignGetOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: assertSafeKey(key),
      ...(options.downloadName !== undefined
        ? { ResponseContentDisposition: attachmentDisposition(options.downloadName) }
        : {}),
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresIn });
  }

  async head(key: string): Promise<ObjectInfo> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }),
      );
      return {
        key,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
        lastModified: out.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async getStream(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: assertSafeKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return out.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async put(
    key: string,
    body: Readable | Uint8Array,
    contentType: string,
    options?: PutOptions,
  ): Promise<void> {
    assertSafeKey(key);
    if (!(body instanceof Readable)) {
      if (options?.maxBytes !== undefined && body.byteLength > options.maxBytes) {
        throw new StorageTooLargeError(options.maxBytes);
      }
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
      );
      return;
    }
    // Streams of unknown length go up in bounded parts (multipart past the first part).
    const limited = body.pipe(byteLimit(options?.maxBytes ?? Number.POSITIVE_INFINITY));
    body.once('error', (error) => limited.destroy(error));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: limited, ContentType: contentType },
    });
    await upload.done();
  }

  async copy(from: string, to: string, contentType: string): Promise<void> {
    try {
      // The bucket copies the object itself (up to 5 GB in one call); the API only asks.
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: assertSafeKey(to),
          CopySource: `${this.bucket}/${encodeURIComponent(assertSafeKey(from)).replace(/%2F/g, '/')}`,
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(from);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
  }

  async list(prefix: string): Promise<ObjectSummary[]> {
    const found: ObjectSummary[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        found.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async createMultipartUpload(key: string, contentType: string): Promise<string> {
    const out = await this.client.send(
      new CreateMultipartUploadCommand({
        Bucket: this.bucket,
        Key: assertSafeKey(key),
        ContentType: contentType,
      }),
    );
    if (!out.UploadId) throw new Error('S3 answered no upload id');
    return out.UploadId;
  }

  async presignUploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: PresignPartOptions,
  ): Promise<string> {
    const command = new UploadPartCommand({
      Bucket: this.bucket,
      Key: assertSafeKey(key),
      UploadId: uploadId,
      PartNumber: partNumber,
      ...(options.exactBytes !== undefined ? { ContentLength: options.exactBytes } : {}),
    });
    return getSignedUrl(this.client, command, signing(options));
  }

  async completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: readonly UploadedPart[],
  ): Promise<void> {
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: assertSafeKey(key),
          UploadId: uploadId,
          MultipartUpload: {
            Parts: [...parts]
              .sort((a, b) => a.partNumber - b.partNumber)
              .map((part) => ({ PartNumber: part.partNumber, ETag: quoted(part.etag) })),
          },
        }),
      );
    } catch (error) {
      if (INCOMPLETE_UPLOAD_ERRORS.has((error as { name?: string }).name ?? '')) {
        throw new StorageIncompleteUploadError();
      }
      throw error;
    }
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: assertSafeKey(key), UploadId: uploadId }),
      );
    } catch (error) {
      if ((error as { name?: string }).name !== 'NoSuchUpload') throw error;
    }
  }
}

/** An ETag as S3 compares it: in double quotes. */
function quoted(etag: string): string {
  const bare = etag.trim().replace(/^"|"$/g, '');
  return `"${bare}"`;
}
