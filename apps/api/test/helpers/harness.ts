import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config, DatabaseConfig } from '../../src/config.ts';
import { readOutbox, type StoredMail } from '../../src/mail/mailer.ts';
import { outboxDir } from '../../src/routes/dev-mailbox.ts';

export type Backend = 'pglite' | 'postgres';
export const backends: Backend[] = ['pglite', 'postgres'];

/** A fresh database of the given backend, cloned from the migrated template. */
export async function freshDatabase(
  backend: Backend,
): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    return { config: { kind: 'pglite', dir: null, template }, drop: async () => {} };
  }
  const adminUrl = inject('pgAdminUrl');
  const name = `lense_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  return {
    config: { kind: 'postgres', url: adminUrl.replace(/\/postgres$/, `/${name}`) },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // A closed pool's sockets may still be saying goodbye; forcing the drop at that moment makes the
        // server kill them and their clients throw an uncaught error. Wait for them to leave first.
        for (let attempt = 0; attempt < 40; attempt++) {
          const { rows } = await client.query(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A configuration for tests: quiet, temporary data dir, fixed secret, given database. */
export function testConfig(
  database: DatabaseConfig,
  dataDir: string,
  overrides: Partial<Config> = {},
): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    apiBase: '/api',
    dataDir,
    database,
    jwtSecret: 'test-secret-test-secret-test-secret',
    tokenTtlSeconds: 3600,
    tokenRefreshSeconds: 60,
    publicUrl: 'http://web.test',
    smtpUrl: null,
    mailFrom: 'Lense <no-reply@lense.test>',
    googleClientId: null,
    googleJwks: null,
    authRateLimit: 1000,
    corsOrigin: '',
    logLevel: 'silent',
    trustProxy: 0,
    ...overrides,
  };
}

/** A running app for one backend with helpers for common steps. */
export interface Harness {
  backend: Backend;
  app: FastifyInstance;
  config: Config;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Messages in the outbox sent to `to`, newest first. */
  mailsTo(to: string): Promise<StoredMail[]>;
  /** The token carried by the newest mailed link to `to` whose URL contains `marker`. */
  mailedToken(to: string, pattern: RegExp): Promise<string>;
  /** Signs up and confirms a user; returns its e-mail, password and a session token. */
  signIn(overrides?: {
    email?: string;
    password?: string;
  }): Promise<{ email: string; password: string; token: string; id: string }>;
  uniqueEmail(): string;
}

/**
 * Declares `suite` once per backend; each gets its own app over a fresh database.
 * `overrides` tweak the config (rate limits, Google keys…).
 */
export function describeBackends(
  name: string,
  suite: (h: Harness) => void,
  overrides: Partial<Config> = {},
): void {
  for (const backend of backends) {
    describe(`${name} [${backend}]`, () => {
      let dropDb: () => Promise<void> = async () => {};
      let dataDir = '';
      const h = { backend } as Harness;
      beforeAll(async () => {
        const db = await freshDatabase(backend);
        dropDb = db.drop;
        dataDir = mkdtempSync(join(tmpdir(), 'lense-data-'));
        h.config = testConfig(db.config, dataDir, overrides);
        h.app = await buildApp(h.config);
        await h.app.ready();
      });
      afterAll(async () => {
        await h.app?.close();
        await dropDb();
        rmSync(dataDir, { recursive: true, force: true });
      });
      h.request = ({ token, headers, ...options }) =>
        h.app.inject({
          ...options,
          headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
      h.uniqueEmail = () => `user-${randomUUID().slice(0, 8)}@example.com`;
      h.mailsTo = async (to) => (await readOutbox(outboxDir(dataDir), 1000)).filter((m) => m.to === to);
      h.mailedToken = async (to, pattern) => {
        for (const mail of await h.mailsTo(to)) {
          const match = pattern.exec(mail.text);
          if (match) return decodeURIComponent(match[1]!);
        }
        throw new Error(`no mail to ${to} matching ${pattern}`);
      };
      h.signIn = async (overrides = {}) => {
        const email = overrides.email ?? h.uniqueEmail();
        const password = overrides.password ?? 'correct horse battery';
        const signup = await h.request({
          method: 'POST',
          url: '/api/signup',
          payload: {
            user: {
              email,
              password,
              first_name: 'Ada',
              last_name: 'Lovelace',
              accepted_terms_of_service: true,
            },
          },
        });
        if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
        const confirmation = await h.mailedToken(email, /confirmation_token=([^\s&]+)/);
        await h.request({ method: 'GET', url: `/api/users/confirmation?confirmation_token=${confirmation}` });
        const login = await h.request({
          method: 'POST',
          url: '/api/login',
          payload: { user: { email, password } },
        });
        if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
        const token = String(login.headers.authorization).replace(/^Bearer /, '');
        return { email, password, token, id: login.json().user.id as string };
      };
      suite(h);
    });
  }
}
