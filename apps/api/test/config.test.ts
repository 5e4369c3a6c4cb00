import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assertStorageSharedByReplicas,
  DEFAULT_UPLOAD_URL_TTL_SECONDS,
  loadConfig,
  storageConfigFromEnv,
  uploadUrlTtl,
} from '../src/config.ts';

describe('config', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lense-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('has documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      apiBase: '/api',
      dataDir: dir,
      database: { kind: 'pglite', dir: join(dir, 'pgdata') },
      publicUrl: 'http://localhost:8080',
      smtpUrl: null,
      googleClientId: null,
    });
  });

  it('reads the caps on connections and live streams, leaving unset ones to their derived defaults', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      CONNECTIONS_PER_ADDRESS: '0',
      CONNECTIONS_TOTAL: '500',
      LIVE_STREAMS_PER_ADDRESS: '5',
    });
    expect(config).toMatchObject({
      connectionsPerAddress: 0,
      connectionsTotal: 500,
      liveStreamsPerAddress: 5,
    });
    expect(config).not.toHaveProperty('liveStreamsTotal');
    expect(loadConfig({ DATA_DIR: dir })).not.toHaveProperty('connectionsTotal');
    expect(() => loadConfig({ DATA_DIR: dir, LIVE_STREAMS_TOTAL: '-1' })).toThrow(/LIVE_STREAMS_TOTAL/);
  });

  it('generates the JWT secret once and keeps it in the data dir', () => {
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(typeof first).toBe('string');
    expect(String(first).length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'given' }).jwtSecret).toEqual(['given']);
  });

  it('keeps the secret an existing data dir holds (tokens issued before an upgrade stay valid)', () => {
    writeFileSync(join(dir, 'jwt-secret'), 'kept-from-before\n');
    writeFileSync(join(dir, 'storage-secret'), 'storage-kept-from-before\n');
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.jwtSecret).toBe('kept-from-before');
    expect(config.storage?.signingSecret).toBe('storage-kept-from-before');
  });

  it('takes secrets as comma-separated lists: the first signs, every one verifies', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      JWT_SECRET: ' new-key , old-key ,',
      STORAGE_SIGNING_SECRET: 'new-storage,old-storage',
    });
    expect(config.jwtSecret).toEqual(['new-key', 'old-key']);
    expect(config.storage?.signingSecret).toEqual(['new-storage', 'old-storage']);
    // Given secrets are never written to the data dir.
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
    expect(existsSync(join(dir, 'storage-secret'))).toBe(false);
    // A list of nothing is a mistake, reported without the value.
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: ' , ' })).toThrow(
      /^JWT_SECRET is set but holds no secret$/,
    );
  });

  it('leaves unset secrets to the database with PostgreSQL (the same for every replica)', () => {
    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://x@h/db' });
    expect(config.jwtSecret).toBeUndefined();
    expect(config.storage?.signingSecret).toBeUndefined();
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
    expect(existsSync(join(dir, 'storage-secret'))).toBe(false);
  });

  it('takes background jobs unless RUN_JOBS is false, which needs PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: dir }).runJobs).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, RUN_JOBS: 'false' })).toThrow(/RUN_JOBS=false .* PostgreSQL/);
    const postgres = { DATA_DIR: dir, DATABASE_URL: 'postgres://x@h/db' };
    expect(loadConfig({ ...postgres, RUN_JOBS: 'false' }).runJobs).toBe(false);
    expect(() => loadConfig({ ...postgres, RUN_JOBS: 'sometimes' })).toThrow(/RUN_JOBS/);
  });

  it('migrates on start unless MIGRATE_ON_START is false', () => {
    expect(loadConfig({ DATA_DIR: dir }).migrateOnStart).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, MIGRATE_ON_START: 'TRUE' }).migrateOnStart).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, MIGRATE_ON_START: 'later' })).toThrow(/MIGRATE_ON_START/);
  });

  it('refuses local-disk storage with PostgreSQL unless the data dir is a volume every replica shares', () => {
    const postgres = { DATA_DIR: dir, DATABASE_URL: 'postgres://x@h/db' };
    expect(() => assertStorageSharedByReplicas(loadConfig(postgres))).toThrow(
      /DATABASE_URL is set .* S3_BUCKET .* STORAGE_SHARED_VOLUME=true/,
    );
    const shared = loadConfig({ ...postgres, STORAGE_SHARED_VOLUME: 'true' });
    expect(shared.storage?.sharedVolume).toBe(true);
    expect(() => assertStorageSharedByReplicas(shared)).not.toThrow();
    expect(() =>
      assertStorageSharedByReplicas(loadConfig({ ...postgres, S3_BUCKET: 'photos' })),
    ).not.toThrow();
    // PGlite is one process (its data dir is locked): nothing to share.
    expect(() => assertStorageSharedByReplicas(loadConfig({ DATA_DIR: dir }))).not.toThrow();
    expect(() => loadConfig({ ...postgres, STORAGE_SHARED_VOLUME: 'maybe' })).toThrow(
      /STORAGE_SHARED_VOLUME/,
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set and normalizes paths', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://x@h/db',
      API_BASE: 'v1/',
      PUBLIC_URL: 'https://lense.example/',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://x@h/db' });
    expect(config.apiBase).toBe('/v1');
    expect(config.publicUrl).toBe('https://lense.example');
  });

  it("takes a CDN address for visitors' images, and refuses one that is not http(s)", () => {
    expect(loadConfig({ DATA_DIR: dir }).cdnUrl).toBeNull();
    expect(loadConfig({ DATA_DIR: dir, CDN_URL: 'https://cdn.lense.example/api/' }).cdnUrl).toBe(
      'https://cdn.lense.example/api',
    );
    expect(() => loadConfig({ DATA_DIR: dir, CDN_URL: 'cdn.lense.example' })).toThrow(/CDN_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, CDN_URL: 'javascript:alert(1)' })).toThrow(/CDN_URL/);
  });

  it('bounds image decodes by IMAGE_DECODES (at least one) and IMAGE_DECODE_QUEUE', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ imageDecodes: 2, imageDecodeQueue: 16 });
    expect(loadConfig({ DATA_DIR: dir, IMAGE_DECODES: '4', IMAGE_DECODE_QUEUE: '0' })).toMatchObject({
      imageDecodes: 4,
      imageDecodeQueue: 0,
    });
    expect(() => loadConfig({ DATA_DIR: dir, IMAGE_DECODES: '0' })).toThrow(/IMAGE_DECODES/);
    expect(() => loadConfig({ DATA_DIR: dir, IMAGE_DECODE_QUEUE: 'lots' })).toThrow(/IMAGE_DECODE_QUEUE/);
  });

  it('gives presigned URLs one default lifetime, whether the config came from the environment or not', () => {
    expect(DEFAULT_UPLOAD_URL_TTL_SECONDS).toBe(900);
    expect(loadConfig({ DATA_DIR: dir }).uploadUrlTtlSeconds).toBe(DEFAULT_UPLOAD_URL_TTL_SECONDS);
    expect(uploadUrlTtl({})).toBe(DEFAULT_UPLOAD_URL_TTL_SECONDS);
    expect(uploadUrlTtl(loadConfig({ DATA_DIR: dir, UPLOAD_URL_TTL_SECONDS: '60' }))).toBe(60);
  });

  it('reads the S3 settings the same way for the API and the watermark service', () => {
    const env = {
      DATA_DIR: dir,
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    const s3 = {
      bucket: 'photos',
      endpoint: 'http://127.0.0.1:9',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    };
    expect(loadConfig(env).storage?.s3).toEqual(s3);
    expect(storageConfigFromEnv(env).s3).toEqual(s3);
  });

  it('rejects a malformed port', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
  });
});
