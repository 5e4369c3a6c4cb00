import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { JobQueue } from '../jobs/types.ts';
import type { ObjectStorage } from '../storage/index.ts';

/** What upload calls need: the database, the object store, the derive jobs and the API's settings. */
export interface UploadDeps {
  db: Kysely<Database>;
  storage: ObjectStorage;
  jobs: JobQueue;
  config: Pick<Config, 'apiBase' | 'uploadUrlTtlSeconds'>;
}
