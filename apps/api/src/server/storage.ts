import { join } from 'node:path';
import { type Config, persistedSecret } from '../config.ts';
import { createStorage, type ObjectStorage, type SigningKeys } from '../storage/index.ts';

/**
 * The configured object storage: S3 when configured, else local disk under `<dataDir>/storage`, its URLs
 * signed with `signingSecret` (resolved by the caller), else the configured one, else the data dir's.
 */
export function storageFor(config: Config, signingSecret?: SigningKeys): ObjectStorage {
  const settings = config.storage ?? {};
  return createStorage({
    dataDir: join(config.dataDir, 'storage'),
    signingSecret:
      signingSecret ?? settings.signingSecret ?? persistedSecret(config.dataDir, 'storage-secret'),
    publicBaseUrl: settings.publicUrl ?? config.publicUrl,
    routePrefix: `${config.apiBase}/storage`,
    ...(settings.s3 ? { s3: settings.s3 } : {}),
  });
}
