export { writeFileAtomically } from './atomic-write';
export { createStorage, type StorageConfig, storageConfigFromEnv } from './config';
export { StorageError, StorageKeyError, StorageNotFoundError, StorageTooLargeError } from './errors';
export { assertSafeKey } from './keys';
export { LocalDiskStorage, type LocalDiskStorageOptions } from './local-disk';
export { type LocalStorageRoutesOptions, localStorageRoutes } from './local-routes';
export { S3Storage, type S3StorageOptions } from './s3';
export {
  type SignatureCheck,
  type SignedFields,
  type SignedRequest,
  signedQuery,
  verifySignedRequest,
} from './signing';
export type {
  ObjectInfo,
  ObjectStorage,
  ObjectSummary,
  PresignGetOptions,
  PresignPutOptions,
  PutOptions,
} from './types';
