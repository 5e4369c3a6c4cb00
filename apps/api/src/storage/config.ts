import { LocalDiskStorage } from './local-disk.ts';
import { S3Storage, type S3StorageOptions } from './s3.ts';
import type { SigningKeys } from './signing.ts';
import type { ObjectStorage } from './types.ts';

/** Storage settings: local disk unless an S3 bucket or endpoint is given. */
export interface StorageConfig {
  /** Data directory of the local store (objects under `<dataDir>/objects`). */
  dataDir: string;
  /** Secret signing local URLs, or a list during a rotation (the first signs, every one verifies). */
  signingSecret: SigningKeys;
  /** Public origin local URLs point at. */
  publicBaseUrl: string;
  /** Route prefix of the local storage routes; default `/storage`. */
  routePrefix?: string;
  /** S3 settings; when a bucket or an endpoint is set, S3 is used. */
  s3?: Partial<S3StorageOptions>;
}

/** Builds the configured {@link ObjectStorage}: S3 when `s3.bucket` or `s3.endpoint` is set, else local disk. */
export function createStorage(config: StorageConfig): ObjectStorage {
  const s3 = config.s3;
  if (s3?.bucket || s3?.endpoint) {
    if (!s3.bucket) throw new Error('S3 storage needs a bucket (S3_BUCKET)');
    return new S3Storage({ ...s3, bucket: s3.bucket });
  }
  return new LocalDiskStorage({
    dataDir: config.dataDir,
    secret: config.signingSecret,
    publicBaseUrl: config.publicBaseUrl,
    ...(config.routePrefix ? { routePrefix: config.routePrefix } : {}),
  });
}
