import { randomInt } from 'node:crypto';
import { catalogue, mailCatalogue } from '../src/catalogues.ts';
import { expect, newUser, test } from '../src/fixtures.ts';
import { pngFile } from '../src/images.ts';

const EVENT = `Harusi ya Wanjiru ${randomInt(1000, 9999)}`;
const PHOTOS = [pngFile('keki.png', [220, 120, 60]), pngFile('ngoma.png', [60, 90, 200])];

// What a Kiswahili reader sees, read from the app's and the mails' catalogues.
const auth = catalogue('sw', 'auth');
const account = catalogue('sw', 'account');
const spaces = catalogue('sw', 'spaces');
const review = catalogue('sw', 'review');
const guest = catalogue('sw', 'guest');
const mail = mailCatalogue('sw');

// A browser set to Kiswahili (navigator.languages and Accept-Language say sw-KE).
test.use({ locale: 'sw-KE' });

test('an organiser signs up, creates an event, a guest uploads and the organiser reviews, all in Kiswahili, with Kiswahili mails', async ({
  page,
  browser,
  mailbox,
}) => {
  const organiser = newUser();

  // Sign-up in Kiswahili; the confirmation mail speaks it too.
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: auth('signup.title') })).toBeVisible();
  const signup = page.getByRole('form', { name: auth('signup.title') });
  await signup.getByLabel(auth('signup.firstName')).fill(organiser.firstName);
  await signup.getByLabel(auth('signup.lastName')).fill(organiser.lastName);
  await signup.getByLabel(auth('email')).fill(organiser.email);
  await signup.getByLabel(auth('password'), { exact: true }).fill(organiser.password);
  await signup.getByRole('checkbox').check();
  await signup.getByRole('button', { name: auth('signup.submit') }).click();
  await expect(page.getByText(auth('signup.sent'))).toBeVisible();
  const confirmation = await mailbox.waitFor(organiser.email, mail('confirmation.subject'));
  expect(confirmation.text).toContain(mail('confirmation.body'));
  const link = confirmation.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(account('confirmation.confirmed'))).toBeVisible();

  // Sign in and create the event, its guests' photos held for review.
  await page.goto('/login');
  const form = page.getByRole('form', { name: auth('login.title') });
  await form.getByLabel(auth('email')).fill(organiser.email);
  await form.getByLabel(auth('password'), { exact: true }).fill(organiser.password);
  await form.getByRole('button', { name: auth('login.submit') }).click();
  await expect(page).toHaveURL('/spaces');
  await page.goto('/spaces/new');
  await expect(page.getByRole('heading', { level: 1, name: spaces('new.title') })).toBeVisible();
  await page.getByLabel(spaces('form.title')).fill(EVENT);
  await page.getByLabel(spaces('form.hideNew')).check();
  await page.getByRole('button', { name: spaces('new.submit') }).click();
  await expect(page).toHaveURL(/\/spaces\/[^/]+\/view$/);
  const spaceId = new URL(page.url()).pathname.split('/')[2];

  // Guest uploads on; the link the QR code carries.
  await page.goto(`/spaces/${spaceId}/manage/guests`);
  await page.getByRole('button', { name: review('guests.turnOn') }).click();
  const guestLink = (await page.locator('code').filter({ hasText: '/g/' }).textContent())?.trim() ?? '';
  expect(guestLink).toMatch(/\/g\/[A-Za-z0-9_-]{24}$/);

  // A guest's phone, in Kiswahili, sends two photos.
  const phone = await browser.newContext({
    locale: 'sw-KE',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const guestPage = await phone.newPage();
  await guestPage.goto(new URL(guestLink).pathname);
  await expect(guestPage.getByRole('heading', { name: new RegExp(EVENT, 'i') })).toBeVisible();
  await expect(guestPage.getByText(guest('event.reviewNote'))).toBeVisible();
  await guestPage.getByRole('textbox', { name: guest('details.name') }).fill('Wanjiru');
  const chooser = guestPage.waitForEvent('filechooser');
  await guestPage.getByRole('button', { name: guest('form.choose') }).click();
  await (await chooser).setFiles(PHOTOS);
  await expect(
    guestPage.getByRole('heading', { name: guest('progress.allSent', { count: 2 }) }),
  ).toBeVisible();
  await phone.close();

  // The organiser reviews in Kiswahili: both approved.
  await page.goto(`/spaces/${spaceId}/manage/review`);
  const tiles = page.getByRole('group', { name: /Wanjiru/ });
  await expect(async () => {
    await page.reload();
    await expect(tiles).toHaveCount(2, { timeout: 2_000 });
  }).toPass();
  await tiles
    .nth(0)
    .getByRole('button', { name: new RegExp(`^${review('tile.approve')}`) })
    .click();
  await expect(tiles).toHaveCount(1);
  await tiles
    .nth(0)
    .getByRole('button', { name: new RegExp(`^${review('tile.approve')}`) })
    .click();
  await expect(page.getByText(review('queue.emptyTitle'))).toBeVisible();

  // The owner's digest of the guests' photos arrives in Kiswahili.
  const subject = mail('guestDigest.subject', { count: 2, title: '\u0000' }).split('\u0000')[0] ?? '';
  await expect
    .poll(async () =>
      (await mailbox.messages()).some((m) => m.to.includes(organiser.email) && m.subject.startsWith(subject)),
    )
    .toBe(true);
});
