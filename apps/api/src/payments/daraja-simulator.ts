import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { darajaTimestamp, stkPassword } from './daraja-client.ts';

/** The Daraja result codes the simulator's phone can answer with. */
export const RESULT_CODES = {
  accept: { code: 0, desc: 'The service request is processed successfully.' },
  insufficient_funds: { code: 1, desc: 'The balance is insufficient for the transaction.' },
  cancel: { code: 1032, desc: 'Request cancelled by user' },
  timeout: { code: 1037, desc: 'DS timeout user cannot be reached' },
  wrong_pin: { code: 2001, desc: 'The initiator information is invalid.' },
} as const;
export type PhoneAnswer = keyof typeof RESULT_CODES;

/**
 * The app and shortcode the simulator knows from the start: Daraja sandbox's public test paybill 174379 and
 * its published passkey, with a consumer key and secret of the simulator's own. The demo organiser uses them.
 */
export const SIMULATOR_ACCOUNT = {
  consumerKey: 'simulator-consumer-key',
  consumerSecret: 'simulator-consumer-secret',
  shortcode: '174379',
  type: 'paybill' as const,
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};

/** A PIN prompt the simulator sent to a phone. */
export interface SimulatedPrompt {
  merchantRequestId: string;
  checkoutRequestId: string;
  shortcode: string;
  partyB: string;
  transactionType: string;
  phone: string;
  amount: number;
  callbackUrl: string;
  accountReference: string;
  description: string;
  createdAt: Date;
  /** Null while the phone shows the prompt. */
  result: { code: number; desc: string; receipt: string | null; at: Date } | null;
}

/** Daraja's callback body for a finished prompt, exactly as Safaricom posts it. */
export function callbackBody(prompt: SimulatedPrompt) {
  const result = prompt.result;
  if (!result) throw new Error('the prompt has no answer yet');
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResultCode: result.code,
        ResultDesc: result.desc,
        ...(result.code === 0
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: prompt.amount },
                  { Name: 'MpesaReceiptNumber', Value: result.receipt },
                  { Name: 'TransactionDate', Value: Number(darajaTimestamp(result.at)) },
                  { Name: 'PhoneNumber', Value: Number(prompt.phone) },
                ],
              },
            }
          : {}),
      },
    },
  };
}

/** Delivers a callback body to a CallBackURL (a POST, in the app or over the network). */
export type CallbackDelivery = (url: string, body: unknown) => Promise<void>;

const RECEIPT_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const receiptNumber = () =>
  Array.from({ length: 10 }, () => RECEIPT_LETTERS[randomInt(RECEIPT_LETTERS.length)]).join('');

/**
 * M-Pesa as far as Lense needs it: registered apps (consumer key and secret) and shortcodes (with their
 * passkeys), issued tokens, and the prompts sent to phones, which a tester answers from the dev phone page.
 * Its answers are delivered to the prompt's CallBackURL with Daraja's body.
 */
export class DarajaSimulator {
  readonly #apps = new Map<string, string>();
  readonly #passkeys = new Map<string, string>();
  readonly #tokens = new Map<string, number>();
  readonly #prompts = new Map<string, SimulatedPrompt>();

  readonly deliver: CallbackDelivery;
  readonly clock: () => number;

  constructor(deliver: CallbackDelivery, clock: () => number = Date.now) {
    this.deliver = deliver;
    this.clock = clock;
    this.registerApp(SIMULATOR_ACCOUNT.consumerKey, SIMULATOR_ACCOUNT.consumerSecret);
    this.registerShortcode(SIMULATOR_ACCOUNT.shortcode, SIMULATOR_ACCOUNT.passkey);
  }

  registerApp(consumerKey: string, consumerSecret: string): void {
    this.#apps.set(consumerKey, consumerSecret);
  }

  registerShortcode(shortcode: string, passkey: string): void {
    this.#passkeys.set(shortcode, passkey);
  }

  /** Prompts sent to phones, newest first; `phone` keeps one number's. */
  prompts(phone?: string): SimulatedPrompt[] {
    return [...this.#prompts.values()]
      .filter((p) => !phone || p.phone === phone)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  prompt(checkoutRequestId: string): SimulatedPrompt | undefined {
    return this.#prompts.get(checkoutRequestId);
  }

  /**
   * Answers a prompt on the phone; the callback is delivered unless `deliverCallback` is false (a lost
   * callback: the status query still tells). Answering a prompt twice changes nothing. Answers the prompt.
   */
  async answer(
    checkoutRequestId: string,
    answer: PhoneAnswer,
    { deliverCallback = true } = {},
  ): Promise<SimulatedPrompt | null> {
    const prompt = this.#prompts.get(checkoutRequestId);
    if (!prompt) return null;
    if (!prompt.result) {
      const { code, desc } = RESULT_CODES[answer];
      prompt.result = {
        code,
        desc,
        receipt: code === 0 ? receiptNumber() : null,
        at: new Date(this.clock()),
      };
      if (deliverCallback) await this.deliver(prompt.callbackUrl, callbackBody(prompt));
    }
    return prompt;
  }

  /** Sends a finished prompt's callback again (Daraja can deliver one more than once). */
  async redeliver(checkoutRequestId: string): Promise<void> {
    const prompt = this.#prompts.get(checkoutRequestId);
    if (prompt?.result) await this.deliver(prompt.callbackUrl, callbackBody(prompt));
  }

  /** Daraja's endpoints, as a Fastify plugin: mount it where the client's base URL points. */
  routes = async (app: FastifyInstance): Promise<void> => {
    app.get('/oauth/v1/generate', async (request, reply) => {
      const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
      const [key, secret] = Buffer.from(encoded ?? '', 'base64')
        .toString()
        .split(':');
      const grant = (request.query as { grant_type?: string }).grant_type;
      if (scheme !== 'Basic' || grant !== 'client_credentials' || !key || this.#apps.get(key) !== secret) {
        return refuse(reply, 400, '400.008.01', 'Invalid Authentication passed');
      }
      const token = randomBytes(21).toString('base64url');
      this.#tokens.set(token, this.clock() + 3_599_000);
      return { access_token: token, expires_in: '3599' };
    });

    app.post('/mpesa/stkpush/v1/processrequest', async (request, reply) => {
      if (!this.#authorized(request.headers.authorization)) return invalidToken(reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const refusal = this.#checkPassword(body);
      if (refusal) return refuse(reply, refusal.status, refusal.code, refusal.message);
      const amount = Number(body.Amount);
      if (!Number.isInteger(amount) || amount < 1) return badRequest(reply, 'Invalid Amount');
      const phone = String(body.PhoneNumber ?? '');
      if (!/^254[17]\d{8}$/.test(phone) || String(body.PartyA) !== phone)
        return badRequest(reply, 'Invalid PhoneNumber');
      const type = String(body.TransactionType);
      if (type !== 'CustomerPayBillOnline' && type !== 'CustomerBuyGoodsOnline')
        return badRequest(reply, 'Invalid TransactionType');
      const callbackUrl = String(body.CallBackURL ?? '');
      if (!/^https?:\/\//.test(callbackUrl)) return badRequest(reply, 'Invalid CallBackURL');
      const reference = String(body.AccountReference ?? '');
      if (!reference || reference.length > 12) return badRequest(reply, 'Invalid AccountReference');
      const prompt: SimulatedPrompt = {
        merchantRequestId: `${randomInt(10_000, 99_999)}-${randomInt(1e7, 1e8)}-1`,
        checkoutRequestId: `ws_CO_${darajaTimestamp(new Date(this.clock()))}${randomInt(1e9, 1e10)}`,
        shortcode: String(body.BusinessShortCode),
        partyB: String(body.PartyB ?? ''),
        transactionType: type,
        phone,
        amount,
        callbackUrl,
        accountReference: reference,
        description: String(body.TransactionDesc ?? ''),
        createdAt: new Date(this.clock()),
        result: null,
      };
      this.#prompts.set(prompt.checkoutRequestId, prompt);
      const accepted = 'Success. Request accepted for processing';
      return {
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: accepted,
        CustomerMessage: accepted,
      };
    });

    app.post('/mpesa/stkpushquery/v1/query', async (request, reply) => {
      if (!this.#authorized(request.headers.authorization)) return invalidToken(reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const refusal = this.#checkPassword(body);
      if (refusal) return refuse(reply, refusal.status, refusal.code, refusal.message);
      const prompt = this.#prompts.get(String(body.CheckoutRequestID ?? ''));
      if (!prompt || prompt.shortcode !== String(body.BusinessShortCode))
        return badRequest(reply, 'Invalid CheckoutRequestID');
      if (!prompt.result) return refuse(reply, 500, '500.001.1001', 'The transaction is being processed');
      return {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResultCode: String(prompt.result.code),
        ResultDesc: prompt.result.desc,
      };
    });
  };

  #authorized(header: string | undefined): boolean {
    const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    const until = token ? this.#tokens.get(token) : undefined;
    return until !== undefined && until > this.clock();
  }

  /** Daraja's checks of BusinessShortCode, Timestamp and Password (a wrong passkey is refused). */
  #checkPassword(body: Record<string, unknown>) {
    const shortcode = String(body.BusinessShortCode ?? '');
    const passkey = this.#passkeys.get(shortcode);
    if (!passkey)
      return { status: 400, code: '400.002.02', message: 'Bad Request - Invalid BusinessShortCode' };
    const timestamp = String(body.Timestamp ?? '');
    if (!/^\d{14}$/.test(timestamp))
      return { status: 400, code: '400.002.02', message: 'Bad Request - Invalid Timestamp' };
    if (body.Password !== stkPassword(shortcode, passkey, timestamp))
      return { status: 500, code: '500.001.1001', message: 'Wrong credentials' };
    return null;
  }
}

function refuse(reply: FastifyReply, status: number, errorCode: string, errorMessage: string) {
  return reply.status(status).send({ requestId: randomBytes(6).toString('hex'), errorCode, errorMessage });
}

const badRequest = (reply: FastifyReply, what: string) =>
  refuse(reply, 400, '400.002.02', `Bad Request - ${what}`);
const invalidToken = (reply: FastifyReply) => refuse(reply, 404, '404.001.03', 'Invalid Access Token');
