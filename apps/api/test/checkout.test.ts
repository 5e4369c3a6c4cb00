import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD, seedDemo } from '../src/demo/demo.ts';
import { photo } from '../src/images/test-images.ts';
import { SALES_NOT_OPEN, TOO_MANY_PROMPTS } from '../src/orders/checkout.ts';
import { checkPendingPayments } from '../src/orders/payment-results.ts';
import { SIMULATOR_ACCOUNT } from '../src/payments/daraja-simulator.ts';
import { INVALID_PHONE } from '../src/payments/phone-number.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { addPhotos, addWatermark, createSpace } from './helpers/spaces.ts';

const ACCOUNT = {
  shortcode: SIMULATOR_ACCOUNT.shortcode,
  type: 'paybill',
  passkey: SIMULATOR_ACCOUNT.passkey,
  consumer_key: SIMULATOR_ACCOUNT.consumerKey,
  consumer_secret: SIMULATOR_ACCOUNT.consumerSecret,
};

/** A phone number no other test uses (each number gets a handful of prompts in ten minutes). */
const freshPhone = () => `07${String(randomInt(10_000_000, 99_999_999))}`;

/** An organiser with a connected paybill and a public space of priced photos (500 and 250.50). */
async function sellingSpace(h: Harness, { connect = true } = {}) {
  const owner = await h.signIn();
  if (connect) {
    const put = await h.request({
      method: 'PUT',
      url: '/api/me/mpesa_account',
      token: owner.token,
      payload: ACCOUNT,
    });
    expect(put.statusCode, put.body).toBe(200);
  }
  const space = await createSpace(h, owner.token);
  const photos = await addPhotos(h, space.id, 3);
  await h.app.db.updateTable('photos').set({ price: '500' }).where('id', '=', photos[0]!).execute();
  await h.app.db.updateTable('photos').set({ price: '250.50' }).where('id', '=', photos[1]!).execute();
  return { owner, space, priced: [photos[0]!, photos[1]!], free: photos[2]! };
}

async function order(h: Harness, body: Record<string, unknown>) {
  return h.request({ method: 'POST', url: '/api/orders', payload: { phone: freshPhone(), ...body } });
}

/** The CheckoutRequestID of an order's latest push. */
async function latestPush(h: Harness, token: string): Promise<string> {
  const row = await h.app.db
    .selectFrom('payment_attempts')
    .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
    .select('checkout_request_id')
    .where('orders.token', '=', token)
    .orderBy('sent_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.checkout_request_id;
}

async function answerPhone(h: Harness, checkoutRequestId: string, answer: string, deliver = true) {
  const res = await h.request({
    method: 'POST',
    url: `/api/dev/phone/prompts/${checkoutRequestId}`,
    payload: { answer, deliver_callback: deliver },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const orderOf = async (h: Harness, token: string) =>
  (await h.request({ method: 'GET', url: `/api/orders/${token}` })).json();

const callbackTokenOf = async (h: Harness, token: string) =>
  await h.app.db
    .selectFrom('orders')
    .select(['callback_token', 'amount'])
    .where('token', '=', token)
    .executeTakeFirstOrThrow();

const successBody = (checkoutRequestId: string, amount: number, receipt = 'FORGED0001') => ({
  Body: {
    stkCallback: {
      MerchantRequestID: '1-1-1',
      CheckoutRequestID: checkoutRequestId,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: amount },
          { Name: 'MpesaReceiptNumber', Value: receipt },
          { Name: 'TransactionDate', Value: 20260101120000 },
          { Name: 'PhoneNumber', Value: 254700000000 },
        ],
      },
    },
  },
});

// Seeding draws and derives the demo's photos: seconds of image work alone, many more on a busy machine.
const DEMO_SEEDING_MS = 180_000;

describeBackends('M-Pesa checkout against the simulator', (h) => {
  it('connects a paybill after testing it with M-Pesa and never answers or stores a secret in clear', async () => {
    const owner = await h.signIn();
    const put = (payload: object) =>
      h.request({ method: 'PUT', url: '/api/me/mpesa_account', token: owner.token, payload });
    expect((await put({ ...ACCOUNT, consumer_secret: 'wrong' })).statusCode).toBe(422);
    const wrongPasskey = await put({ ...ACCOUNT, passkey: 'not-the-passkey' });
    expect(wrongPasskey.statusCode).toBe(422);
    expect(wrongPasskey.json().error).toBe('M-Pesa refused the shortcode and passkey');
    expect(
      await h.app.db.selectFrom('mpesa_accounts').select('user_id').where('user_id', '=', owner.id).execute(),
    ).toEqual([]);

    const connected = await put(ACCOUNT);
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({ connected: true, shortcode: '174379', type: 'paybill' });
    const read = await h.request({ method: 'GET', url: '/api/me/mpesa_account', token: owner.token });
    for (const body of [connected.body, read.body]) {
      for (const secret of [ACCOUNT.passkey, ACCOUNT.consumer_key, ACCOUNT.consumer_secret])
        expect(body).not.toContain(secret);
    }
    const row = await h.app.db
      .selectFrom('mpesa_accounts')
      .selectAll()
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    for (const secret of [ACCOUNT.passkey, ACCOUNT.consumer_key, ACCOUNT.consumer_secret])
      expect(JSON.stringify(row)).not.toContain(secret);

    const gone = await h.request({ method: 'DELETE', url: '/api/me/mpesa_account', token: owner.token });
    expect(gone.json().connected).toBe(false);
  });

  it('says sales are not open when the space owner has connected no till or paybill', async () => {
    const { space, priced } = await sellingSpace(h, { connect: false });
    const res = await order(h, { space_id: space.id, photo_ids: priced });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(SALES_NOT_OPEN);
  });

  it("tells a space's visitors whether its photos can be bought, as its owner connects and disconnects M-Pesa", async () => {
    const { owner, space } = await sellingSpace(h, { connect: false });
    const salesOpen = async () =>
      (await h.request({ method: 'GET', url: `/api/spaces/${space.id}` })).json().sales_open;
    expect(await salesOpen()).toBe(false);
    const put = await h.request({
      method: 'PUT',
      url: '/api/me/mpesa_account',
      token: owner.token,
      payload: ACCOUNT,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await salesOpen()).toBe(true);
    await h.request({ method: 'DELETE', url: '/api/me/mpesa_account', token: owner.token });
    expect(await salesOpen()).toBe(false);
  });

  it("lists an order's photos in the order the buyer's cart had them", async () => {
    const { space, priced } = await sellingSpace(h);
    for (const cart of [priced, [...priced].reverse()]) {
      const created = await order(h, { space_id: space.id, photo_ids: cart });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().items.map((item: { photo_id: string }) => item.photo_id)).toEqual(cart);
      const read = await orderOf(h, created.json().token);
      expect(read.items.map((item: { photo_id: string }) => item.photo_id)).toEqual(cart);
    }
  });

  it('refuses a phone number M-Pesa cannot prompt', async () => {
    const { space, priced } = await sellingSpace(h);
    const res = await order(h, { space_id: space.id, photo_ids: priced, phone: '0812345678' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(INVALID_PHONE);
  });

  it('sells only visible, published, priced photos of that space', async () => {
    const { space, priced, free } = await sellingSpace(h);
    const other = await sellingSpace(h);
    const [hidden, reviewing] = await addPhotos(h, space.id, 2, { state: 'hidden' });
    await h.app.db
      .updateTable('photos')
      .set({ price: '100' })
      .where('id', 'in', [hidden!, reviewing!])
      .execute();
    await h.app.db
      .updateTable('photos')
      .set({ state: 'visible', awaiting_review: true })
      .where('id', '=', reviewing!)
      .execute();
    for (const photo of [free, hidden!, reviewing!, other.priced[0]!]) {
      const res = await order(h, { space_id: space.id, photo_ids: [priced[0], photo] });
      expect(res.statusCode, photo).toBe(422);
    }
    expect(
      await h.app.db.selectFrom('orders').select('id').where('space_id', '=', space.id).execute(),
    ).toEqual([]);
  });

  it('turns each of M-Pesa result codes into its status; a paid order shows its receipt', async () => {
    const { space, priced } = await sellingSpace(h);
    const expected = {
      accept: 'paid',
      insufficient_funds: 'insufficient_funds',
      cancel: 'cancelled',
      timeout: 'timed_out',
      wrong_pin: 'failed',
    } as const;
    for (const [answer, status] of Object.entries(expected)) {
      const created = await order(h, { space_id: space.id, photo_ids: priced });
      expect(created.statusCode, created.body).toBe(201);
      const { token } = created.json();
      expect(created.json()).toMatchObject({ status: 'pending', total: '750.50', amount: 751 });
      expect(created.json().phone).toMatch(/^254[17]•{6}\d\d$/);
      const prompt = await answerPhone(h, await latestPush(h, token), answer);
      const after = await orderOf(h, token);
      expect(after.status, answer).toBe(status);
      if (status === 'paid') {
        expect(after.receipt_number).toBe(prompt.receipt_number);
        expect(after.receipt_number).toMatch(/^[A-Z0-9]{10}$/);
      } else {
        expect(after.receipt_number).toBeNull();
        expect(after.status_detail).toBe(prompt.result_desc);
      }
    }
  });

  it('changes nothing on a forged callback: wrong path, wrong amount, wrong CheckoutRequestID', async () => {
    const { space, priced } = await sellingSpace(h);
    const { token } = (await order(h, { space_id: space.id, photo_ids: priced })).json();
    const checkout = await latestPush(h, token);
    const { callback_token, amount } = await callbackTokenOf(h, token);
    const forged = [
      [`/api/payments/callback/${'x'.repeat(43)}`, successBody(checkout, amount)],
      [`/api/payments/callback/${callback_token}`, successBody(checkout, amount - 1)],
      [`/api/payments/callback/${callback_token}`, successBody('ws_CO_000000000000001', amount)],
      [`/api/payments/callback/${callback_token}`, { Body: { stkCallback: { ResultCode: 0 } } }],
    ] as const;
    for (const [url, payload] of forged) {
      const res = await h.request({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect((await orderOf(h, token)).status).toBe('pending');
    // The genuine answer still settles it.
    await answerPhone(h, checkout, 'accept');
    expect((await orderOf(h, token)).status).toBe('paid');
  });

  it('grants once when a callback is delivered twice, replayed, or also learnt by the status job', async () => {
    const { space, priced } = await sellingSpace(h);
    // The photos' thumbnails, as their derived images would be stored.
    for (const id of priced) {
      const key = `test-thumbs/${id}.webp`;
      await h.app.storage.put(key, await photo(40, 30), 'image/webp');
      await h.app.db.updateTable('photos').set({ thumb_key: key }).where('id', '=', id).execute();
    }
    const email = h.uniqueEmail();
    const { token } = (await order(h, { space_id: space.id, photo_ids: priced, email })).json();
    const checkout = await latestPush(h, token);
    await answerPhone(h, checkout, 'accept');
    const paid = await orderOf(h, token);
    await h.app.payments.simulator!.redeliver(checkout);
    await h.app.payments.simulator!.redeliver(checkout);
    const { callback_token, amount } = await callbackTokenOf(h, token);
    await h.request({
      method: 'POST',
      url: `/api/payments/callback/${callback_token}`,
      payload: successBody(checkout, amount, 'REPLAYED01'),
    });
    // A failure replayed after the payment does not undo it.
    const failure = successBody(checkout, amount);
    Object.assign(failure.Body.stkCallback, { ResultCode: 1032, ResultDesc: 'Request cancelled by user' });
    await h.request({ method: 'POST', url: `/api/payments/callback/${callback_token}`, payload: failure });
    await checkPendingPayments(h.app, { askAfterSeconds: 0, expireAfterSeconds: 600 });
    expect(await orderOf(h, token)).toEqual(paid);
    const attempts = await h.app.db
      .selectFrom('payment_attempts')
      .select(['result_code', 'receipt_number'])
      .where('checkout_request_id', '=', checkout)
      .execute();
    expect(attempts).toEqual([{ result_code: 0, receipt_number: paid.receipt_number }]);
    // One receipt, with M-Pesa's receipt number and the order's link (mailed by a job, once).
    await h.app.jobs.idle();
    const mails = await h.mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(paid.receipt_number);
    expect(mails[0]!.text).toContain(`/orders/${token}`);
    // The photos bought, as thumbnails inside the mail, in the cart's order.
    expect(mails[0]!.attachments?.map((image) => image.filename)).toEqual(priced.map((id) => `${id}.jpg`));
    for (const image of mails[0]!.attachments ?? [])
      expect(mails[0]!.html).toContain(`src="cid:${image.cid}"`);
  });

  it('mails the receipt in the language the order was placed in: its locale, else Accept-Language', async () => {
    const { space, priced } = await sellingSpace(h);
    const receiptOf = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const email = h.uniqueEmail();
      const res = await h.request({
        method: 'POST',
        url: '/api/orders',
        headers,
        payload: { phone: freshPhone(), space_id: space.id, photo_ids: priced, email, ...body },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { token } = res.json();
      await answerPhone(h, await latestPush(h, token), 'accept');
      const paid = await orderOf(h, token);
      expect(paid.status).toBe('paid');
      await h.app.jobs.idle();
      const [mail, ...more] = await h.mailsTo(email);
      expect(more).toEqual([]);
      return { mail: mail!, token, receipt: paid.receipt_number as string };
    };

    // 500 + 250.50: M-Pesa took 751 whole shillings.
    const swahili = await receiptOf({ locale: 'sw' });
    expect(swahili.mail.subject).toBe('Picha zako za Lense: malipo yamepokelewa');
    expect(swahili.mail.text).toBe(
      'Habari,\n\n' +
        `Asante kwa ununuzi wako kutoka ${space.title}.\n` +
        'Picha: 2\n' +
        'Jumla: Ksh 751\n' +
        `Risiti ya M-Pesa: ${swahili.receipt}\n` +
        'Pakua picha zako ndani ya siku 30.\n\n' +
        `Agizo lako: http://web.test/orders/${swahili.token}\n\n` +
        'Timu ya Lense',
    );

    const fromHeader = await receiptOf({}, { 'accept-language': 'sw-KE,en;q=0.5' });
    expect(fromHeader.mail.subject).toBe('Picha zako za Lense: malipo yamepokelewa');

    const english = await receiptOf({}, { 'accept-language': 'en-GB,sw;q=0.5' });
    expect(english.mail.subject).toBe('Your Lense photos: payment received');
    expect(english.mail.text).toBe(
      'Hello,\n\n' +
        `Thank you for your purchase from ${space.title}.\n` +
        'Photos: 2\n' +
        'Total: Ksh 751\n' +
        `M-Pesa receipt: ${english.receipt}\n` +
        'Download your photos within 30 days.\n\n' +
        `Your order: http://web.test/orders/${english.token}\n\n` +
        'The Lense team',
    );

    const refused = await order(h, { space_id: space.id, photo_ids: priced, locale: 'fr' });
    expect(refused.statusCode).toBe(400);
  });

  it("shows each ordered photo as visitors see it, never the original, and the paid order's download window", async () => {
    const { owner, space, priced } = await sellingSpace(h);
    const watermark = await addWatermark(h, owner.id);
    await h.app.db
      .updateTable('spaces')
      .set({ use_watermark: true, watermark_id: watermark })
      .where('id', '=', space.id)
      .execute();
    const [marked, making] = priced as [string, string];
    await h.app.db
      .updateTable('photos')
      .set({
        medium_key: `derived/${marked}/clean-medium.webp`,
        marked_medium_key: `derived/${marked}/marked-medium.webp`,
        width: 1200,
        height: 800,
        comment: 'The first dance',
      })
      .where('id', '=', marked)
      .execute();
    // Only its unmarked image is made yet: a watermarking space shows it to nobody.
    await h.app.db
      .updateTable('photos')
      .set({ medium_key: `derived/${making}/clean-medium.webp` })
      .where('id', '=', making)
      .execute();
    const created = (await order(h, { space_id: space.id, photo_ids: priced })).json();
    const photo = await h.request({ method: 'GET', url: `/api/photos/${marked}` });
    expect(photo.statusCode, photo.body).toBe(200);
    const byId = Object.fromEntries(created.items.map((item: { photo_id: string }) => [item.photo_id, item]));
    expect(byId[marked]).toEqual({
      photo_id: marked,
      price: '500.00',
      image_url: photo.json().data.medium_url,
      width: 1200,
      height: 800,
      alt: 'The first dance',
    });
    expect(byId[marked].image_url).toMatch(/\/photos\/[^/]+\/images\/marked-medium\.webp$/);
    expect(byId[making]).toMatchObject({ image_url: null, width: null, height: null, alt: null });
    expect(created.downloads_until).toBeNull();

    await answerPhone(h, await latestPush(h, created.token), 'accept');
    const paid = await orderOf(h, created.token);
    expect(paid.status).toBe('paid');
    expect(Date.parse(paid.downloads_until) - Date.parse(paid.paid_at)).toBe(30 * 24 * 3600 * 1000);
    expect(JSON.stringify(paid)).not.toContain('clean-medium');
    expect(JSON.stringify(paid)).not.toContain('cdn.example');
  });

  it('grants once when the same callback and the status job arrive at the same moment', async () => {
    const { space, priced } = await sellingSpace(h);
    const { token } = (await order(h, { space_id: space.id, photo_ids: priced })).json();
    const checkout = await latestPush(h, token);
    await answerPhone(h, checkout, 'accept', false);
    const simulator = h.app.payments.simulator!;
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => simulator.redeliver(checkout)),
      checkPendingPayments(h.app, { askAfterSeconds: 0, expireAfterSeconds: 600 }),
      checkPendingPayments(h.app, { askAfterSeconds: 0, expireAfterSeconds: 600 }),
    ]);
    expect(results.length).toBe(10);
    const settled = await h.app.db
      .selectFrom('payment_attempts')
      .select('result_code')
      .where('checkout_request_id', '=', checkout)
      .execute();
    expect(settled).toEqual([{ result_code: 0 }]);
    const paid = await orderOf(h, token);
    expect(paid.status).toBe('paid');
    // The callback carries the receipt number, whichever settled first.
    expect(paid.receipt_number).toBe(simulator.prompt(checkout)!.result!.receipt);
  });

  it('settles an order whose callback was lost from the status job', async () => {
    const { space, priced } = await sellingSpace(h);
    const { token } = (await order(h, { space_id: space.id, photo_ids: priced })).json();
    const checkout = await latestPush(h, token);
    const untouched = await checkPendingPayments(h.app, { askAfterSeconds: 0, expireAfterSeconds: 600 });
    expect(untouched.settled).toBe(0);
    expect((await orderOf(h, token)).status).toBe('pending');
    await answerPhone(h, checkout, 'accept', false);
    expect((await orderOf(h, token)).status).toBe('pending');
    const result = await checkPendingPayments(h.app, { askAfterSeconds: 0, expireAfterSeconds: 600 });
    expect(result.settled).toBeGreaterThanOrEqual(1);
    const paid = await orderOf(h, token);
    expect(paid).toMatchObject({ status: 'paid', receipt_number: null });
    // The callback arriving late after all grants nothing more; it only brings the receipt number.
    await h.app.payments.simulator!.redeliver(checkout);
    const receipt = h.app.payments.simulator!.prompt(checkout)!.result!.receipt;
    expect(await orderOf(h, token)).toEqual({ ...paid, receipt_number: receipt });
  });

  it('expires an order M-Pesa never answers, and a retry re-uses it with a new prompt', async () => {
    const { space, priced } = await sellingSpace(h);
    const { token } = (await order(h, { space_id: space.id, photo_ids: priced })).json();
    const first = await latestPush(h, token);
    await h.app.db
      .updateTable('payment_attempts')
      .set({ sent_at: new Date(Date.now() - 3_600_000) })
      .where('checkout_request_id', '=', first)
      .execute();
    await checkPendingPayments(h.app, { askAfterSeconds: 0, expireAfterSeconds: 600 });
    expect((await orderOf(h, token)).status).toBe('expired');

    const retried = await h.request({ method: 'POST', url: `/api/orders/${token}/retry` });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().status).toBe('pending');
    const again = await h.request({ method: 'POST', url: `/api/orders/${token}/retry` });
    expect(again.statusCode).toBe(409);
    const second = await latestPush(h, token);
    expect(second).not.toBe(first);
    // The first prompt's late refusal does not end the order waiting on the second.
    await answerPhone(h, first, 'cancel');
    expect((await orderOf(h, token)).status).toBe('pending');
    await answerPhone(h, second, 'accept');
    expect((await orderOf(h, token)).status).toBe('paid');
    expect((await h.request({ method: 'POST', url: `/api/orders/${token}/retry` })).statusCode).toBe(409);
  });

  it('keeps the prices an order was made at when the photographer changes them', async () => {
    const { owner, space, priced } = await sellingSpace(h);
    const { token } = (await order(h, { space_id: space.id, photo_ids: priced })).json();
    const edit = await h.request({
      method: 'PATCH',
      url: `/api/photos/${priced[0]}`,
      token: owner.token,
      payload: { price: '900' },
    });
    expect(edit.statusCode).toBe(200);
    await answerPhone(h, await latestPush(h, token), 'accept');
    const paid = await orderOf(h, token);
    expect(paid).toMatchObject({ status: 'paid', total: '750.50', amount: 751 });
    expect(Number(paid.items.find((i: { photo_id: string }) => i.photo_id === priced[0]).price)).toBe(500);
    const prompt = h.app.payments.simulator!.prompt(await latestPush(h, token))!;
    expect(prompt.amount).toBe(751);
  });

  it('answers a failed order, ready for a retry, when M-Pesa refuses the prompt', async () => {
    const { owner, space, priced } = await sellingSpace(h);
    // The organiser's shortcode is no longer known to M-Pesa.
    await h.app.db
      .updateTable('mpesa_accounts')
      .set({ shortcode: '999999' })
      .where('user_id', '=', owner.id)
      .execute();
    const created = await order(h, { space_id: space.id, photo_ids: priced });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'failed',
      status_detail: 'M-Pesa could not send the prompt: Bad Request - Invalid BusinessShortCode',
    });
    await h.app.db
      .updateTable('mpesa_accounts')
      .set({ shortcode: SIMULATOR_ACCOUNT.shortcode })
      .where('user_id', '=', owner.id)
      .execute();
    const retried = await h.request({ method: 'POST', url: `/api/orders/${created.json().token}/retry` });
    expect(retried.json().status).toBe('pending');
    await answerPhone(h, await latestPush(h, created.json().token), 'accept');
    expect((await orderOf(h, created.json().token)).status).toBe('paid');
  });

  it('caps the PIN prompts one phone number gets', async () => {
    const { space, priced } = await sellingSpace(h);
    const phone = freshPhone();
    for (let i = 0; i < 5; i += 1)
      expect((await order(h, { space_id: space.id, photo_ids: priced, phone })).statusCode).toBe(201);
    const refused = await order(h, { space_id: space.id, photo_ids: priced, phone });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(TOO_MANY_PROMPTS);
  });

  it("hides the simulator's phone from anyone but this machine", async () => {
    const res = await h.request({
      method: 'GET',
      url: '/api/dev/phone',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(404);
    const page = await h.request({ method: 'GET', url: '/dev/phone' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Dev phone');
  });

  it('serves the clean original only to a paid, unrefunded order holding the photo; the organiser sees the sale', async () => {
    const { owner, space, priced } = await sellingSpace(h);
    const photo = await h.app.db
      .selectFrom('photos')
      .select(['path'])
      .where('id', '=', priced[0]!)
      .executeTakeFirstOrThrow();
    const original = Buffer.from(`original bytes of ${priced[0]}`);
    await h.app.storage.put(photo.path, original, 'image/jpeg');
    const { token } = (await order(h, { space_id: space.id, photo_ids: [priced[0]] })).json();
    const download = (photoId: string) =>
      h.request({ method: 'GET', url: `/api/orders/${token}/photos/${photoId}/original` });

    // Unpaid: no route hands the original to a visitor.
    expect((await download(priced[0]!)).statusCode).toBe(404);
    const image = await h.request({ method: 'GET', url: `/api/photos/${priced[0]}/image` });
    expect(String(image.headers.location ?? '')).not.toContain(photo.path);

    await answerPhone(h, await latestPush(h, token), 'accept');
    const paid = await download(priced[0]!);
    expect(paid.statusCode).toBe(302);
    const url = new URL(String(paid.headers.location));
    const bytes = await h.request({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(original)).toBe(true);
    // A photo the order does not hold, and a wrong link, are refused alike.
    expect((await download(priced[1]!)).statusCode).toBe(404);
    expect(
      (await h.request({ method: 'GET', url: `/api/orders/${'y'.repeat(43)}/photos/${priced[0]}/original` }))
        .statusCode,
    ).toBe(404);

    const sales = await h.request({
      method: 'GET',
      url: `/api/spaces/${space.id}/orders`,
      token: owner.token,
    });
    expect(sales.statusCode).toBe(200);
    const [sale] = sales.json().orders;
    expect(sale).toMatchObject({ status: 'paid', photos: 1, amount: 500 });
    expect(sale.phone).toMatch(/•/);
    expect(sales.body).not.toContain(token);
    const stranger = await h.signIn();
    expect(
      (await h.request({ method: 'GET', url: `/api/spaces/${space.id}/orders`, token: stranger.token }))
        .statusCode,
    ).toBe(403);

    const refund = await h.request({
      method: 'POST',
      url: `/api/spaces/${space.id}/orders/${sale.id}/refund`,
      token: owner.token,
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().status).toBe('refunded');
    expect((await download(priced[0]!)).statusCode).toBe(404);
  });

  it('ends downloads 30 days after payment', async () => {
    const { space, priced } = await sellingSpace(h);
    const { token } = (await order(h, { space_id: space.id, photo_ids: [priced[0]] })).json();
    await answerPhone(h, await latestPush(h, token), 'accept');
    const url = `/api/orders/${token}/photos/${priced[0]}/original`;
    expect((await h.request({ method: 'GET', url })).statusCode).toBe(302);
    await h.app.db
      .updateTable('orders')
      .set({ paid_at: new Date(Date.now() - 31 * 86_400_000) })
      .where('token', '=', token)
      .execute();
    expect((await h.request({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describeBackends('the demo sells a photo through the simulator', (h) => {
  it(
    "connects the demo organiser to the simulator's paybill and prices some photos",
    async () => {
      await seedDemo(h.app, DEFAULT_DEMO_PASSWORD, 'small');
      await h.app.jobs.idle();
      const photo = await h.app.db
        .selectFrom('photos')
        .select(['id', 'space_id'])
        .where('price', 'is not', null)
        .where('state', '=', 'visible')
        .executeTakeFirstOrThrow();
      const created = await order(h, { space_id: photo.space_id, photo_ids: [photo.id] });
      expect(created.statusCode, created.body).toBe(201);
      await answerPhone(h, await latestPush(h, created.json().token), 'accept');
      expect(await orderOf(h, created.json().token)).toMatchObject({ status: 'paid', amount: 500 });
    },
    DEMO_SEEDING_MS,
  );
});
