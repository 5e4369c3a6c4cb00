import { expect, it } from 'vitest';
import { corsOrigins } from '../src/http/cors.ts';
import { describeBackends } from './helpers/harness.ts';

const MAILBOXES = ['/api/dev/mailbox', '/dev/mailbox'];

describeBackends('the dev mailbox answers this machine only', (h) => {
  it('is readable from loopback', async () => {
    for (const url of MAILBOXES) {
      const res = await h.request({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, url).toBe(200);
    }
    const v6 = await h.request({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '::1',
      headers: { host: '[::1]:8080' },
    });
    expect(v6.statusCode).toBe(200);
  });

  it('is absent for a neighbour on the network', async () => {
    for (const url of MAILBOXES) {
      const res = await h.request({ method: 'GET', url, remoteAddress: '192.168.1.23' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('confirmation_token');
    }
  });

  it('is absent through a proxy on this machine and to a page re-bound to loopback', async () => {
    const forwarded = await h.request({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
    const rebound = await h.request({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { host: 'attacker.example:8080' },
    });
    expect(rebound.statusCode).toBe(404);
  });
});

describeBackends('CORS is same-origin by default', (h) => {
  it('gives a foreign page no access to the reset endpoint, the mailbox or the API', async () => {
    for (const [method, url] of [
      ['POST', '/api/users/initiate_password_change'],
      ['GET', '/api/dev/mailbox'],
      ['GET', '/api/health'],
    ] as const) {
      const preflight = await h.request({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://evil.example', 'access-control-request-method': method },
      });
      expect(preflight.headers['access-control-allow-origin'], url).toBeUndefined();
      const res = await h.request({ method, url, headers: { origin: 'https://evil.example' } });
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});

describeBackends(
  'CORS with an allow-list',
  (h) => {
    it('lets a listed origin read answers and the refreshed token header', async () => {
      const res = await h.request({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://app.example' },
      });
      expect(res.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(res.headers['access-control-expose-headers']).toContain('Authorization');
    });

    it('does not answer an origin that is not listed', async () => {
      const res = await h.request({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://app.example.evil.example' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  },
  { corsOrigin: 'https://app.example, https://admin.example' },
);

it('reads CORS_ORIGIN as an allow-list, never reflecting', () => {
  expect(corsOrigins('')).toBe(false);
  expect(corsOrigins(' , ')).toBe(false);
  expect(corsOrigins('https://a.example,https://b.example')).toEqual([
    'https://a.example',
    'https://b.example',
  ]);
  expect(corsOrigins('*')).toBe('*');
});
