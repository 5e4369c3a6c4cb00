import { expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';

const bodies: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { user: null },
  { user: { email: ['a@b.co'], password: { $gt: '' } } },
  { email: 'a@b.co'.repeat(1000) },
  { reason: null, feedback: null },
  { email_list_id: "'; drop table users; --", email: 'a@b.co' },
  { subscription_type_id: '../../etc/passwd' },
  JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'),
];
const queries = [
  '',
  '?x=1',
  '?confirmation_token=&reset_password_token=',
  '?deletion_token[]=a&deletion_token[]=b',
  `?reset_password_token=${'%00'.repeat(50)}`,
];

describeBackends('malformed input never causes a 500', (h) => {
  it('answers every documented operation with JSON 4xx (or success) for hostile input', async () => {
    const doc = (await h.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const { token } = await h.signIn();
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => ({ path, method: method.toUpperCase() })),
    );
    expect(operations.length).toBeGreaterThan(15);
    for (const { path, method } of operations) {
      if (path === '/logout' || (path === '/me' && method === 'DELETE')) continue; // would end the session under test
      for (const auth of [undefined, token, 'garbage']) {
        for (const query of queries) {
          const payloads = method === 'GET' ? [undefined] : bodies;
          for (const payload of payloads) {
            const res = await h.request({
              method: method as 'GET',
              url: `/api${path}${query}`,
              ...(auth ? { token: auth } : {}),
              ...(payload === undefined
                ? {}
                : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
            });
            const label = `${method} ${path}${query} ${JSON.stringify(payload)?.slice(0, 40)}`;
            expect(res.statusCode, label).toBeLessThan(500);
            if (res.statusCode >= 400) expect(typeof res.json().error, label).toBe('string');
          }
        }
      }
    }
  }, 120_000);
});
