import Fastify, { type FastifyInstance } from 'fastify';
import { type DarajaClient, darajaClient } from './daraja-client.ts';
import { DarajaSimulator } from './daraja-simulator.ts';
import { injectFetch } from './inject-fetch.ts';
import { secretBoxKey } from './secret-box.ts';

/** What checkout needs below the routes: the Daraja client, the sealing keys, the callbacks' address. */
export interface Payments {
  daraja: DarajaClient;
  /** The built-in simulator when no DARAJA_BASE_URL is set (the dev phone page answers its prompts). */
  simulator: DarajaSimulator | null;
  /** Keys of the organisers' sealed secrets: the first seals, every one opens. */
  sealKeys: readonly Buffer[];
  /** The CallBackURL of an order's STK Pushes. */
  callbackUrl(callbackToken: string): string;
}

/** Where the parts of {@link buildPayments} come from. */
export interface PaymentsSettings {
  darajaBaseUrl: string | null;
  /** Origin and base path callbacks reach this API at, e.g. https://lense.example/api. */
  callbackBase: string;
  secrets: readonly string[];
  /** Delivers the simulator's callbacks (to this app, in process). */
  deliverInApp: (path: string, body: unknown) => Promise<void>;
  clock?: () => number;
}

/**
 * Payments through Daraja at `darajaBaseUrl`, or through the built-in simulator: a Fastify instance of its
 * own that listens on no port, reached by the client in process, which delivers its callbacks to this app.
 */
export async function buildPayments(
  settings: PaymentsSettings,
): Promise<Payments & { close(): Promise<void> }> {
  const callbackUrl = (token: string) => `${settings.callbackBase}/payments/callback/${token}`;
  const sealKeys = settings.secrets.map(secretBoxKey);
  if (settings.darajaBaseUrl) {
    return {
      daraja: darajaClient({
        baseUrl: settings.darajaBaseUrl,
        ...(settings.clock ? { clock: settings.clock } : {}),
      }),
      simulator: null,
      sealKeys,
      callbackUrl,
      close: async () => {},
    };
  }
  const simulator = new DarajaSimulator(
    (url, body) => settings.deliverInApp(new URL(url).pathname, body),
    settings.clock,
  );
  const server: FastifyInstance = Fastify({ logger: false });
  await server.register(simulator.routes);
  await server.ready();
  return {
    daraja: darajaClient({
      baseUrl: 'http://daraja-simulator.invalid',
      fetch: injectFetch(server),
      ...(settings.clock ? { clock: settings.clock } : {}),
    }),
    simulator,
    sealKeys,
    callbackUrl,
    close: () => server.close(),
  };
}
