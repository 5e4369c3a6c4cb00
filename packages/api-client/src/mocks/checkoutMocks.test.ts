import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiError,
  createLenseClient,
  createSessionStore,
  isApiError,
  orderOriginalUrl,
  orderZipUrl,
  salesCsvUrl,
} from '../index';
import { buildMpesaAccount, checkoutErrors, fixtures, ORDER_TOKEN } from './fixtures';
import { lenseMocks } from './handlers';

const API = 'https://api.lense.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const newClient = () =>
  createLenseClient({
    baseUrl: API,
    session: createSessionStore({ storage: undefined, eventTarget: null }),
    currentAddress: () => '/',
  });

const failure = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      if (!isApiError(error)) throw error;
      return error;
    },
  );

const order = {
  space_id: '00000000-0000-4000-8000-000000000101',
  photo_ids: ['photo-1'],
  phone: '0712345678',
};

describe('the checkout’s mocks and endpoint functions', () => {
  it('create an order waiting for the PIN, or refuse it as the API does', async () => {
    const client = newClient();
    server.use(lenseMocks.createOrder({ baseUrl: API }));
    await expect(client.orders.create(order)).resolves.toEqual(fixtures.orders.pending);
    server.use(lenseMocks.createOrder({ baseUrl: API, status: 'failed' }));
    await expect(client.orders.create(order)).resolves.toMatchObject({ status: 'failed' });

    server.use(
      lenseMocks.createOrder({ baseUrl: API, variant: 'error', error: checkoutErrors.salesNotOpen }),
    );
    expect(await failure(client.orders.create(order))).toMatchObject({
      status: 409,
      error: 'Sales are not open yet for this event',
    });
    server.use(
      lenseMocks.createOrder({ baseUrl: API, variant: 'error', error: checkoutErrors.invalidPhone }),
    );
    expect(await failure(client.orders.create({ ...order, phone: '12' }))).toMatchObject({ status: 400 });
  });

  it.each(Object.keys(fixtures.orders) as (keyof typeof fixtures.orders)[])(
    'read an order by its link in status %s',
    async (status) => {
      server.use(lenseMocks.order({ baseUrl: API, status }));
      const read = await newClient().orders.get('link-of-the-order-000000');
      expect(read).toEqual({ ...fixtures.orders[status], token: 'link-of-the-order-000000' });
      const paid = status === 'paid' || status === 'refunded';
      expect(read.receipt_number !== null).toBe(paid);
      expect(read.status_detail !== null).toBe(!paid && status !== 'pending');
    },
  );

  it('retry an order, and answer an unknown link with 404', async () => {
    const client = newClient();
    server.use(lenseMocks.retryOrder({ baseUrl: API }));
    await expect(client.orders.retry(ORDER_TOKEN)).resolves.toMatchObject({
      token: ORDER_TOKEN,
      status: 'pending',
    });
    server.use(lenseMocks.order({ baseUrl: API, variant: 'error', error: checkoutErrors.orderNotFound }));
    expect(await failure(client.orders.get('nope-nope-nope-nope-nope'))).toMatchObject({ status: 404 });
  });

  it('list a space’s sales or none, and mark one refunded', async () => {
    const client = newClient();
    server.use(lenseMocks.spaceSales({ baseUrl: API }), lenseMocks.refundOrder({ baseUrl: API }));
    await expect(client.orders.forSpace('space-1')).resolves.toEqual({ orders: fixtures.sales });
    const paid = fixtures.sales[0]!;
    await expect(client.orders.refund('space-1', paid.id)).resolves.toEqual({
      ...paid,
      status: 'refunded',
      refunded_at: '2026-07-13T09:00:00.000Z',
    });
    server.use(lenseMocks.spaceSales({ baseUrl: API, variant: 'empty' }));
    await expect(client.orders.forSpace('space-1')).resolves.toEqual({ orders: [] });
  });

  it('read, connect and disconnect the organiser’s till or paybill', async () => {
    const client = newClient();
    server.use(
      lenseMocks.mpesaAccount({ baseUrl: API }),
      lenseMocks.connectMpesa({ baseUrl: API }),
      lenseMocks.disconnectMpesa({ baseUrl: API }),
    );
    await expect(client.mpesaAccount.get()).resolves.toEqual(fixtures.mpesaAccount);
    await expect(
      client.mpesaAccount.connect({
        shortcode: '174379',
        type: 'paybill',
        passkey: 'passkey',
        consumer_key: 'key',
        consumer_secret: 'secret',
      }),
    ).resolves.toEqual(buildMpesaAccount());
    await expect(client.mpesaAccount.disconnect()).resolves.toEqual(buildMpesaAccount(false));
    server.use(lenseMocks.mpesaAccount({ baseUrl: API, variant: 'empty' }));
    await expect(client.mpesaAccount.get()).resolves.toMatchObject({ connected: false, shortcode: null });
  });

  it('show the simulator’s phone and answer a prompt', async () => {
    const client = newClient();
    server.use(lenseMocks.devPhone({ baseUrl: API }), lenseMocks.answerPhonePrompt({ baseUrl: API }));
    await expect(client.meta.devPhone('0712345678')).resolves.toEqual({ prompts: fixtures.phonePrompts });
    const id = fixtures.phonePrompts[0]!.checkout_request_id;
    await expect(client.meta.answerPhonePrompt(id, { answer: 'accept' })).resolves.toMatchObject({
      checkout_request_id: id,
      result_code: 0,
      receipt_number: 'TKA9B2C3D4',
    });
    server.use(lenseMocks.devPhone({ baseUrl: API, variant: 'empty' }));
    await expect(client.meta.devPhone()).resolves.toEqual({ prompts: [] });
  });
});

describe('orderOriginalUrl', () => {
  it('is the address of a paid original under the API base, its parts encoded', () => {
    expect(orderOriginalUrl('/api/', 'tok/en', 'photo 1')).toBe(
      '/api/orders/tok%2Fen/photos/photo%201/original',
    );
    expect(orderOriginalUrl('https://lense.test/api', ORDER_TOKEN, 'photo-1')).toBe(
      `https://lense.test/api/orders/${ORDER_TOKEN}/photos/photo-1/original`,
    );
  });
});

describe('orderZipUrl and salesCsvUrl', () => {
  it("are the addresses of an order's zip and a space's sales CSV under the API base, encoded", () => {
    expect(orderZipUrl('/api/', 'tok/en')).toBe('/api/orders/tok%2Fen/zip');
    expect(orderZipUrl('https://lense.test/api', ORDER_TOKEN)).toBe(
      `https://lense.test/api/orders/${ORDER_TOKEN}/zip`,
    );
    expect(salesCsvUrl('/api//', 'space 1')).toBe('/api/spaces/space%201/orders.csv');
    expect(salesCsvUrl('https://lense.test/api', 'abc')).toBe('https://lense.test/api/spaces/abc/orders.csv');
  });
});
