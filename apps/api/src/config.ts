import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

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
  /** HS256 secret for session tokens. */
  jwtSecret: string;
  /** Lifetime of a session token in seconds. */
  tokenTtlSeconds: number;
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
  /** Allowed CORS origins ('*' or a comma-separated list). */
  corsOrigin: string;
  /** Log level for the server logger; 'silent' turns it off. */
  logLevel: string;
  /** Trust X-Forwarded-For from this many proxy hops (behind a load balancer), for client addresses. */
  trustProxy: number;
}

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
};

/**
 * Reads the JWT secret from the data dir, creating and persisting a random one on first use so that
 * tokens survive restarts without any configuration.
 */
export function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
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
 * JWT_SECRET unset (generated once into DATA_DIR/jwt-secret), TOKEN_TTL_SECONDS 86400,
 * TOKEN_REFRESH_SECONDS 3600, PUBLIC_URL http://localhost:PORT, SMTP_URL unset (outbox in DATA_DIR/outbox),
 * MAIL_FROM "Lense <no-reply@lense.local>", GOOGLE_CLIENT_ID and GOOGLE_JWKS unset (Google sign-in off),
 * AUTH_RATE_LIMIT 10 a minute, CORS_ORIGIN '*', LOG_LEVEL info, TRUST_PROXY 0 (hops of trusted proxies).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080, 'PORT');
  const dataDirRaw = env.DATA_DIR || '.data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(process.cwd(), dataDirRaw);
  const apiBase = `/${(env.API_BASE ?? '/api').replace(/^\/+|\/+$/g, '')}`;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    apiBase: apiBase === '/' ? '' : apiBase,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: join(dataDir, 'pgdata') },
    jwtSecret: env.JWT_SECRET || persistedSecret(dataDir),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 86_400, 'TOKEN_TTL_SECONDS'),
    tokenRefreshSeconds: int(env.TOKEN_REFRESH_SECONDS, 3_600, 'TOKEN_REFRESH_SECONDS'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Lense <no-reply@lense.local>',
    googleClientId: env.GOOGLE_CLIENT_ID || null,
    googleJwks: env.GOOGLE_JWKS || null,
    authRateLimit: int(env.AUTH_RATE_LIMIT, 10, 'AUTH_RATE_LIMIT'),
    corsOrigin: env.CORS_ORIGIN || '*',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: int(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
  };
}
