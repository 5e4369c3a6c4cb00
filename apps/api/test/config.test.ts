import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

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

  it('generates the JWT secret once and keeps it in the data dir', () => {
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'given' }).jwtSecret).toBe('given');
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

  it('rejects a malformed port', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
  });
});
