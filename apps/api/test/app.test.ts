import { expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';

describeBackends('server basics', (h) => {
  it('answers health with the backend in use', async () => {
    const res = await h.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: h.config.database.kind,
      public_cache: { hits: expect.any(Number), misses: expect.any(Number) },
    });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await h.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/login', '/signup', '/me', '/exit_surveys']),
    );
    expect(
      doc.paths['/login'].post.requestBody.content['application/json'].schema.properties.user,
    ).toBeDefined();
    expect(doc.components.schemas.Error.properties.error.type).toBe('string');
    expect(doc.paths['/login'].post.responses['200'].headers.Authorization.schema.type).toBe('string');
    expect(doc.paths['/login'].post.responses['401'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/Error',
    );
  });

  it('serves the interactive reference at /api/docs', async () => {
    const res = await h.request({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await h.request({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'route GET /api/nothing-here not found' });
  });

  it('rejects malformed JSON with a 400 JSON error', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user": {',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid JSON body' });
  });

  it('rejects an unsupported media type with 415', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    });
    expect(res.statusCode).toBe(415);
    expect(typeof res.json().error).toBe('string');
  });

  it('rejects bodies over 1 MB with 413', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) } },
    });
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().error).toBe('string');
  });

  it('names the offending field in validation errors', async () => {
    const missing = await h.request({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email: 'a@b.co' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('password');
    const wrongType = await h.request({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email: 42, password: 'secret1' } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toContain('email');
  });

  it('never leaks a stack trace', async () => {
    const res = await h.request({ method: 'POST', url: '/api/signup', payload: [1, 2, 3] });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(Object.keys(res.json())).toEqual(['error']);
  });
});
