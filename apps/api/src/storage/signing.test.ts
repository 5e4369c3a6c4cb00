import { describe, expect, it } from 'vitest';
import { type SignedFields, signedQuery, verifySignedRequest } from './signing.ts';

const secret = 'test-secret-0123456789abcdef0123456789';
const now = Date.UTC(2026, 0, 1);
const put: SignedFields = {
  method: 'PUT',
  key: 'spaces/1/a.jpg',
  contentType: 'image/jpeg',
  expires: now / 1000 + 60,
  maxBytes: 1000,
};

function check(
  fields: Partial<SignedFields> & { query?: URLSearchParams },
  request: Partial<{ contentType: string; now: number; method: string; key: string }> = {},
) {
  const query = fields.query ?? signedQuery(secret, { ...put, ...fields });
  return verifySignedRequest(secret, {
    method: request.method ?? 'PUT',
    key: request.key ?? put.key,
    query,
    contentType: request.contentType ?? 'image/jpeg',
    now: request.now ?? now,
  });
}

describe('verifySignedRequest', () => {
  it('accepts a valid upload signature', () => {
    const result = check({});
    expect(result).toEqual({ ok: true, fields: put });
  });

  it('accepts a valid download signature, also for HEAD', () => {
    const get: SignedFields = {
      method: 'GET',
      key: put.key,
      contentType: '',
      expires: put.expires,
      downloadName: 'a b.jpg',
    };
    const query = signedQuery(secret, get);
    expect(verifySignedRequest(secret, { method: 'GET', key: put.key, query, now }).ok).toBe(true);
    expect(verifySignedRequest(secret, { method: 'HEAD', key: put.key, query, now }).ok).toBe(true);
    query.set('name', 'other.jpg');
    expect(verifySignedRequest(secret, { method: 'GET', key: put.key, query, now })).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it('rejects a tampered key', () => {
    expect(check({}, { key: 'spaces/2/a.jpg' })).toEqual({
      ok: false,
      status: 403,
      error: 'Invalid signature',
    });
  });

  it('rejects a tampered method', () => {
    expect(check({}, { method: 'GET' })).toMatchObject({ ok: false, status: 403 });
    expect(check({}, { method: 'DELETE' })).toMatchObject({ ok: false, status: 403 });
  });

  it('rejects a tampered content type in the query', () => {
    const query = signedQuery(secret, put);
    query.set('ct', 'text/html');
    expect(check({ query }, { contentType: 'text/html' })).toMatchObject({ ok: false, status: 403 });
  });

  it('rejects a tampered expiry or size limit', () => {
    const later = signedQuery(secret, put);
    later.set('expires', String(put.expires + 3600));
    expect(check({ query: later })).toMatchObject({ ok: false, status: 403, error: 'Invalid signature' });
    const bigger = signedQuery(secret, put);
    bigger.set('max', '999999999');
    expect(check({ query: bigger })).toMatchObject({ ok: false, status: 403 });
    const dropped = signedQuery(secret, put);
    dropped.delete('max');
    expect(check({ query: dropped })).toMatchObject({ ok: false, status: 403 });
  });

  it('rejects an expired signature', () => {
    expect(check({}, { now: (put.expires + 1) * 1000 })).toEqual({
      ok: false,
      status: 403,
      error: 'Signature expired',
    });
    expect(check({}, { now: put.expires * 1000 }).ok).toBe(true);
  });

  it('rejects another secret, a missing or a garbled signature', () => {
    const query = signedQuery('another-secret', put);
    expect(check({ query })).toMatchObject({ ok: false, status: 403 });
    const missing = signedQuery(secret, put);
    missing.delete('sig');
    expect(check({ query: missing })).toMatchObject({ ok: false, status: 403 });
    const garbled = signedQuery(secret, put);
    garbled.set('sig', `${garbled.get('sig')}AA`);
    expect(check({ query: garbled })).toMatchObject({ ok: false, status: 403 });
  });

  it('verifies with every key of a rotated list, and the expiry still holds', () => {
    const request = (query: URLSearchParams, at = now) => ({
      method: 'PUT',
      key: put.key,
      query,
      contentType: 'image/jpeg',
      now: at,
    });
    const old = signedQuery(secret, put);
    const rotated = ['new-secret-0123456789abcdef0123456789', secret];
    expect(verifySignedRequest(rotated, request(old))).toEqual({ ok: true, fields: put });
    expect(verifySignedRequest(rotated, request(signedQuery(rotated[0]!, put))).ok).toBe(true);
    expect(verifySignedRequest(rotated, request(old, (put.expires + 1) * 1000))).toMatchObject({
      ok: false,
      error: 'Signature expired',
    });
    // Once the old key leaves the list, what it signed is refused.
    expect(verifySignedRequest([rotated[0]!], request(old))).toMatchObject({ ok: false, status: 403 });
    expect(verifySignedRequest([], request(old))).toMatchObject({ ok: false, status: 403 });
  });

  it('answers 415 when the upload does not carry the signed content type', () => {
    expect(check({}, { contentType: 'image/png' })).toMatchObject({ ok: false, status: 415 });
    expect(check({}, { contentType: 'IMAGE/JPEG' }).ok).toBe(true);
  });

  it('reads a plain query object as Fastify parses it', () => {
    const query = Object.fromEntries(signedQuery(secret, put));
    expect(
      verifySignedRequest(secret, { method: 'PUT', key: put.key, query, contentType: 'image/jpeg', now }).ok,
    ).toBe(true);
  });
});
