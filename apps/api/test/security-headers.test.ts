import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { appContentSecurityPolicy, DATA_CONTENT_SECURITY_POLICY } from '../src/http/security-headers.ts';
import { describeBackends, testConfig } from './helpers/harness.ts';

const webDist = mkdtempSync(join(tmpdir(), 'lense-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lense</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("lense");');

const expectHardened = (res: LightMyRequestResponse, label: string) => {
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(res.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
};

describeBackends(
  'security headers',
  (h) => {
    it("gives the app's pages a policy that runs our scripts only", async () => {
      const page = await h.request({ method: 'GET', url: '/spaces/1', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expectHardened(page, 'page');
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toBe(appContentSecurityPolicy(h.config));
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
    });

    it('denies everything to JSON, errors, static files and stored objects', async () => {
      const answers = {
        json: await h.request({ method: 'GET', url: '/api/health' }),
        error: await h.request({ method: 'GET', url: '/api/spaces/not-a-uuid' }),
        missing: await h.request({ method: 'GET', url: '/api/nothing-here' }),
        script: await h.request({ method: 'GET', url: '/assets/app.js' }),
        storage: await h.request({ method: 'GET', url: '/api/storage/spaces/x.jpg' }),
      };
      for (const [label, res] of Object.entries(answers)) {
        expectHardened(res, label);
        if (label !== 'storage')
          expect(res.headers['content-security-policy'], label).toBe(DATA_CONTENT_SECURITY_POLICY);
      }
      expect(answers.error.statusCode).toBe(400);
    });

    it('sends HSTS only over TLS, as a trusted proxy reports it', async () => {
      const plain = await h.request({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const tls = await h.request({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
    });
  },
  { webDist, trustProxy: 1 },
);

it('lets the app load from and upload to the configured storage', () => {
  const config = testConfig({ kind: 'pglite', dir: null }, '/tmp/unused', {
    storage: {
      s3: { bucket: 'b', endpoint: 'https://s3.example.net' },
      publicUrl: 'https://cdn.example.net/x',
    },
  });
  const policy = appContentSecurityPolicy(config);
  expect(policy).toMatch(/connect-src 'self' [^;]*https:\/\/s3\.example\.net/);
  expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.example\.net/);
});
