import { expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';

describeBackends('links a page shows are web links only', (h) => {
  it("refuses a space's location link that would run script or embed data", async () => {
    const { token } = await h.signIn();
    for (const location_url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'https://a b',
    ]) {
      const res = await h.request({
        method: 'POST',
        url: '/api/spaces',
        token,
        payload: { title: 'Gala', location_url },
      });
      expect(res.statusCode, location_url).toBe(400);
    }
    const ok = await h.request({
      method: 'POST',
      url: '/api/spaces',
      token,
      payload: { title: 'Gala', location_url: 'https://maps.example.com/?q=Nairobi' },
    });
    expect(ok.statusCode).toBe(201);
    const id = ok.json().space.id;
    const patched = await h.request({
      method: 'PATCH',
      url: `/api/spaces/${id}`,
      token,
      payload: { location_url: 'javascript:alert(1)' },
    });
    expect(patched.statusCode).toBe(400);
    const cleared = await h.request({
      method: 'PATCH',
      url: `/api/spaces/${id}`,
      token,
      payload: { location_url: null },
    });
    expect(cleared.statusCode).toBe(200);
  });
});
