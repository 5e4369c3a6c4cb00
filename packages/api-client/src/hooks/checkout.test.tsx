import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, hookTestServer, setupHooks } from '../../test/hookHarness';
import type { ApiOrderStatus, SpaceSale } from '../index';
import { buildOrder, checkoutErrors, fixtures, lenseMocks, ORDER_TOKEN } from '../mocks';
import {
  ORDER_PENDING_REFRESH_MS,
  orderRefreshInterval,
  useCreateOrder,
  useOrder,
  useRetryOrder,
} from './orders';
import { useConnectMpesa, useDisconnectMpesa, useMpesaAccount, useRefundOrder, useSpaceSales } from './sales';

const server = hookTestServer();

const setup = ({ signedIn = true } = {}) => setupHooks({ signedIn });

/** GET /orders/{token} answering each status of `statuses` in turn (the last one from then on); counts reads. */
function orderReads(statuses: ApiOrderStatus[]) {
  const reads: string[] = [];
  const handler = http.get(`${API}/orders/:token`, ({ params }) => {
    const status = statuses[Math.min(reads.length, statuses.length - 1)]!;
    reads.push(status);
    return HttpResponse.json(buildOrder(status, { token: String(params.token) }));
  });
  return { handler, reads };
}

describe('useOrder', () => {
  it('reads the order behind its link in each status the mocks offer', async () => {
    const { wrapper } = setup({ signedIn: false });
    for (const status of ['paid', 'cancelled', 'refunded'] as const) {
      server.use(lenseMocks.order({ baseUrl: API, status }));
      const { result, unmount } = renderHook(() => useOrder(`${ORDER_TOKEN}-${status}`), { wrapper });
      await waitFor(() => expect(result.current.data?.status).toBe(status));
      expect(result.current.data?.token).toBe(`${ORDER_TOKEN}-${status}`);
      unmount();
    }
  });

  it('reads a pending order again until it is settled, without a reload', async () => {
    const reads = orderReads(['pending', 'pending', 'paid']);
    server.use(reads.handler);
    const { wrapper } = setup({ signedIn: false });
    const { result } = renderHook(() => useOrder(ORDER_TOKEN, { pendingRefreshMs: 5 }), { wrapper });
    await waitFor(() => expect(result.current.data?.status).toBe('paid'));
    expect(result.current.data?.receipt_number).toBe('TKA9B2C3D4');
    expect(reads.reads.slice(0, 3)).toEqual(['pending', 'pending', 'paid']);
  });

  it('asks for another read only while the order is pending', () => {
    expect(orderRefreshInterval(undefined, 2000)).toBe(0);
    expect(orderRefreshInterval(fixtures.orders.pending, 2000)).toBe(2000);
    expect(orderRefreshInterval(fixtures.orders.pending, 0)).toBe(0);
    for (const status of [
      'paid',
      'cancelled',
      'insufficient_funds',
      'timed_out',
      'failed',
      'expired',
      'refunded',
    ] as const)
      expect(orderRefreshInterval(fixtures.orders[status], 2000)).toBe(0);
    expect(ORDER_PENDING_REFRESH_MS).toBeGreaterThan(0);
  });

  it('is a 404 error for an unknown link, and reads nothing without a token', async () => {
    server.use(lenseMocks.order({ baseUrl: API, variant: 'error', error: checkoutErrors.orderNotFound }));
    const { wrapper } = setup({ signedIn: false });
    const { result } = renderHook(() => useOrder('unknown-token-unknown-token'), { wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(404));
    expect(result.current.error?.error).toBe('Order not found');
    const idle = renderHook(() => useOrder(null), { wrapper });
    expect(idle.result.current.isLoading).toBe(false);
    expect(idle.result.current.data).toBeUndefined();
  });
});

describe('useCreateOrder and useRetryOrder', () => {
  it('creates the order and shows it at once to its order page', async () => {
    let created = 0;
    server.use(
      http.post(`${API}/orders`, async ({ request }) => {
        created += 1;
        const body = (await request.json()) as { phone: string };
        expect(body.phone).toBe('0712345678');
        return HttpResponse.json(buildOrder('pending'), { status: 201 });
      }),
      // Any read of the order would be seen: the page must show the created one without asking.
      http.get(`${API}/orders/:token`, () => HttpResponse.json(buildOrder('failed'))),
    );
    const { wrapper } = setup({ signedIn: false });
    // The order page reads `data` as it renders (SWR renders again only for what a render read).
    const { result } = renderHook(
      () => ({
        create: useCreateOrder(),
        order: useOrder(ORDER_TOKEN, { pendingRefreshMs: 0, revalidateOnMount: false }).data,
      }),
      { wrapper },
    );
    let answer: Awaited<ReturnType<typeof result.current.create.trigger>> | undefined;
    await act(async () => {
      answer = await result.current.create.trigger({
        space_id: '00000000-0000-4000-8000-000000000101',
        photo_ids: ['photo-1', 'photo-2'],
        phone: '0712345678',
      });
    });
    expect(answer?.status).toBe('pending');
    expect(created).toBe(1);
    await waitFor(() => expect(result.current.order?.status).toBe('pending'));
  });

  it('passes the API’s refusals through: sales not open, invalid phone', async () => {
    const { wrapper } = setup({ signedIn: false });
    for (const refusal of [checkoutErrors.salesNotOpen, checkoutErrors.invalidPhone]) {
      server.use(lenseMocks.createOrder({ baseUrl: API, variant: 'error', error: refusal }));
      const { result, unmount } = renderHook(() => useCreateOrder(), { wrapper });
      await act(async () => {
        await result.current
          .trigger({ space_id: 'space-1', photo_ids: ['photo-1'], phone: '0812345678' })
          .catch(() => undefined);
      });
      await waitFor(() => expect(result.current.error).toMatchObject(refusal));
      unmount();
    }
  });

  it('retries an order that ended unpaid and writes the pending answer into the order’s read', async () => {
    server.use(orderReads(['cancelled']).handler, lenseMocks.retryOrder({ baseUrl: API }));
    const { wrapper } = setup({ signedIn: false });
    const { result } = renderHook(
      () => ({ order: useOrder(ORDER_TOKEN, { pendingRefreshMs: 0 }), retry: useRetryOrder(ORDER_TOKEN) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.order.data?.status).toBe('cancelled'));
    await act(async () => {
      await result.current.retry.trigger();
    });
    await waitFor(() => expect(result.current.order.data?.status).toBe('pending'));
    expect(result.current.order.data?.status_detail).toBeNull();
  });

  it('cannot retry before the link is known', async () => {
    const { wrapper } = setup({ signedIn: false });
    const { result } = renderHook(() => useRetryOrder(undefined), { wrapper });
    await act(async () => {
      await expect(result.current.trigger()).rejects.toThrow();
    });
  });
});

describe('the organiser’s M-Pesa account', () => {
  it('reads it connected or not, and not while signed out', async () => {
    server.use(lenseMocks.mpesaAccount({ baseUrl: API }));
    const { wrapper } = setup();
    const connected = renderHook(() => useMpesaAccount(), { wrapper });
    await waitFor(() => expect(connected.result.current.data).toEqual(fixtures.mpesaAccount));
    connected.unmount();

    server.use(lenseMocks.mpesaAccount({ baseUrl: API, variant: 'empty' }));
    const other = setup();
    const none = renderHook(() => useMpesaAccount(), { wrapper: other.wrapper });
    await waitFor(() => expect(none.result.current.data?.connected).toBe(false));
    expect(none.result.current.data?.shortcode).toBeNull();

    const signedOut = setup({ signedIn: false });
    const idle = renderHook(() => useMpesaAccount(), { wrapper: signedOut.wrapper });
    expect(idle.result.current.isLoading).toBe(false);
    expect(idle.result.current.data).toBeUndefined();
  });

  it('connects and disconnects, each answer replacing the cached account', async () => {
    let reads = 0;
    server.use(
      http.get(`${API}/me/mpesa_account`, () => {
        reads += 1;
        return HttpResponse.json({
          connected: false,
          shortcode: null,
          type: null,
          till_number: null,
          connected_at: null,
        });
      }),
      lenseMocks.connectMpesa({ baseUrl: API }),
      lenseMocks.disconnectMpesa({ baseUrl: API }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ account: useMpesaAccount(), connect: useConnectMpesa(), disconnect: useDisconnectMpesa() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.account.data?.connected).toBe(false));
    await act(async () => {
      await result.current.connect.trigger({
        shortcode: '174379',
        type: 'paybill',
        passkey: 'passkey',
        consumer_key: 'key',
        consumer_secret: 'secret',
      });
    });
    await waitFor(() => expect(result.current.account.data).toEqual(fixtures.mpesaAccount));
    await act(async () => {
      await result.current.disconnect.trigger();
    });
    await waitFor(() => expect(result.current.account.data?.connected).toBe(false));
    expect(reads).toBe(1);
  });

  it('passes M-Pesa’s refusal of the keys through', async () => {
    const refusal = { status: 422, error: 'M-Pesa refused the consumer key and secret' };
    server.use(lenseMocks.connectMpesa({ baseUrl: API, variant: 'error', error: refusal }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useConnectMpesa(), { wrapper });
    await act(async () => {
      await result.current
        .trigger({ shortcode: '1', type: 'till', passkey: 'p', consumer_key: 'k', consumer_secret: 's' })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error).toMatchObject(refusal));
  });
});

describe('a space’s sales', () => {
  it('lists the orders, or none', async () => {
    server.use(lenseMocks.spaceSales({ baseUrl: API }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useSpaceSales('space-1'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(fixtures.sales));

    server.use(lenseMocks.spaceSales({ baseUrl: API, variant: 'empty' }));
    const other = setup();
    const empty = renderHook(() => useSpaceSales('space-1'), { wrapper: other.wrapper });
    await waitFor(() => expect(empty.result.current.data).toEqual([]));
  });

  it('marks an order refunded and writes it into the list without reading the list again', async () => {
    let reads = 0;
    server.use(
      http.get(`${API}/spaces/:space_id/orders`, () => {
        reads += 1;
        return HttpResponse.json({ orders: fixtures.sales });
      }),
      lenseMocks.refundOrder({ baseUrl: API }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ sales: useSpaceSales('space-1'), refund: useRefundOrder('space-1') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.sales.data).toHaveLength(fixtures.sales.length));
    const paid = fixtures.sales[0]!;
    let refunded: SpaceSale | undefined;
    await act(async () => {
      refunded = await result.current.refund.trigger(paid.id);
    });
    expect(refunded).toMatchObject({ id: paid.id, status: 'refunded' });
    await waitFor(() =>
      expect(result.current.sales.data?.[0]).toMatchObject({ id: paid.id, status: 'refunded' }),
    );
    expect(result.current.sales.data?.slice(1)).toEqual(fixtures.sales.slice(1));
    expect(reads).toBe(1);
  });
});
