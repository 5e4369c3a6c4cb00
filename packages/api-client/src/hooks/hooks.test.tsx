import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, hookTestServer, setupHooks } from '../../test/hookHarness';
import { buildEmailList, buildUser, fixtures, lenseMocks } from '../mocks';
import { NEWSLETTER_LIST_MISSING, useLogout, useSubscribe, useSubscribeNewsletter } from './accountMutations';
import { isUserScopedKey, lenseKey, lenseKeys } from './keys';
import {
  useEmailLists,
  useMe,
  useSocialMediaAccounts,
  useSocialMediaSites,
  useSubscriptions,
  useSubscriptionTypes,
} from './queries';
import { useSession } from './useSession';

const server = hookTestServer();

const setup = ({ signedIn = true } = {}) => setupHooks({ signedIn, address: '/spaces', freshReads: false });

const options = { baseUrl: API };

/**
 * SWR re-renders only for the fields a render read; reading them all here keeps `result.current` in
 * step however a test inspects it later.
 */
const read = <
  T extends { data?: unknown | undefined; error?: unknown | undefined; isLoading?: boolean | undefined },
>(
  swr: T,
) => ({
  data: swr.data as T['data'],
  error: swr.error as T['error'],
  isLoading: swr.isLoading,
});

describe('keys', () => {
  it('include the operation and every input', () => {
    expect(lenseKeys.subscriptions('user-1')).toEqual(['GET /subscriptions', { user: 'user-1' }]);
    expect(lenseKey('get', '/users/valid_deletion_token', { query: { deletion_token: 't' } })).toEqual([
      'GET /users/valid_deletion_token',
      { query: { deletion_token: 't' } },
    ]);
    expect(lenseKeys.me('a')).not.toEqual(lenseKeys.me('b'));
    expect(isUserScopedKey(lenseKeys.me('a'))).toBe(true);
    expect(isUserScopedKey(lenseKeys.emailLists())).toBe(false);
  });
});

describe('read hooks', () => {
  it('useEmailLists, useSubscriptionTypes and useSocialMediaSites read the populated lists', async () => {
    server.use(
      lenseMocks.emailLists(options),
      lenseMocks.subscriptionTypes(options),
      lenseMocks.socialMediaSites(options),
    );
    const { wrapper } = setup({ signedIn: false });
    const { result } = renderHook(
      () => ({
        lists: read(useEmailLists()),
        types: read(useSubscriptionTypes()),
        sites: read(useSocialMediaSites()),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.sites.data).toBeDefined());
    await waitFor(() => expect(result.current.lists.data).toEqual(fixtures.emailLists));
    await waitFor(() => expect(result.current.types.data?.map((t) => t.name)).toEqual(['basic', 'premium']));
    expect(result.current.sites.data).toHaveLength(4);
  });

  it('answers empty lists with the empty variant', async () => {
    server.use(lenseMocks.subscriptions({ ...options, variant: 'empty' }));
    const { wrapper } = setup();
    const { result } = renderHook(() => read(useSubscriptions()), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
  });

  it('exposes the server error as a typed ApiError', async () => {
    server.use(
      lenseMocks.subscriptionTypes({ ...options, variant: 'error', error: { status: 503, error: 'down' } }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => read(useSubscriptionTypes({ shouldRetryOnError: false })), {
      wrapper,
    });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ name: 'ApiError', status: 503, error: 'down' });
    expect(result.current.data).toBeUndefined();
  });

  it('stays loading with the slow variant', async () => {
    server.use(lenseMocks.socialMediaSites({ ...options, variant: 'slow', delayMs: 50 }));
    const { wrapper } = setup();
    const { result } = renderHook(() => read(useSocialMediaSites()), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toHaveLength(4));
  });

  it('does not fetch user-scoped reads while signed out, and fetches them once signed in', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/me`, () => {
        calls++;
        return HttpResponse.json({ user: fixtures.user });
      }),
      lenseMocks.socialMediaAccounts(options),
    );
    const { wrapper, session } = setup({ signedIn: false });
    const { result } = renderHook(() => ({ me: read(useMe()), accounts: read(useSocialMediaAccounts()) }), {
      wrapper,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(0);
    expect(result.current.me.isLoading).toBe(false);

    act(() => session.update({ user: fixtures.user, token: fixtures.token }));
    await waitFor(() => expect(result.current.me.data).toEqual(fixtures.user));
    await waitFor(() => expect(result.current.accounts.data).toEqual(fixtures.socialMediaAccounts));
    expect(calls).toBe(1);
  });

  it('keys user-scoped reads by user, so another user does not see the cached data', async () => {
    server.use(
      http.get(`${API}/me`, ({ request }) =>
        HttpResponse.json({
          user: request.headers.get('Authorization')?.endsWith('second')
            ? buildUser({ id: 'user-2', email: 'grace@example.com' })
            : fixtures.user,
        }),
      ),
    );
    const { wrapper, session } = setup();
    const { result } = renderHook(() => read(useMe()), { wrapper });
    await waitFor(() => expect(result.current.data?.email).toBe('ada@example.com'));
    act(() => session.update({ user: buildUser({ id: 'user-2' }), token: 'second' }));
    await waitFor(() => expect(result.current.data?.email).toBe('grace@example.com'));
  });
});

describe('useSession', () => {
  it('re-renders with the session store', () => {
    const { wrapper, session } = setup({ signedIn: false });
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.user).toBeNull();
    act(() => session.update({ user: fixtures.user, token: fixtures.token }));
    expect(result.current.user).toEqual(fixtures.user);
  });

  it('requires a provider', () => {
    expect(() => renderHook(() => useSession())).toThrow(
      'useLenseClient must be used inside <LenseClientProvider>',
    );
  });
});

describe('mutation hooks', () => {
  it('useSubscribeNewsletter subscribes the address to the list named newsletter, in any case', async () => {
    let body: unknown;
    server.use(
      http.get(`${API}/email_lists`, () =>
        HttpResponse.json({
          email_lists: [
            buildEmailList({ id: 'other', name: 'offers' }),
            buildEmailList({ id: 'nl', name: 'NewsLetter' }),
          ],
        }),
      ),
      http.post(`${API}/email_list_subscriptions`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { email_list_subscription: { id: 's1', email_list_id: 'nl', email: 'a@b.co' } },
          { status: 201 },
        );
      }),
    );
    const { wrapper } = setup({ signedIn: false });
    const { result } = renderHook(() => useSubscribeNewsletter(), { wrapper });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.trigger('a@b.co');
    });
    expect(body).toEqual({ email_list_id: 'nl', email: 'a@b.co' });
    expect(answer).toMatchObject({ id: 's1' });
  });

  it('useSubscribeNewsletter fails with a typed error when there is no newsletter list', async () => {
    server.use(http.get(`${API}/email_lists`, () => HttpResponse.json({ email_lists: [] })));
    const { wrapper } = setup({ signedIn: false });
    const { result } = renderHook(() => useSubscribeNewsletter(), { wrapper });
    await act(async () => {
      await result.current.trigger('a@b.co').catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.error).toMatchObject({ status: 404, error: NEWSLETTER_LIST_MISSING }),
    );
  });

  it('useSubscribe revalidates the subscriptions', async () => {
    let subscribed = false;
    server.use(
      http.get(`${API}/subscriptions`, () =>
        HttpResponse.json({ subscriptions: subscribed ? fixtures.subscriptions : [] }),
      ),
      http.post(`${API}/subscriptions`, () => {
        subscribed = true;
        return HttpResponse.json({ subscription: fixtures.subscriptions[0] }, { status: 201 });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: read(useSubscriptions()), subscribe: useSubscribe() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await act(async () => {
      await result.current.subscribe.trigger('subscription-type-basic');
    });
    await waitFor(() => expect(result.current.list.data).toEqual(fixtures.subscriptions));
  });

  it('useLogout clears the session and drops user-scoped cache entries but keeps public ones', async () => {
    server.use(lenseMocks.logout(options), lenseMocks.me(options), lenseMocks.emailLists(options));
    const { wrapper, session, cache } = setup();
    const { result } = renderHook(
      () => ({ me: read(useMe()), lists: read(useEmailLists()), logout: useLogout() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.me.data).toEqual(fixtures.user));
    await waitFor(() => expect(result.current.lists.data).toBeDefined());
    await act(async () => {
      await result.current.logout.trigger();
    });
    expect(session.getSnapshot()).toMatchObject({ token: null, user: null });
    expect(result.current.me.data).toBeUndefined();
    const entries = [...(cache as Map<string, { data?: unknown | undefined }>).entries()];
    expect(entries.find(([key]) => key.includes('GET /me'))?.[1]?.data).toBeUndefined();
    expect(entries.find(([key]) => key.includes('GET /email_lists'))?.[1]?.data).toEqual(fixtures.emailLists);
  });

  it('useLogout clears the session even when the server refuses', async () => {
    server.use(
      lenseMocks.logout({ ...options, variant: 'error', error: { status: 401, error: 'nil user' } }),
    );
    const { wrapper, session } = setup();
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(async () => {
      await result.current.trigger().catch(() => undefined);
    });
    expect(session.getSnapshot().token).toBeNull();
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 401 }));
  });
});
