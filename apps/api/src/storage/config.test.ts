import { describe, expect, it } from 'vitest';
import { storageConfigFromEnv } from '../config.ts';
import { createStorage } from './config.ts';
import { LocalDiskStorage } from './local-disk.ts';
import { S3Storage } from './s3.ts';

describe('createStorage', () => {
  it('uses local disk by default', () => {
    const storage = createStorage(storageConfigFromEnv({ DATA_DIR: '/tmp/x' }));
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect(storage.kind).toBe('local');
  });

  it('uses S3 when a bucket is configured', () => {
    const storage = createStorage(
      storageConfigFromEnv({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    expect(storage).toBeInstanceOf(S3Storage);
  });

  it('takes the signing secret as a list: the first signs, every one verifies', () => {
    const storage = createStorage(
      storageConfigFromEnv({ DATA_DIR: '/tmp/x', STORAGE_SIGNING_SECRET: 'new-key,old-key' }),
    ) as LocalDiskStorage;
    expect(storage.secret).toBe('new-key');
    expect(storage.secrets).toEqual(['new-key', 'old-key']);
  });

  it('refuses an endpoint without a bucket', () => {
    expect(() => createStorage(storageConfigFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9' }))).toThrow(
      /bucket/,
    );
  });
});
