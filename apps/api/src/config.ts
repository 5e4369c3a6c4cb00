import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3StorageOptions, StorageConfig } from './storage/index.ts';

/** Where the relational data lives. */
export type DatabaseConfig =
  /** PGlite (embedded Postgres). `dir: null` keeps it in memory; `template` preloads a dumped data dir. */
  | { kind: 'pglite'; dir: string | null; template?: Blob }
  /** A PostgreSQL server. */
  | { kind: 'postgres'; url: string };

/** Everything the API needs to run, resolved from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Base path of every API route, e.g. '/api'. */
  apiBase: string;
  /** Directory for embedded data: PGlite files, mail outbox, generated secrets. */
  dataDir: string;
  database: DatabaseConfig;
  /**
   * HS256 secret of session tokens (it also keys the owner's image and download addresses): one, or a list
   * during a rotation, whose first signs and every one verifies. Unset: generated once, into the data dir
   * with PGlite, into the database with PostgreSQL (so every replica has the same).
   */
  jwtSecret?: string | readonly string[];
  /**
   * Whether starting migrates the database (default true). False: migrations are their own step
   * (`lense-api migrate`), and a server whose database is behind its schema refuses to start.
   */
  migrateOnStart?: boolean;
  /**
   * Whether this process takes background jobs (derived images, mail, digests, sweeps); default true. False
   * on the replicas that answer visitors when `lense-api worker` processes take the jobs; PostgreSQL only.
   */
  runJobs?: boolean;
  /** Lifetime of a session token in seconds. */
  tokenTtlSeconds: number;
  /** Seconds a session lasts from its sign-in, however often its token is refreshed; default 30 days. */
  tokenMaxAgeSeconds?: number;
  /** A token with less than this many seconds left gets a fresh one in the response header. */
  tokenRefreshSeconds: number;
  /** Public address of the web app; e-mailed links point here. */
  publicUrl: string;
  /** SMTP transport URL; without it mail goes to the outbox in the data dir. */
  smtpUrl: string | null;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** OAuth client id for Google sign-in; audience of the ID tokens. */
  googleClientId: string | null;
  /** Google's signing keys as a JWKS JSON document (offline verification). */
  googleJwks: string | null;
  /** Requests per minute per address on login and password-reset calls. */
  authRateLimit: number;
  /** Origins allowed to call the API from a browser: '' (same origin only), a comma-separated list, or '*'. */
  corsOrigin: string;
  /** Log level for the server logger; 'silent' turns it off. */
  logLevel: string;
  /** Trust X-Forwarded-For from this many proxy hops (behind a load balancer), for client addresses. */
  trustProxy: number;
  /** Object storage: local disk under `<dataDir>/storage` unless an S3 bucket or endpoint is set. */
  storage?: StorageSettings;
  /** Seconds a presigned upload or download URL stays valid; default {@link DEFAULT_UPLOAD_URL_TTL_SECONDS}. */
  uploadUrlTtlSeconds?: number;
  /** Seconds between sweeps of abandoned uploads; 0 turns the periodic sweep off. Default 300. */
  uploadSweepSeconds?: number;
  /**
   * Seconds a client has to send a whole request, headers and body (a 30 MB upload on slow venue Wi-Fi needs
   * minutes); default 300. A client trickling bytes to hold a socket is cut off after this.
   */
  requestTimeoutSeconds?: number;
  /**
   * Seconds a connection may sit with no bytes in either direction, between requests too (keep-alive); default
   * 30. A request the server is still working on is never cut by it.
   */
  idleTimeoutSeconds?: number;
  /** Connections one socket address may hold; 0 no cap. Unset: see `networkLimits` (net/network-limits.ts). */
  connectionsPerAddress?: number;
  /** Connections the server holds in total; 0 no cap. Unset: a third of the open-file limit. */
  connectionsTotal?: number;
  /** Live streams one client address may hold; 0 no cap. Unset: 20. */
  liveStreamsPerAddress?: number;
  /** Live streams the server holds in total; 0 no cap. Unset: half the connections. */
  liveStreamsTotal?: number;
  /** Directory of the built web app served with an SPA fallback; null serves no web app. */
  webDist?: string | null;
  /**
   * Address a CDN answers this API's routes at (it fetches what it lacks from API_BASE here): visitors'
   * image addresses point there, so their immutable answers are served from the CDN's caches.
   */
  cdnUrl?: string | null;
  /**
   * Longest a guest's photo waits for the owner's digest mail of guests' photos, in seconds; default 900.
   * The mail goes sooner once guests have been quiet for `guestDigestQuietSeconds`.
   */
  guestDigestSeconds?: number;
  /** Seconds without a new guest photo after which the digest goes; default 300. */
  guestDigestQuietSeconds?: number;
  /** Longest a cached public answer is served, in seconds (other replicas' writes normally empty it at once). */
  publicCacheSeconds?: number;
  /** Image decodes (upload checks, derived images) at once in this process; default 2, at least 1. */
  imageDecodes?: number;
  /** Upload checks that may wait for a decode; one more is answered 503 with Retry-After. Default 16. */
  imageDecodeQueue?: number;
  /** Daraja's address (sandbox or production); unset, payments go to the built-in M-Pesa simulator. */
  darajaBaseUrl?: string | null;
  /**
   * Key sealing organisers' M-Pesa secrets (AES-256-GCM), or a list during a rotation (the first seals, every
   * one opens). Unset: generated once like the JWT secret.
   */
  paymentSecretsKey?: string | readonly string[];
  /** Seconds between looks at orders whose callback has not come (asked of Daraja); 0: none. Default 30. */
  paymentCheckSeconds?: number;
}

/** Where objects (photos, banners, icons, watermarks) are stored. */
export interface StorageSettings {
  /**
   * Secret signing local storage URLs, or a list during a rotation (the first signs, every one verifies).
   * Unset: generated once, into the data dir with PGlite, into the database with PostgreSQL.
   */
  signingSecret?: string | readonly string[];
  /**
   * The data dir is one volume every replica mounts (`STORAGE_SHARED_VOLUME`), so local-disk storage is
   * allowed with PostgreSQL, where several replicas may run.
   */
  sharedVolume?: boolean;
  /** Origin the local storage URLs point at; defaults to the public URL. */
  publicUrl?: string;
  /** S3 settings; a bucket or an endpoint switches storage to S3. */
  s3?: Partial<S3StorageOptions>;
}

/** Lifetime of a presigned upload or download URL, in seconds, unless `uploadUrlTtlSeconds` says otherwise. */
export const DEFAULT_UPLOAD_URL_TTL_SECONDS = 900;

/** Seconds a presigned upload or download URL of this configuration stays valid. */
export const uploadUrlTtl = (config: Pick<Config, 'uploadUrlTtlSeconds'>): number =>
  config.uploadUrlTtlSeconds ?? DEFAULT_UPLOAD_URL_TTL_SECONDS;

/** The built web app next to this package in the repository (`apps/web/dist`). */
export const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
};

/** A yes/no setting: true/1/yes/on or false/0/no/off; unset or empty is `fallback`. */
const bool = (value: string | undefined, fallback: boolean, name: string): boolean => {
  if (value === undefined || value.trim() === '') return fallback;
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  throw new Error(`${name} must be true or false, got '${value}'`);
};

/**
 * A secret setting as a list: comma-separated, the first signs and every one verifies (so a key can be
 * rotated: put the new one first and keep the old one second until what it signed has expired). Null when
 * unset. The error never repeats the value.
 */
export function secretList(value: string | undefined, name: string): string[] | null {
  if (value === undefined || value === '') return null;
  const secrets = value
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.length === 0) throw new Error(`${name} is set but holds no secret`);
  return secrets;
}

/**
 * Reads the JWT secret from the data dir, creating and persisting a random one on first use so that
 * tokens survive restarts without any configuration.
 */
export function persistedSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}

/**
 * Builds the configuration from environment variables. Defaults:
 * PORT 8080, HOST 0.0.0.0, API_BASE /api, DATA_DIR .data, DATABASE_URL unset (PGlite in DATA_DIR/pgdata),
 * JWT_SECRET unset (generated once into DATA_DIR/jwt-secret with PGlite, into the database's `secrets` table
 * with PostgreSQL; a comma-separated list rotates keys: the first signs, every one verifies),
 * MIGRATE_ON_START true (false: `lense-api migrate` is its own step), TOKEN_TTL_SECONDS 86400,
 * TOKEN_REFRESH_SECONDS 3600, TOKEN_MAX_AGE_SECONDS 2592000 (30 days from sign-in, refreshes included), PUBLIC_URL http://localhost:PORT, SMTP_URL unset (outbox in DATA_DIR/outbox),
 * MAIL_FROM "Lense <no-reply@lense.local>", GOOGLE_CLIENT_ID and GOOGLE_JWKS unset (Google sign-in off),
 * AUTH_RATE_LIMIT 10 a minute, CORS_ORIGIN unset (same origin only), LOG_LEVEL info, TRUST_PROXY 0 (hops of trusted proxies).
 * Storage: local disk under DATA_DIR/storage with URLs signed by STORAGE_SIGNING_SECRET (a list like
 * JWT_SECRET; generated once into DATA_DIR/storage-secret, or the database with PostgreSQL) pointing at
 * STORAGE_PUBLIC_URL (default PUBLIC_URL), STORAGE_SHARED_VOLUME false (true: DATA_DIR is one volume shared by
 * every replica, which allows local storage with DATABASE_URL); S3 when S3_BUCKET or
 * S3_ENDPOINT is set (with S3_REGION, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).
 * UPLOAD_URL_TTL_SECONDS 900 (presigned URL lifetime), UPLOAD_SWEEP_SECONDS 300 (0: no periodic sweep of
 * abandoned uploads), WEB_DIST apps/web/dist of the repository (the built web app; 'none' serves none),
 * REQUEST_TIMEOUT_SECONDS 300 (a whole request, body included), IDLE_TIMEOUT_SECONDS 30 (a silent connection),
 * CDN_URL unset (visitors' image addresses point at the API itself; set, at a CDN fronting API_BASE),
 * GUEST_DIGEST_SECONDS 900 (how long guests' photos gather before the owner gets one mail about them).
 * PUBLIC_CACHE_SECONDS 10 (the longest a cached public answer is served).
 * IMAGE_DECODES 2 (image decodes at once), IMAGE_DECODE_QUEUE 16 (upload checks waiting for one; past it, 503).
 * RUN_JOBS true (false: this server leaves background jobs to `lense-api worker` processes; PostgreSQL only).
 * CONNECTIONS_PER_ADDRESS, CONNECTIONS_TOTAL, LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_TOTAL unset (derived from
 * the open-file limit and TRUST_PROXY, see net/network-limits.ts; 0: no cap).
 * DARAJA_BASE_URL unset (the built-in M-Pesa simulator), PAYMENT_SECRETS_KEY unset (generated once like
 * JWT_SECRET), PAYMENT_CHECK_SECONDS 30 (orders whose callback has not come are asked of Daraja).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080, 'PORT');
  const dataDirRaw = env.DATA_DIR || '.data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(process.cwd(), dataDirRaw);
  const apiBase = `/${(env.API_BASE ?? '/api').replace(/^\/+|\/+$/g, '')}`;
  const postgres = Boolean(env.DATABASE_URL);
  // With PostgreSQL an unset secret is read from (or generated once into) the database when the app starts.
  const jwtSecret = secretList(env.JWT_SECRET, 'JWT_SECRET') ?? (postgres ? null : persistedSecret(dataDir));
  return {
    port,
    host: env.HOST || '0.0.0.0',
    apiBase: apiBase === '/' ? '' : apiBase,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: join(dataDir, 'pgdata') },
    ...(jwtSecret ? { jwtSecret } : {}),
    migrateOnStart: bool(env.MIGRATE_ON_START, true, 'MIGRATE_ON_START'),
    runJobs: runJobs(env, postgres),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 86_400, 'TOKEN_TTL_SECONDS'),
    tokenRefreshSeconds: int(env.TOKEN_REFRESH_SECONDS, 3_600, 'TOKEN_REFRESH_SECONDS'),
    tokenMaxAgeSeconds: int(env.TOKEN_MAX_AGE_SECONDS, 2_592_000, 'TOKEN_MAX_AGE_SECONDS'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Lense <no-reply@lense.local>',
    googleClientId: env.GOOGLE_CLIENT_ID || null,
    googleJwks: env.GOOGLE_JWKS || null,
    authRateLimit: int(env.AUTH_RATE_LIMIT, 10, 'AUTH_RATE_LIMIT'),
    corsOrigin: env.CORS_ORIGIN ?? '',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: int(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    storage: storageSettings(env, dataDir, postgres),
    uploadUrlTtlSeconds: int(
      env.UPLOAD_URL_TTL_SECONDS,
      DEFAULT_UPLOAD_URL_TTL_SECONDS,
      'UPLOAD_URL_TTL_SECONDS',
    ),
    uploadSweepSeconds: int(env.UPLOAD_SWEEP_SECONDS, 300, 'UPLOAD_SWEEP_SECONDS'),
    requestTimeoutSeconds: int(env.REQUEST_TIMEOUT_SECONDS, 300, 'REQUEST_TIMEOUT_SECONDS'),
    idleTimeoutSeconds: int(env.IDLE_TIMEOUT_SECONDS, 30, 'IDLE_TIMEOUT_SECONDS'),
    ...networkLimitSettings(env),
    webDist:
      env.WEB_DIST === 'none' ? null : env.WEB_DIST ? resolve(process.cwd(), env.WEB_DIST) : defaultWebDist,
    guestDigestSeconds: int(env.GUEST_DIGEST_SECONDS, 900, 'GUEST_DIGEST_SECONDS'),
    guestDigestQuietSeconds: int(env.GUEST_DIGEST_QUIET_SECONDS, 300, 'GUEST_DIGEST_QUIET_SECONDS'),
    publicCacheSeconds: int(env.PUBLIC_CACHE_SECONDS, 10, 'PUBLIC_CACHE_SECONDS'),
    imageDecodes: imageDecodes(env),
    imageDecodeQueue: int(env.IMAGE_DECODE_QUEUE, 16, 'IMAGE_DECODE_QUEUE'),
    cdnUrl: env.CDN_URL ? httpUrl(env.CDN_URL, 'CDN_URL').replace(/\/+$/, '') : null,
    darajaBaseUrl: env.DARAJA_BASE_URL ? httpUrl(env.DARAJA_BASE_URL, 'DARAJA_BASE_URL') : null,
    ...paymentSecretsKey(env),
    paymentCheckSeconds: int(env.PAYMENT_CHECK_SECONDS, 30, 'PAYMENT_CHECK_SECONDS'),
  };
}

/** PAYMENT_SECRETS_KEY, when set (else generated once when the app starts, see secrets.ts). */
function paymentSecretsKey(env: NodeJS.ProcessEnv): Pick<Config, 'paymentSecretsKey'> {
  const keys = secretList(env.PAYMENT_SECRETS_KEY, 'PAYMENT_SECRETS_KEY');
  return keys ? { paymentSecretsKey: keys } : {};
}

/** IMAGE_DECODES: at least one, or no upload could ever be checked. */
function imageDecodes(env: NodeJS.ProcessEnv): number {
  const value = int(env.IMAGE_DECODES, 2, 'IMAGE_DECODES');
  if (value < 1) throw new Error(`IMAGE_DECODES must be at least 1, got '${env.IMAGE_DECODES}'`);
  return value;
}

/** RUN_JOBS; with PGlite no other process can open the database, so nothing else could take the jobs. */
function runJobs(env: NodeJS.ProcessEnv, postgres: boolean): boolean {
  const value = bool(env.RUN_JOBS, true, 'RUN_JOBS');
  if (!value && !postgres) {
    throw new Error(
      'RUN_JOBS=false leaves background jobs to worker processes, which need PostgreSQL (DATABASE_URL): ' +
        'with the embedded database only this server can take them.',
    );
  }
  return value;
}

/** The caps on connections and live streams, by their variables. */
const NETWORK_LIMIT_VARIABLES = {
  connectionsPerAddress: 'CONNECTIONS_PER_ADDRESS',
  connectionsTotal: 'CONNECTIONS_TOTAL',
  liveStreamsPerAddress: 'LIVE_STREAMS_PER_ADDRESS',
  liveStreamsTotal: 'LIVE_STREAMS_TOTAL',
} as const;

/** The caps that are set; unset ones are left out, as their defaults depend on the open-file limit. */
function networkLimitSettings(env: NodeJS.ProcessEnv): Partial<Config> {
  const settings: Partial<Config> = {};
  for (const [key, name] of Object.entries(NETWORK_LIMIT_VARIABLES)) {
    if (env[name]) settings[key as keyof typeof NETWORK_LIMIT_VARIABLES] = int(env[name], 0, name);
  }
  return settings;
}

/** `value` when it is an http(s) URL; otherwise a start-up error naming the variable. */
function httpUrl(value: string, name: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * The S3 settings of `S3_BUCKET`, `S3_ENDPOINT`, `S3_REGION`, `S3_FORCE_PATH_STYLE`, `S3_ACCESS_KEY_ID` and
 * `S3_SECRET_ACCESS_KEY`: the one place they are read, for the API and the watermark service alike.
 */
function s3Settings(env: NodeJS.ProcessEnv): Partial<S3StorageOptions> {
  const s3: Partial<S3StorageOptions> = {};
  if (env.S3_BUCKET) s3.bucket = env.S3_BUCKET;
  if (env.S3_ENDPOINT) s3.endpoint = env.S3_ENDPOINT;
  if (env.S3_REGION) s3.region = env.S3_REGION;
  if (env.S3_FORCE_PATH_STYLE) s3.forcePathStyle = env.S3_FORCE_PATH_STYLE === 'true';
  if (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    s3.credentials = { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY };
  }
  return s3;
}

function storageSettings(env: NodeJS.ProcessEnv, dataDir: string, postgres: boolean): StorageSettings {
  const s3 = s3Settings(env);
  const useS3 = Boolean(s3.bucket || s3.endpoint);
  const signingSecret = useS3
    ? null
    : (secretList(env.STORAGE_SIGNING_SECRET, 'STORAGE_SIGNING_SECRET') ??
      (postgres ? null : persistedSecret(dataDir, 'storage-secret')));
  return {
    ...(useS3 ? { s3 } : {}),
    ...(signingSecret ? { signingSecret } : {}),
    ...(env.STORAGE_PUBLIC_URL ? { publicUrl: env.STORAGE_PUBLIC_URL.replace(/\/+$/, '') } : {}),
    sharedVolume: bool(env.STORAGE_SHARED_VOLUME, false, 'STORAGE_SHARED_VOLUME'),
  };
}

/**
 * The storage of a process that only reads objects beside the API (the watermark service), from `DATA_DIR`
 * (objects under `<DATA_DIR>/objects`), `STORAGE_SIGNING_SECRET`, `PUBLIC_URL` and the S3 variables.
 */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv): StorageConfig {
  return {
    dataDir: env.DATA_DIR ?? './data',
    // A comma-separated list like the API's: the first signs, every one verifies.
    signingSecret:
      secretList(env.STORAGE_SIGNING_SECRET, 'STORAGE_SIGNING_SECRET') ?? 'dev-only-storage-secret-change-me',
    publicBaseUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    s3: s3Settings(env),
  };
}

/**
 * Refuses to start a server that replicas could not share: with PostgreSQL (`DATABASE_URL`) several replicas
 * may run, and objects on one machine's disk are missing on the others. S3 storage is fine; local disk only
 * when `STORAGE_SHARED_VOLUME=true` says the data dir is one volume every replica mounts (or there is one
 * replica). PGlite is one process by its data-dir lock. Throws the message to show.
 */
export function assertStorageSharedByReplicas(config: Config): void {
  if (config.database.kind !== 'postgres') return;
  const storage = config.storage ?? {};
  if (storage.s3 || storage.sharedVolume) return;
  throw new Error(
    'DATABASE_URL is set (PostgreSQL, where several replicas may run) but photos would be stored on this ' +
      `machine's disk (${join(config.dataDir, 'storage')}), where other replicas cannot read them. Set ` +
      'S3_BUCKET (or S3_ENDPOINT) to use an S3-compatible store, or STORAGE_SHARED_VOLUME=true if DATA_DIR is ' +
      'one volume mounted by every replica (or if only one server runs).',
  );
}
