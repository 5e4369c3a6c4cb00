import { createHash, randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { DEMO_USER, expect, test } from '../src/fixtures.ts';

/**
 * A visitor on a phone buys two photos from a published site with M-Pesa: Buy in the viewer, the cart,
 * the checkout, the PIN prompt accepted on the simulator's phone page, the order turning paid, both clean
 * originals downloaded, and the receipt in the mailbox. The demo site sells through the simulator (its
 * organiser is connected to it, and every third demo photo costs Ksh 500); the journey only reads the demo.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const RECEIPT_SUBJECT = 'Your Lense photos: payment received';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The bytes of a file the browser downloaded. */
async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** The bytes the API answers for `path` (following its redirect to the file), failing on an error. */
async function bytesOf(request: APIRequestContext, path: string, authorization?: string): Promise<Buffer> {
  const response = await request.get(path, authorization ? { headers: { authorization } } : {});
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return response.body();
}

/** Opens the `index`th priced photo of the site's first space in the viewer and adds it to the cart. */
async function buyPhoto(page: Page, index: number): Promise<string> {
  const priced = page
    .getByRole('list', { name: /^Photos of / })
    .first()
    .getByRole('link', { name: /Ksh 500$/ });
  await priced.nth(index).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(/[?&]photo=[0-9a-f-]{36}/);
  const photoId = new URL(page.url()).searchParams.get('photo') ?? '';
  await viewer.getByRole('button', { name: /^Buy · Ksh 500$/ }).click();
  await expect(viewer.getByText('In cart')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return photoId;
}

test('a visitor on a phone buys two photos from a published site, pays on the phone, downloads both and finds the receipt', async ({
  page,
  baseURL,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const site = `http://demo-events.localhost:${new URL(baseURL!).port}`;
  // A number of its own, so the phone page's prompt for it is this journey's.
  const subscriber = String(randomInt(10_000_000, 99_999_999));
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;

  // Buy on the published site, at its own host: two priced photos into the cart.
  await page.goto(`${site}/`);
  const bought = [await buyPhoto(page, 0), await buyPhoto(page, 1)];
  expect(new Set(bought).size).toBe(2);

  // The cart's link opens the checkout on the site's host, where the cart is kept.
  await page.getByRole('link', { name: 'Cart (2)' }).click();
  await expect(page).toHaveURL(new RegExp(`^${site}/spaces/[0-9a-f-]{36}/checkout$`));
  const cart = page.getByRole('list', { name: 'Your cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  // Still in the site's frame: its bar leads back to the albums.
  await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute('href', '/');
  await expect(page.getByText('Ksh 1,000').first()).toBeVisible();

  await page.getByLabel('M-Pesa phone number').fill(`07${subscriber}`);
  await page.getByLabel('Email for the receipt (optional)').fill(email);
  await page.getByRole('button', { name: 'Pay Ksh 1,000' }).click();
  await expect(page).toHaveURL(new RegExp(`^${site}/orders/[A-Za-z0-9_-]+$`));
  const token = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(
    page.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' }),
  ).toBeVisible();

  // The buyer's phone: the simulator's prompt for this number, accepted with the PIN.
  const phone = await page.context().newPage();
  await phone.goto('/dev/phone');
  const prompt = phone
    .getByRole('article')
    .filter({ has: phone.getByRole('heading', { name: `2547${subscriber}` }) });
  await expect(prompt.getByText(/^Pay Ksh 1,?000 /)).toBeVisible();
  await prompt.getByRole('button', { name: 'Enter PIN and pay' }).click();
  await expect(prompt.getByText(/^0 — .* · receipt [A-Z0-9]+$/)).toBeVisible();
  await phone.close();

  // The order page turns paid by itself and shows the M-Pesa receipt.
  await expect(page.getByRole('heading', { name: 'Your photos' })).toBeVisible();
  const order = (await (await request.get(`/api/orders/${token}`)).json()) as {
    status: string;
    receipt_number: string | null;
    items: { photo_id: string }[];
  };
  expect(order.status).toBe('paid');
  const receipt = order.receipt_number ?? '';
  expect(receipt).toMatch(/^[A-Z0-9]+$/);
  await expect(page.getByText(receipt)).toBeVisible();
  expect(order.items.map((item) => item.photo_id).sort()).toEqual([...bought].sort());

  // Both originals download: the uploaded bytes, as the organiser has them, not the preview visitors see.
  const login = await request.post('/api/login', {
    data: { user: { email: DEMO_USER.email, password: DEMO_USER.password } },
  });
  expect(login.ok()).toBe(true);
  const organiser = login.headers().authorization ?? '';
  const downloads = page.getByRole('link', { name: /^Download Photo \d$/ });
  await expect(downloads).toHaveCount(2);
  for (const [index, photoId] of order.items.map((item) => item.photo_id).entries()) {
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: `Download Photo ${index + 1}` }).click();
    const file = await downloadedBytes(await downloading);
    const original = await bytesOf(request, `/api/photos/${photoId}/image`, organiser);
    const preview = await bytesOf(request, `/api/photos/${photoId}/image`);
    expect(file.length, `photo ${index + 1}'s size`).toBe(original.length);
    expect(sha256(file), `photo ${index + 1} is the original`).toBe(sha256(original));
    expect(sha256(file), `photo ${index + 1} is not the preview`).not.toBe(sha256(preview));
  }

  // The receipt in the mailbox, with the M-Pesa receipt number and the order's link.
  const mail = await mailbox.waitFor(email, RECEIPT_SUBJECT);
  expect(mail.text).toContain(`M-Pesa receipt: ${receipt}`);
  expect(mail.text).toContain(`/orders/${token}`);
});
