import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockFetch } from './fetch';

describe('createMockFetch', () => {
  it('answers with the populated mocks', async () => {
    const response = await createMockFetch()('http://lense.test/api/faqs');
    expect(response.status).toBe(200);
    expect((await response.json()).faqs.length).toBeGreaterThan(0);
  });

  it('lets overrides answer first', async () => {
    const fetch = createMockFetch([http.get('*/api/faqs', () => Response.json({ faqs: [] }))]);
    expect(await (await fetch('http://lense.test/api/faqs')).json()).toEqual({ faqs: [] });
  });

  it('answers 404 to what no handler knows', async () => {
    const response = await createMockFetch()('http://lense.test/api/nowhere');
    expect(response.status).toBe(404);
  });
});
