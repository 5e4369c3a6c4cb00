// Benchmark: M-Pesa checkout under load against the real API (in-process, PGlite, the built-in Daraja
// simulator, listening on loopback). 200 visitors order a priced photo each within a minute; M-Pesa's STK
// callbacks (Daraja's body, posted to each order's callback path as Safaricom would) arrive shuffled, out of
// order, 10 % of them twice, spread over 30 s, while other visitors keep reading the space's feed. It prints and asserts:
//   0 double grants  no buyer gets two receipts (a receipt is mailed once per granted order)
//   0 lost orders    every order ends in a final state: paid for each success, unpaid for each failure
//   p99 ≤ 100 ms     callback handling, as its poster sees it
//
//   pnpm bench checkout
// Knobs: CHECKOUT_ORDERS (200), CHECKOUT_BROWSERS (4 feed readers, each pausing 0.5 s between reads),
// CHECKOUT_CALLBACK_SECONDS (30).
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { TokenSigner } from '../src/auth/jwt.ts';
import type { DatabaseConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { readOutbox } from '../src/mail/mailer.ts';
import { SIMULATOR_ACCOUNT } from '../src/payments/daraja-simulator.ts';
import { outboxDir } from '../src/routes/dev-mailbox.ts';
import { BENCH_JWT_SECRET, benchConfig } from './harness.ts';

const ORDERS = Number(process.env.CHECKOUT_ORDERS ?? 200);
const BROWSERS = Number(process.env.CHECKOUT_BROWSERS ?? 4);
const DUPLICATE_SHARE = 0.1;
/** Share of prompts the buyer cancels on the phone. */
const CANCEL_SHARE = 0.15;
const CONCURRENCY = 8;
/** Seconds over which the callbacks arrive, after the orders. */
const CALLBACK_SECONDS = Number(process.env.CHECKOUT_CALLBACK_SECONDS ?? 30);
/** A visitor's pause between two reads of the feed (looking at the photos). */
const BROWSE_PAUSE_MS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WINDOW_MS = 60_000;
const P99_BUDGET_MS = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function pool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/** Daraja's STK callback body for a push: paid with a receipt, or cancelled by the buyer. */
const callbackBody = (checkoutRequestId: string, amount: number, paid: boolean, n: number) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: `bench-${n}`,
      CheckoutRequestID: checkoutRequestId,
      ...(paid
        ? {
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: amount },
                { Name: 'MpesaReceiptNumber', Value: `BENCH${String(n).padStart(5, '0')}` },
                { Name: 'TransactionDate', Value: 20260101120000 },
                { Name: 'PhoneNumber', Value: 254700000000 },
              ],
            },
          }
        : { ResultCode: 1032, ResultDesc: 'Request cancelled by user' }),
    },
  },
});

async function run(database: DatabaseConfig): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lense-checkout-'));
  const handle = await openDatabase(database);
  const app = await buildApp(benchConfig(database, dataDir), { db: handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const api = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${origin}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text), text };
  };
  try {
    const user = await app.db
      .insertInto('users')
      .values({
        email: 'seller@example.com',
        first_name: 'Ada',
        last_name: 'Till',
        accepted_terms_of_service: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signer = new TokenSigner(BENCH_JWT_SECRET, { ttlSeconds: 3600, maxAgeSeconds: 86_400 });
    const token = (await signer.issue(user.id, { epoch: 0 })).token;
    const connected = await api(
      'PUT',
      '/me/mpesa_account',
      {
        shortcode: SIMULATOR_ACCOUNT.shortcode,
        type: 'paybill',
        passkey: SIMULATOR_ACCOUNT.passkey,
        consumer_key: SIMULATOR_ACCOUNT.consumerKey,
        consumer_secret: SIMULATOR_ACCOUNT.consumerSecret,
      },
      token,
    );
    if (connected.status !== 200)
      throw new Error(`connecting the paybill: ${connected.status} ${connected.text}`);
    const created = await api('POST', '/spaces', { title: 'Harbour Wedding 2026' }, token);
    if (created.status !== 201) throw new Error(`creating the space: ${created.status} ${created.text}`);
    const spaceId: string = created.json().space.id;
    const photos = await app.db
      .insertInto('photos')
      .values(
        Array.from({ length: ORDERS }, (_, i) => ({
          space_id: spaceId,
          url: `https://cdn.example/${i}.jpg`,
          path: `spaces/${spaceId}/${i}.jpg`,
          state: 'visible' as const,
          original_file_extension: '.jpg',
          price: '500',
          created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000),
        })),
      )
      .returning('id')
      .execute();

    // Visitors browse the space's feed until the checkouts are over.
    let browsing = true;
    const feed = { answers: new Map<number, number>(), latencies: [] as number[] };
    const browsers = Array.from({ length: BROWSERS }, async () => {
      while (browsing) {
        const started = performance.now();
        const res = await api('GET', `/spaces/${spaceId}`);
        feed.latencies.push(performance.now() - started);
        feed.answers.set(res.status, (feed.answers.get(res.status) ?? 0) + 1);
        await sleep(BROWSE_PAUSE_MS);
      }
    });

    const began = performance.now();
    const orders: { token: string; email: string }[] = [];
    const orderFailures = new Map<string, number>();
    await pool(photos, CONCURRENCY, async (photo, i) => {
      const email = `buyer-${i}@example.com`;
      const phone = `07${String(10_000_000 + i * 7919)}`;
      const res = await api('POST', '/orders', { space_id: spaceId, photo_ids: [photo.id], phone, email });
      if (res.status === 201) orders.push({ token: res.json().token, email });
      else orderFailures.set(`${res.status}`, (orderFailures.get(`${res.status}`) ?? 0) + 1);
    });
    const ordered = performance.now();

    const pushes = await app.db
      .selectFrom('orders')
      .innerJoin('payment_attempts', 'payment_attempts.order_id', 'orders.id')
      .select([
        'orders.token',
        'orders.email',
        'orders.callback_token',
        'orders.amount',
        'payment_attempts.checkout_request_id',
      ])
      .where('orders.space_id', '=', spaceId)
      .execute();
    const paidTokens = new Set<string>();
    const callbacks = pushes.map((push, n) => {
      const paid = Math.random() >= CANCEL_SHARE;
      if (paid) paidTokens.add(push.token);
      return {
        path: `/payments/callback/${push.callback_token}`,
        body: callbackBody(push.checkout_request_id, push.amount, paid, n),
      };
    });
    const duplicates = shuffle([...callbacks]).slice(0, Math.round(callbacks.length * DUPLICATE_SHARE));
    const deliveries = shuffle([...callbacks, ...duplicates]);
    const latencies: number[] = [];
    const refused = new Map<number, number>();
    // M-Pesa calls back as buyers answer their phones: spread over the rest of the minute, each at its
    // moment whether or not the ones before were answered (an open loop, like Safaricom's servers).
    const gap = (CALLBACK_SECONDS * 1000) / deliveries.length;
    await Promise.all(
      deliveries.map(async ({ path, body }, i) => {
        await sleep(i * gap);
        const started = performance.now();
        const res = await api('POST', path, body);
        latencies.push(performance.now() - started);
        if (res.status !== 200) refused.set(res.status, (refused.get(res.status) ?? 0) + 1);
      }),
    );
    const finished = performance.now();
    browsing = false;
    await Promise.all(browsers);

    const final = await app.db
      .selectFrom('orders')
      .select(['token', 'status'])
      .where('space_id', '=', spaceId)
      .execute();
    const byStatus = new Map<string, number>();
    for (const row of final) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
    const lost =
      final.filter((row) =>
        paidTokens.has(row.token) ? row.status !== 'paid' : row.status === 'pending' || row.status === 'paid',
      ).length +
      (ORDERS - final.length);
    // Receipts are mailed by a job after the grant.
    await app.jobs.idle();
    const receipts = new Map<string, number>();
    for (const mail of await readOutbox(outboxDir(dataDir), ORDERS * 3))
      for (const to of [mail.to].flat()) receipts.set(String(to), (receipts.get(String(to)) ?? 0) + 1);
    const doubleGrants = [...receipts.values()].filter((n) => n > 1).length;
    const p99 = percentile(latencies, 99);
    const elapsed = finished - began;

    const fmt = (m: Map<unknown, number>) => [...m].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';
    console.log(
      `checkout bench (PGlite, in-process API, Daraja simulator; ${BROWSERS} feed readers meanwhile)`,
    );
    console.log(
      `  orders          ${orders.length}/${ORDERS} created in ${(ordered - began).toFixed(0)} ms (refused: ${fmt(orderFailures)})`,
    );
    console.log(
      `  callbacks       ${deliveries.length} posted shuffled (${duplicates.length} duplicates) in ${(finished - ordered).toFixed(0)} ms (non-200: ${fmt(refused)})`,
    );
    console.log(
      `  callback ms     p50 ${percentile(latencies, 50).toFixed(1)}, p95 ${percentile(latencies, 95).toFixed(1)}, p99 ${p99.toFixed(1)}, max ${Math.max(...latencies).toFixed(1)}`,
    );
    console.log(
      `  feed reads      ${feed.latencies.length} (${fmt(feed.answers)}), p99 ${percentile(feed.latencies, 99).toFixed(1)} ms`,
    );
    console.log(`  final statuses  ${fmt(byStatus)} (expected paid ${paidTokens.size})`);
    console.log(
      `  receipts mailed ${[...receipts.values()].reduce((a, b) => a + b, 0)} to ${receipts.size} buyers`,
    );
    console.log(`  double grants   ${doubleGrants}`);
    console.log(`  lost orders     ${lost}`);
    console.log(`  all within      ${(elapsed / 1000).toFixed(1)} s`);
    const checks: [string, boolean][] = [
      ['every order created', orders.length === ORDERS],
      ['0 double grants', doubleGrants === 0],
      ['0 lost orders', lost === 0],
      ['one receipt per paid order', receipts.size === paidTokens.size],
      [`callback p99 ≤ ${P99_BUDGET_MS} ms`, p99 <= P99_BUDGET_MS],
      ['within a minute', elapsed <= WINDOW_MS],
    ];
    for (const [what, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    return checks.every(([, ok]) => ok);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ok = await run({ kind: 'pglite', dir: null });
process.exit(ok ? 0 : 1);
