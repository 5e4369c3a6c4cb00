import { randomInt } from 'node:crypto';
import { createConfirmedUser, expect, signIn, test } from '../src/fixtures.ts';
import { pngFile } from '../src/images.ts';

const EVENT = `Garden Party ${randomInt(1000, 9999)}`;
const PHOTOS = [
  pngFile('cake.png', [220, 120, 60]),
  pngFile('dance.png', [60, 90, 200]),
  pngFile('blurry.png', [120, 120, 120]),
];

test('a guest on a phone uploads through the QR link, one upload cut and resumed; the owner approves two and rejects one; the slideshow shows them', async ({
  page,
  browser,
  request,
  mailbox,
}) => {
  // The organiser's event hides new items, so guests' photos wait for review.
  const organiser = await createConfirmedUser(request, mailbox);
  const login = await request.post('/api/login', {
    data: { user: { email: organiser.email, password: organiser.password } },
  });
  const authorization = login.headers().authorization ?? '';
  const created = await request.post('/api/spaces', {
    headers: { authorization },
    data: { title: EVENT, default_hide_items: true },
  });
  expect(created.status()).toBe(201);
  const spaceId = (await created.json()).space.id as string;

  // The organiser turns guest uploads on and reads the link the QR code carries.
  await page.goto('/login');
  await signIn(page, organiser);
  await expect(page).toHaveURL('/spaces');
  await page.goto(`/spaces/${spaceId}/manage/guests`);
  await page.getByRole('button', { name: 'Turn on guest uploads' }).click();
  const link = (await page.locator('code').filter({ hasText: '/g/' }).textContent())?.trim() ?? '';
  expect(link).toMatch(/\/g\/[A-Za-z0-9_-]{24}$/);

  // A guest opens it on a phone, gives a name and sends three photos, with no account.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const guest = await phone.newPage();
  // The venue's network drops the first try of one photo's upload: it carries on by itself.
  let dropped = 0;
  await guest.route('**/storage/**', (route) => {
    const put = route.request().method() === 'PUT' && new URL(route.request().url()).searchParams.has('part');
    if (put && dropped === 0) {
      dropped += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByRole('heading', { name: EVENT })).toBeVisible();
  await expect(guest.getByText('Your photos will appear once the organiser approves them.')).toBeVisible();
  await guest.getByRole('textbox', { name: 'Your name' }).fill('Wanjiru');
  const chooser = guest.waitForEvent('filechooser');
  await guest.getByRole('button', { name: 'Choose photos' }).click();
  await (await chooser).setFiles(PHOTOS);
  await expect(guest.getByRole('heading', { name: '3 photos sent. Thank you!' })).toBeVisible();
  expect(dropped).toBe(1);
  // Nothing on the page is wider than the phone.
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.close();

  // Visitors see none of them yet.
  const before = await request.get(`/api/spaces/${spaceId}`);
  expect((await before.json()).photos).toEqual([]);

  // The slideshow on the venue's screen is open before anything is approved.
  const screen = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await screen.goto(`/spaces/${spaceId}/live`);
  await expect(screen.getByText('Photos will appear here as they are shared')).toBeVisible();

  // The organiser reviews: the three wait (each once its images are made), two approved, one rejected.
  await page.goto(`/spaces/${spaceId}/manage/review`);
  const tiles = page.getByRole('group', { name: /from Wanjiru/ });
  await expect(async () => {
    await page.reload();
    await expect(tiles).toHaveCount(3, { timeout: 2_000 });
  }).toPass();
  await tiles
    .nth(0)
    .getByRole('button', { name: /^Approve/ })
    .click();
  await expect(tiles).toHaveCount(2);
  await tiles
    .nth(0)
    .getByRole('button', { name: /^Approve/ })
    .click();
  await expect(tiles).toHaveCount(1);
  await tiles
    .nth(0)
    .getByRole('button', { name: /^Reject/ })
    .click();
  await expect(page.getByText('Nothing to review')).toBeVisible();

  // The open slideshow shows them without a reload (the live signal; its 3 s polling fallback also fits a
  // busy machine's allowance), with the guest's name.
  await expect(screen.getByRole('img', { name: 'Photo by Wanjiru' }).first()).toBeVisible({
    timeout: 10_000,
  });
  await expect(screen.getByText('by Wanjiru')).toBeVisible();
  await screen.close();

  // Visitors now see the two approved photos, with the guest's name.
  const after = await (await request.get(`/api/spaces/${spaceId}`)).json();
  expect(after.photos).toHaveLength(2);
  for (const photo of after.photos) expect(photo.uploader_name).toBe('Wanjiru');
});
