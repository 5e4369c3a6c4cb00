import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Transport } from '../transport/transport';
import { createCall, fillPath } from './call';
import type { ApiRequestBody, ApiResponse } from './operations';
import type { EmailList } from './types';

const fakeTransport = () => {
  const request = vi.fn(async () => ({ ok: true }));
  return { transport: { request } as unknown as Transport, request };
};

describe('fillPath', () => {
  it('replaces path parameters with encoded values', () => {
    expect(fillPath('/spaces/{space_id}/photos/{id}', { space_id: 'a b', id: 7 })).toBe(
      '/spaces/a%20b/photos/7',
    );
  });

  it('fails loudly on a missing parameter', () => {
    expect(() => fillPath('/spaces/{space_id}', {})).toThrow("Missing path parameter 'space_id'");
  });
});

describe('createCall', () => {
  it('sends the upper-cased method, the path, body and query through the transport', async () => {
    const { transport, request } = fakeTransport();
    const call = createCall(transport);
    await call('post', '/email_list_subscriptions', { body: { email_list_id: 'l1', email: 'a@b.co' } });
    await call('get', '/users/valid_deletion_token', { query: { deletion_token: 't' }, timeoutMs: 5 });
    expect(request).toHaveBeenNthCalledWith(1, 'POST', '/email_list_subscriptions', {
      body: { email_list_id: 'l1', email: 'a@b.co' },
    });
    expect(request).toHaveBeenNthCalledWith(2, 'GET', '/users/valid_deletion_token', {
      query: { deletion_token: 't' },
      timeoutMs: 5,
    });
  });

  it('types answers and bodies from the generated schema', () => {
    expectTypeOf<ApiResponse<'/email_lists', 'get'>>().toEqualTypeOf<{ email_lists: EmailList[] }>();
    expectTypeOf<ApiRequestBody<'/login', 'post'>>().toEqualTypeOf<{
      user: { email: string; password: string };
    }>();
    expectTypeOf<ApiRequestBody<'/email_lists', 'get'>>().toBeNever();
    const call = createCall(fakeTransport().transport);
    // @ts-expect-error: /email_lists has no DELETE
    void call('delete', '/email_lists');
    // @ts-expect-error: the body of POST /exit_surveys needs a known reason
    void call('post', '/exit_surveys', { body: { reason: 'bored', feedback: 'x' } });
  });
});
