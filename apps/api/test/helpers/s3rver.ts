import { rm } from 'node:fs/promises';
import S3rver from 's3rver';

/** The parts of s3rver's filesystem store (lib/stores/filesystem.js) this helper relies on. */
interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  deleteObject(bucket: string, key: string): Promise<void>;
}

/**
 * An s3rver whose deletes leave directories alone. s3rver stores an object as files under a directory per
 * key prefix, and its DeleteObject removes each directory the delete left empty. A PUT into the same prefix
 * creates the directory and then opens its file: when the removal falls in between, the open fails with
 * ENOENT as an unhandled stream error, which ends the process s3rver runs in (two deletes in one prefix
 * race the same way, answering 500). S3 has no directories: deleting one key never affects another, and
 * s3rver lists keys by walking files only, so an empty directory is nothing to it.
 */
export function createS3rver(options: ConstructorParameters<typeof S3rver>[0]): S3rver {
  const server = new S3rver(options);
  const store = (server as unknown as { store?: Partial<FilesystemStore> }).store;
  if (typeof store?.getResourcePath !== 'function' || typeof store.deleteObject !== 'function') {
    throw new Error('s3rver no longer has the filesystem store this helper patches');
  }
  const { getResourcePath } = store as FilesystemStore;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resource) =>
        rm(getResourcePath.call(store, bucket, key, resource), { force: true }),
      ),
    );
  };
  return server;
}
