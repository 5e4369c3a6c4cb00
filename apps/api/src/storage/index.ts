export { writeFileAtomically } from './atomic-write.ts';
export { createStorage, type StorageConfig } from './config.ts';
export {
  StorageError,
  StorageIncompleteUploadError,
  StorageKeyError,
  StorageNotFoundError,
  StorageTooLargeError,
} from './errors.ts';
export { assertSafeKey } from './keys.ts';
export { LocalDiskStorage, type LocalDiskStorageOptions } from './local-disk.ts';
export { type LocalStorageRoutesOptions, localStorageRoutes } from './local-routes.ts';
export { S3Storage, type S3StorageOptions } from './s3.ts';
export {
  type SignatureCheck,
  type SignedFields,
  type SignedRequest,
  type SigningKey,
  type SigningKeys,
  signedQuery,
  signingKeyList,
  verifySignedRequest,
} from './signing.ts';
export type {
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
