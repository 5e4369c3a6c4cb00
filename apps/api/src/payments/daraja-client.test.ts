import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarajaClient, DarajaError, darajaClient } from './daraja-client.ts';
import { DarajaSimulator, SIMULATOR_ACCOUNT } from './daraja-simulator.ts';
import { injectFetch } from './inject-fetch.ts';

describe('the Daraja client against the simulator', () => {
  const server = Fastify();
  const delivered: { url: string; body: unknown }[] = [];
  const simulator = new DarajaSimulator(async (url, body) => void delivered.push({ url, body }));
  const tokenRequests: string[] = [];
  let now = Date.parse('2026-06-01T10:00:00Z');
  let client: DarajaClient;
  const credentials = { ...SIMULATOR_ACCOUNT, partyB: null };
  const push = {
    amount: 10,
    phone: '254712345678',
    callbackUrl: 'https://lense.test/cb',
    accountReference: 'LENSE123456789',
    description: 'Lense photos',
  };

  beforeAll(async () => {
    await server.register(simulator.routes);
    const inner = injectFetch(server);
    client = darajaClient({
      baseUrl: 'http://daraja.test',
      clock: () => now,
      fetch: (async (input: string, init?: RequestInit) => {
        if (String(input).includes('/oauth/')) tokenRequests.push(String(input));
        return inner(input, init);
      }) as typeof fetch,
    });
  });
  afterAll(() => server.close());

  it('keeps a token until a minute before it expires', async () => {
    await client.stkPush(credentials, push);
    await client.stkPush(credentials, push);
    expect(tokenRequests).toHaveLength(1);
    now += 3_600_000 - 60_000;
    await client.stkPush(credentials, push);
    expect(tokenRequests).toHaveLength(2);
  });

  it("sends Daraja's fields and gets its callback shape back", async () => {
    const answer = await client.stkPush(credentials, push);
    const prompt = simulator.prompt(answer.CheckoutRequestID)!;
    expect(prompt).toMatchObject({
      amount: 10,
      phone: '254712345678',
      partyB: '174379',
      accountReference: 'LENSE1234567',
      transactionType: 'CustomerPayBillOnline',
    });
    expect(await client.stkQuery(credentials, answer.CheckoutRequestID)).toBeNull();
    await simulator.answer(answer.CheckoutRequestID, 'cancel');
    expect(delivered.at(-1)).toEqual({
      url: 'https://lense.test/cb',
      body: {
        Body: {
          stkCallback: {
            MerchantRequestID: answer.MerchantRequestID,
            CheckoutRequestID: answer.CheckoutRequestID,
            ResultCode: 1032,
            ResultDesc: 'Request cancelled by user',
          },
        },
      },
    });
    expect(await client.stkQuery(credentials, answer.CheckoutRequestID)).toMatchObject({
      ResultCode: '1032',
    });
  });

  it('types refusals: bad keys, a wrong passkey, an unknown shortcode', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => error as DarajaError,
      );
    const badKeys = await refusal(client.testCredentials({ consumerKey: 'nobody', consumerSecret: 'x' }));
    expect(badKeys).toBeInstanceOf(DarajaError);
    expect(badKeys).toMatchObject({ kind: 'refused', status: 400, errorCode: '400.008.01' });
    const wrongPasskey = await refusal(client.stkPush({ ...credentials, passkey: 'nope' }, push));
    expect(wrongPasskey).toMatchObject({
      kind: 'refused',
      errorCode: '500.001.1001',
      message: 'Wrong credentials',
    });
    const unknown = await refusal(client.stkPush({ ...credentials, shortcode: '999999' }, push));
    expect(unknown).toMatchObject({ kind: 'refused', message: 'Bad Request - Invalid BusinessShortCode' });
  });

  it('says which transport failed', async () => {
    const down = darajaClient({
      baseUrl: 'http://daraja.test',
      fetch: (async () => {
        throw new Error('connection refused');
      }) as unknown as typeof fetch,
    });
    await expect(down.testCredentials(credentials)).rejects.toMatchObject({ kind: 'network' });
  });
});
