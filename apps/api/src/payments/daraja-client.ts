import { type Static, type TSchema, Type } from 'typebox';
import { Value } from 'typebox/value';

/** Safaricom's sandbox; production is https://api.safaricom.co.ke. */
export const DARAJA_SANDBOX_URL = 'https://sandbox.safaricom.co.ke';

/** Paybill numbers pay with CustomerPayBillOnline, tills (Buy Goods) with CustomerBuyGoodsOnline. */
export type ShortcodeType = 'paybill' | 'till';

/** One merchant's Daraja app and shortcode: what every call of the client is made with. */
export interface DarajaCredentials {
  consumerKey: string;
  consumerSecret: string;
  /** BusinessShortCode: the paybill, or the till's store number; the password is made with it. */
  shortcode: string;
  type: ShortcodeType;
  passkey: string;
  /** PartyB: the till number for Buy Goods when it differs from the store number; else the shortcode. */
  partyB?: string | null;
}

/** Why a Daraja call failed: the network, Daraja's refusal (with its errorCode), or an answer we cannot read. */
export class DarajaError extends Error {
  readonly kind: 'network' | 'refused' | 'unreadable';
  readonly status: number | null;
  readonly errorCode: string | null;

  constructor(
    kind: 'network' | 'refused' | 'unreadable',
    message: string,
    status: number | null = null,
    errorCode: string | null = null,
  ) {
    super(message);
    this.name = 'DarajaError';
    this.kind = kind;
    this.status = status;
    this.errorCode = errorCode;
  }
}

const TokenAnswer = Type.Object({
  access_token: Type.String({ minLength: 1 }),
  // Daraja sends the seconds as a string ("3599").
  expires_in: Type.Union([Type.String(), Type.Number()]),
});

export const StkPushAnswer = Type.Object({
  MerchantRequestID: Type.String(),
  CheckoutRequestID: Type.String({ minLength: 1 }),
  ResponseCode: Type.String(),
  ResponseDescription: Type.String(),
  CustomerMessage: Type.Optional(Type.String()),
});
export type StkPushAnswer = Static<typeof StkPushAnswer>;

export const StkQueryAnswer = Type.Object({
  ResponseCode: Type.String(),
  ResponseDescription: Type.String(),
  MerchantRequestID: Type.String(),
  CheckoutRequestID: Type.String(),
  // A string in the query's answer ("1032"), a number in the callback.
  ResultCode: Type.Union([Type.String(), Type.Number()]),
  ResultDesc: Type.String(),
});
export type StkQueryAnswer = Static<typeof StkQueryAnswer>;

const ErrorAnswer = Type.Object({
  requestId: Type.Optional(Type.String()),
  errorCode: Type.String(),
  errorMessage: Type.String(),
});

/** What an STK Push asks of the buyer's phone. */
export interface StkPushRequest {
  /** Whole shillings. */
  amount: number;
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  callbackUrl: string;
  /** Shown on the prompt; Daraja takes at most 12 characters. */
  accountReference: string;
  description: string;
}

/** Daraja's timestamp, yyyyMMddHHmmss in Nairobi time (EAT, UTC+3 all year: Kenya has no summer time). */
export function darajaTimestamp(at: Date): string {
  const eat = new Date(at.getTime() + 3 * 3_600_000);
  return eat.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** The STK Push password: base64(shortcode + passkey + timestamp). */
export const stkPassword = (shortcode: string, passkey: string, timestamp: string): string =>
  Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');

/** Options of {@link darajaClient}. */
export interface DarajaClientOptions {
  baseUrl: string;
  /** The transport (the simulator's in-process fetch, or the global one). */
  fetch?: typeof fetch;
  /** Milliseconds; tests move it. */
  clock?: () => number;
  /** How long a call may take before it is a network error. Default 15 s. */
  timeoutMs?: number;
}

/** Tokens are used until a minute before Daraja says they expire. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * A small typed client of Daraja's Lipa na M-Pesa Online (STK Push) API on `fetch`: the OAuth token (cached
 * per consumer key until shortly before it expires), STK Push and its status query. Answers are checked
 * against TypeBox schemas; every failure is a {@link DarajaError}.
 */
export function darajaClient(options: DarajaClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const clock = options.clock ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const tokens = new Map<string, { token: string; until: number }>();

  async function call<S extends TSchema>(path: string, init: RequestInit, schema: S): Promise<Static<S>> {
    let response: Response;
    try {
      response = await send(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new DarajaError('network', `Daraja could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Judged below: an answer that is not JSON is unreadable.
    }
    if (!response.ok || Value.Check(ErrorAnswer, body)) {
      const refusal = Value.Check(ErrorAnswer, body) ? body : null;
      throw new DarajaError(
        'refused',
        refusal?.errorMessage || `Daraja answered ${response.status}`,
        response.status,
        refusal?.errorCode ?? null,
      );
    }
    if (!Value.Check(schema, body)) {
      throw new DarajaError(
        'unreadable',
        `Daraja's answer to ${path} has an unexpected shape`,
        response.status,
      );
    }
    return body;
  }

  /** A bearer token for these credentials: the cached one while it lasts, else a new one. */
  async function token(credentials: Pick<DarajaCredentials, 'consumerKey' | 'consumerSecret'>) {
    const key = `${credentials.consumerKey}:${credentials.consumerSecret}`;
    const cached = tokens.get(key);
    if (cached && cached.until > clock()) return cached.token;
    const basic = Buffer.from(key).toString('base64');
    const answer = await call(
      '/oauth/v1/generate?grant_type=client_credentials',
      { method: 'GET', headers: { authorization: `Basic ${basic}` } },
      TokenAnswer,
    );
    const seconds = Number(answer.expires_in) || 3599;
    tokens.set(key, { token: answer.access_token, until: clock() + seconds * 1000 - TOKEN_MARGIN_MS });
    return answer.access_token;
  }

  async function authorizedPost<S extends TSchema>(
    credentials: DarajaCredentials,
    path: string,
    body: Record<string, unknown>,
    schema: S,
  ) {
    const bearer = await token(credentials);
    return call(
      path,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      schema,
    );
  }

  const passwordFields = (credentials: DarajaCredentials) => {
    const timestamp = darajaTimestamp(new Date(clock()));
    return {
      BusinessShortCode: credentials.shortcode,
      Password: stkPassword(credentials.shortcode, credentials.passkey, timestamp),
      Timestamp: timestamp,
    };
  };

  return {
    /** Asks for a token now (no cache): whether these credentials are good. */
    async testCredentials(credentials: Pick<DarajaCredentials, 'consumerKey' | 'consumerSecret'>) {
      tokens.delete(`${credentials.consumerKey}:${credentials.consumerSecret}`);
      await token(credentials);
    },

    /** Sends the PIN prompt to the buyer's phone; Daraja answers at once, the outcome comes by callback. */
    async stkPush(credentials: DarajaCredentials, request: StkPushRequest): Promise<StkPushAnswer> {
      const answer = await authorizedPost(
        credentials,
        '/mpesa/stkpush/v1/processrequest',
        {
          ...passwordFields(credentials),
          TransactionType: credentials.type === 'till' ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
          Amount: request.amount,
          PartyA: request.phone,
          PartyB: credentials.partyB || credentials.shortcode,
          PhoneNumber: request.phone,
          CallBackURL: request.callbackUrl,
          AccountReference: request.accountReference.slice(0, 12),
          TransactionDesc: request.description.slice(0, 13),
        },
        StkPushAnswer,
      );
      if (answer.ResponseCode !== '0') {
        throw new DarajaError('refused', answer.ResponseDescription, 200, answer.ResponseCode);
      }
      return answer;
    },

    /**
     * The status of an STK Push. While the buyer has not answered Daraja refuses the query ("The transaction
     * is being processed"): that is `null` here, not an error.
     */
    async stkQuery(
      credentials: DarajaCredentials,
      checkoutRequestId: string,
    ): Promise<StkQueryAnswer | null> {
      try {
        return await authorizedPost(
          credentials,
          '/mpesa/stkpushquery/v1/query',
          { ...passwordFields(credentials), CheckoutRequestID: checkoutRequestId },
          StkQueryAnswer,
        );
      } catch (error) {
        if (
          error instanceof DarajaError &&
          error.kind === 'refused' &&
          /being processed/i.test(error.message)
        )
          return null;
        throw error;
      }
    },
  };
}

export type DarajaClient = ReturnType<typeof darajaClient>;
