import { randomInt } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import yauzl from 'yauzl';
import { NOT_DOWNLOADABLE } from '../src/orders/paid-downloads.ts';
import { csvCell, SALES_CSV_HEADER } from '../src/orders/sales-csv.ts';
import { SIMULATOR_ACCOUNT } from '../src/payments/daraja-simulator.ts';
import { describeBackends, type Harness } from './helpers/harness.ts';
import { addPhotos, createSpace } from './helpers/spaces.ts';

const ACCOUNT = {
  shortcode: SIMULATOR_ACCOUNT.shortcode,
  type: 'paybill',
  passkey: SIMULATOR_ACCOUNT.passkey,
  consumer_key: SIMULATOR_ACCOUNT.consumerKey,
  consumer_secret: SIMULATOR_ACCOUNT.consumerSecret,
};

const freshPhone = () => `07${String(randomInt(10_000_000, 99_999_999))}`;

/** The entries of a zip, in order, read with an independent reader (yauzl checks sizes and CRCs). */
function unzip(zip: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries: { name: string; bytes: Buffer }[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          buffer(stream).then((bytes) => {
            entries.push({ name: entry.fileName, bytes });
            file.readEntry();
          }, reject);
        });
      });
      file.readEntry();
    });
  });
}

/** An organiser with a connected paybill and a space of three photos priced 500, each with known bytes. */
async function sellingSpace(h: Harness) {
  const owner = await h.signIn();
  const put = await h.request({
    method: 'PUT',
    url: '/api/me/mpesa_account',
    token: owner.token,
    payload: ACCOUNT,
  });
  expect(put.statusCode, put.body).toBe(200);
  const space = await createSpace(h, owner.token);
  const photos = await addPhotos(h, space.id, 3);
  await h.app.db.updateTable('photos').set({ price: '500' }).where('id', 'in', photos).execute();
  const originals = new Map<string, Buffer>();
  for (const id of photos) {
    const row = await h.app.db
      .selectFrom('photos')
      .select('path')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const bytes = Buffer.from(`original bytes of ${id}`);
    await h.app.storage.put(row.path, bytes, 'image/jpeg');
    originals.set(id, bytes);
  }
  return { owner, space, photos, originals };
}

async function order(h: Harness, spaceId: string, photoIds: string[], phone = freshPhone()) {
  const res = await h.request({
    method: 'POST',
    url: '/api/orders',
    payload: { space_id: spaceId, photo_ids: photoIds, phone },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { token } = res.json() as { token: string };
  const { id } = await h.app.db
    .selectFrom('orders')
    .select('id')
    .where('token', '=', token)
    .executeTakeFirstOrThrow();
  return { token, id };
}

async function pay(h: Harness, token: string, answer = 'accept') {
  const { checkout_request_id } = await h.app.db
    .selectFrom('payment_attempts')
    .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
    .select('checkout_request_id')
    .where('orders.token', '=', token)
    .orderBy('sent_at', 'desc')
    .executeTakeFirstOrThrow();
  const res = await h.request({
    method: 'POST',
    url: `/api/dev/phone/prompts/${checkout_request_id}`,
    payload: { answer, deliver_callback: true },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describeBackends("a paid order's zip of originals", (h) => {
  const zip = (token: string) => h.request({ method: 'GET', url: `/api/orders/${token}/zip` });

  it('holds the uploaded bytes of each photo of a paid order, and only those', async () => {
    const { space, photos, originals } = await sellingSpace(h);
    const { token } = await order(h, space.id, [photos[0]!, photos[2]!]);
    await pay(h, token);
    const res = await zip(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const entries = await unzip(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['0001-photo.jpg', '0002-photo.jpg']);
    const expected = [originals.get(photos[0]!)!, originals.get(photos[2]!)!].map((b) => b.toString()).sort();
    expect(entries.map((e) => e.bytes.toString()).sort()).toEqual(expected);
  });

  it('refuses an unpaid, failed, refunded, expired or unknown order like a single original', async () => {
    const { owner, space, photos } = await sellingSpace(h);
    const refused = async (token: string) => {
      const res = await zip(token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(NOT_DOWNLOADABLE);
      const single = await h.request({
        method: 'GET',
        url: `/api/orders/${token}/photos/${photos[0]}/original`,
      });
      expect(single.statusCode).toBe(404);
      expect(single.json().error).toBe(NOT_DOWNLOADABLE);
    };

    const unpaid = await order(h, space.id, [photos[0]!]);
    await refused(unpaid.token);
    const declined = await order(h, space.id, [photos[0]!]);
    await pay(h, declined.token, 'cancel');
    await refused(declined.token);
    await refused('y'.repeat(43));

    const paid = await order(h, space.id, [photos[0]!]);
    await pay(h, paid.token);
    expect((await zip(paid.token)).statusCode).toBe(200);
    await h.app.db
      .updateTable('orders')
      .set({ paid_at: new Date(Date.now() - 31 * 86_400_000) })
      .where('token', '=', paid.token)
      .execute();
    await refused(paid.token);

    const refunded = await order(h, space.id, [photos[1]!]);
    await pay(h, refunded.token);
    expect((await zip(refunded.token)).statusCode).toBe(200);
    const refund = await h.request({
      method: 'POST',
      url: `/api/spaces/${space.id}/orders/${refunded.id}/refund`,
      token: owner.token,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await refused(refunded.token);
  });
});

describeBackends("a space's sales as CSV", (h) => {
  it("lists the owner's orders with masked phones and receipts, newest first; others are refused like the list", async () => {
    const { owner, space, photos } = await sellingSpace(h);
    const first = await order(h, space.id, [photos[0]!, photos[1]!], '0712345678');
    await pay(h, first.token);
    await order(h, space.id, [photos[2]!]);
    const csv = await h.request({
      method: 'GET',
      url: `/api/spaces/${space.id}/orders.csv`,
      token: owner.token,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(SALES_CSV_HEADER.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    const pending = lines[1]!.split(',');
    expect(pending.slice(1, 4)).toEqual(['pending', '1', '500.00']);
    const paidRow = lines[2]!.split(',');
    const { receipt_number } = await h.app.db
      .selectFrom('orders')
      .select('receipt_number')
      .where('token', '=', first.token)
      .executeTakeFirstOrThrow();
    expect(receipt_number).toBeTruthy();
    expect(paidRow.slice(1)).toEqual(['paid', '2', '1000.00', '2547••••••78', receipt_number]);
    expect(new Date(paidRow[0]!).toISOString()).toBe(paidRow[0]);
    expect(csv.body).not.toContain(first.token);

    const list = (token?: string) =>
      h.request({ method: 'GET', url: `/api/spaces/${space.id}/orders`, token });
    const asCsv = (token?: string) =>
      h.request({ method: 'GET', url: `/api/spaces/${space.id}/orders.csv`, token });
    const stranger = await h.signIn();
    expect((await asCsv(stranger.token)).statusCode).toBe((await list(stranger.token)).statusCode);
    expect((await asCsv(stranger.token)).body).not.toContain('paid');
    expect((await asCsv()).statusCode).toBe(401);
  });
});

it('quotes CSV cells and defuses formulas', () => {
  expect(csvCell('plain')).toBe('plain');
  expect(csvCell(3)).toBe('3');
  expect(csvCell(-3)).toBe('-3');
  expect(csvCell(null)).toBe('');
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
  for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
  expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
});
