import { expect, it } from 'vitest';
import { NUL_IN_INPUT } from '../src/http/text-input.ts';
import { describeBackends } from './helpers/harness.ts';

const NUL = 'a\u0000b';

describeBackends('a NUL character in any text input is a 400, never a 500', (h) => {
  it('is refused in sign-up, login, reset, confirmation and feed search', async () => {
    const cases = [
      { method: 'POST', url: '/api/login', payload: { user: { email: `${NUL}@x.co`, password: NUL } } },
      {
        method: 'POST',
        url: '/api/signup',
        payload: {
          user: {
            email: `${NUL}@x.co`,
            password: 'secret123',
            first_name: NUL,
            last_name: 'M',
            accepted_terms_of_service: true,
          },
        },
      },
      { method: 'POST', url: '/api/users/initiate_password_change', payload: { email: `${NUL}@x.co` } },
      { method: 'POST', url: '/api/users/confirmation', payload: { email: `${NUL}@x.co` } },
      { method: 'GET', url: '/api/photos?detailed=true&search_term=a%00b' },
      { method: 'GET', url: '/api/users/valid_reset_password_token?reset_password_token=a%00b' },
      { method: 'GET', url: '/api/public/sites/a%00b' },
    ] as const;
    for (const { method, url, ...rest } of cases) {
      const res = await h.request({ method, url, ...rest });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toBe(NUL_IN_INPUT);
    }
  });

  it('is refused in names, titles and comments of a signed-in user', async () => {
    const { token } = await h.signIn();
    const space = await h.request({ method: 'POST', url: '/api/spaces', token, payload: { title: 'Gala' } });
    expect(space.statusCode).toBe(201);
    const spaceId = space.json().space.id;
    const cases = [
      { method: 'POST', url: '/api/spaces', payload: { title: NUL } },
      { method: 'PATCH', url: `/api/spaces/${spaceId}`, payload: { space: { title: NUL } } },
      { method: 'POST', url: '/api/collections', payload: { name: NUL } },
      {
        method: 'POST',
        url: '/api/sites',
        payload: { name: NUL, collection_id: '00000000-0000-4000-8000-000000000000' },
      },
      { method: 'GET', url: `/api/spaces/${spaceId}a%00` },
      { method: 'POST', url: '/api/exit_surveys', payload: { reason: NUL, feedback: NUL } },
      { method: 'POST', url: '/api/newsletter', payload: { email: `${NUL}@x.co` } },
    ] as const;
    for (const { method, url, ...rest } of cases) {
      const res = await h.request({ method, url, token, ...rest });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toBe(NUL_IN_INPUT);
    }
  });

  it('is refused in object keys and deep in a body', async () => {
    const deep = { user: { email: 'a@x.co', password: 'p', extra: [[{ [NUL]: 1 }]] } };
    const res = await h.request({ method: 'POST', url: '/api/login', payload: deep });
    expect(res.statusCode).toBe(400);
  });
});
