import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { createConfirmedUser, expect, signIn, type TestUser, test } from '../src/fixtures.ts';
import { pngFile } from '../src/images.ts';

/**
 * An organiser publishes an event, then a signed-out visitor finds it. The visitor journey reads what the
 * organiser made, so the two run in order (the second is skipped when the first fails).
 */
test.describe.configure({ mode: 'serial' });

const suffix = randomInt(1000, 9999);
/** The event: a title already in title case, as the app shows it. */
const EVENT = `Harbour Gala ${suffix}`;
const COLLECTION = `Gala Albums ${suffix}`;
const SITE = `gala${suffix}`;
const SITE_TITLE = `Harbour Gala Night ${suffix}`;

const PHOTOS = [
  pngFile('arrival.png', [200, 60, 40]),
  pngFile('stage.png', [40, 120, 200]),
  pngFile('backstage.png', [60, 160, 80]),
];
const PRICED_COMMENT = 'The opening toast';
const HIDDEN_COMMENT = 'Backstage, not for guests';

let organiser: TestUser;
let spaceId = '';

/** Chooses `files` through the file chooser the button opens. */
async function chooseFiles(page: Page, button: string, files: typeof PHOTOS) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

/** Opens the photo described by `alt` in the shared media grid and selects it. */
async function selectPhoto(page: Page, alt: string) {
  const photo = page.getByRole('list', { name: 'Photos' }).getByRole('button', { name: alt });
  await photo.click();
  await expect(photo).toHaveAttribute('aria-pressed', 'true');
}

/** Waits for the success toast `text`, then closes it so a later one with the same text is new. */
async function toastShown(page: Page, text: string) {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible();
  // It closes by itself after 5 s, which a loaded machine may reach first.
  await toast
    .getByRole('button', { name: 'Close notification' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(toast).toHaveCount(0);
}

/** Waits until every image `images` finds has loaded (an image that fails is dropped by the app). */
async function expectLoaded(images: Locator, count: number) {
  await expect(images).toHaveCount(count);
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0)), {
      message: 'every image loaded',
    })
    .toBe(true);
  await expect(images).toHaveCount(count);
}

test('an organiser creates a space, uploads and prices photos, hides one and publishes a site', async ({
  page,
  request,
  mailbox,
}) => {
  organiser = await createConfirmedUser(request, mailbox);
  await page.goto('/login');
  await signIn(page, organiser);
  await expect(page).toHaveURL('/spaces');

  // A new space.
  await page.getByRole('button', { name: 'new space' }).click();
  await expect(page).toHaveURL('/spaces/new');
  await page.getByLabel('Title').fill(EVENT);
  await page.getByLabel('Description').fill('Dinner and dancing by the water.');
  await page.getByLabel('Location').fill('Mombasa');
  await page.getByRole('button', { name: 'Create space' }).click();
  await toastShown(page, 'Space created successfully');
  await expect(page).toHaveURL(/\/spaces\/[^/]+\/view$/);
  spaceId = new URL(page.url()).pathname.split('/')[2]!;
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  await expect(page.getByText('Upload the first photos of this event.')).toBeVisible();

  // Three photos, each with its progress bar.
  await page.getByRole('navigation', { name: 'Space' }).getByRole('link', { name: 'Upload photos' }).click();
  await expect(page).toHaveURL(`/spaces/${spaceId}/upload`);
  await expect(page.getByRole('heading', { name: 'Upload photos' })).toBeVisible();
  await chooseFiles(page, 'Choose photos', PHOTOS);
  const progress = page.getByRole('list', { name: 'Upload progress' });
  for (const photo of PHOTOS)
    await expect(progress.getByRole('progressbar', { name: photo.name, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Upload complete' })).toBeVisible();
  for (const photo of PHOTOS) {
    await expect(progress.getByRole('progressbar', { name: photo.name, exact: true })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  }

  // They are in the space.
  await page.goto(`/spaces/${spaceId}/view`);
  const grid = page.getByRole('list', { name: 'Photos' }).or(page.locator('[aria-label="Photos"]'));
  await expectLoaded(grid.getByRole('img'), 3);

  // The details of the first one, from the viewer the owner opens it in: a comment and a price in Ksh.
  await grid.getByRole('link').first().click();
  await page.getByRole('dialog').getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/spaces/${spaceId}/photos/[^/]+$`));
  await expect(page.getByRole('heading', { name: 'Update photo details' })).toBeVisible();
  await page.getByLabel('Comment').fill(PRICED_COMMENT);
  await page.getByLabel('Price').fill('250');
  await expect(page.getByText('Price: Ksh 250')).toBeVisible();
  await page.getByRole('button', { name: 'Save details' }).click();
  await toastShown(page, 'Details updated');

  // Shared media: another photo gets a comment, then is hidden; the hidden filter shows it.
  await page.getByRole('link', { name: 'Back to shared media' }).click();
  await expect(page).toHaveURL(`/spaces/${spaceId}/manage`);
  await expect(page.getByRole('tab', { name: 'Manage shared media' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('3 of 3 photos')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Photos' }).getByText('Ksh 250')).toBeVisible();
  await selectPhoto(page, 'Photo 2');
  await page.getByRole('link', { name: 'Edit details' }).click();
  await page.getByLabel('Comment').fill(HIDDEN_COMMENT);
  await page.getByRole('button', { name: 'Save details' }).click();
  await toastShown(page, 'Details updated');
  await page.getByRole('link', { name: 'Back to shared media' }).click();
  await selectPhoto(page, HIDDEN_COMMENT);
  const selection = page.getByRole('group', { name: 'Selected photo' });
  await selection.getByRole('button', { name: 'Hide' }).click();
  await expect(selection.getByText(`Selected: ${HIDDEN_COMMENT} (hidden)`)).toBeVisible();
  await page.getByRole('radio', { name: 'hidden' }).click();
  await expect(page.getByText('1 of 3 photos')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Photos' }).getByRole('button', { name: HIDDEN_COMMENT }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'visible' }).click();
  await expect(page.getByText('2 of 3 photos')).toBeVisible();

  // The watermark: this branch offers the switch only; its position and size need a watermark image,
  // which the panel cannot upload yet.
  await page.getByRole('tab', { name: 'Set watermark' }).click();
  await expect(page).toHaveURL(`/spaces/${spaceId}/manage/watermark`);
  const watermark = page.getByRole('form', { name: 'Set watermark' });
  await expect(
    watermark.getByText('This space has no watermark image yet, so its photos are shown as uploaded.'),
  ).toBeVisible();
  const useWatermark = watermark.getByRole('checkbox', {
    name: "Add the watermark to this space's photos for visitors",
  });
  await useWatermark.check();
  await watermark.getByRole('button', { name: 'Save watermark' }).click();
  await toastShown(page, 'Details updated');
  await page.reload();
  await expect(useWatermark).toBeChecked();

  // A collection holding the space.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).click();
  await expect(page).toHaveURL('/collections');
  await page.getByRole('button', { name: 'new collection' }).first().click();
  await page.getByLabel('Collection name').fill(COLLECTION);
  await page.getByLabel('Description').fill('Every album of the gala.');
  await page.getByRole('button', { name: 'Create collection' }).click();
  await toastShown(page, 'Collection created successfully');
  const collectionCard = page.getByRole('article', { name: COLLECTION });
  await collectionCard.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/collections\/[^/]+\/settings$/);
  await expect(page.getByRole('heading', { name: 'Manage your collection' })).toBeVisible();
  const tile = page.getByRole('button', { name: new RegExp(EVENT) });
  await expect(tile).toHaveAttribute('aria-pressed', 'false');
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await expect(tile.getByText('In this collection')).toBeVisible();
  await page.getByRole('radio', { name: 'my collection' }).click();
  await expect(page.getByRole('button', { name: new RegExp(EVENT) })).toBeVisible();

  // A site publishing the collection.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sites' }).click();
  await expect(page).toHaveURL('/sites');
  await page.getByRole('button', { name: 'new site' }).first().click();
  await page.getByLabel('Site name').fill(SITE);
  await expect(page.getByText('name available')).toBeVisible();
  await page.getByLabel('Collection').selectOption({ label: COLLECTION });
  await page.getByLabel('Title').fill(SITE_TITLE);
  await page.getByRole('button', { name: 'Create site' }).click();
  await toastShown(page, 'Site created successfully');
  const siteCard = page.getByRole('article', { name: SITE_TITLE });
  await siteCard.getByRole('button', { name: 'Site options' }).click();
  await siteCard.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/sites\/[^/]+\/settings\/details$/);
  const siteId = new URL(page.url()).pathname.split('/')[2]!;

  // Its banner and icon, uploaded.
  await page.getByRole('tab', { name: 'Update site banner' }).click();
  await expect(page).toHaveURL(`/sites/${siteId}/settings/banner`);
  await page.getByRole('radio', { name: 'Upload' }).click();
  await chooseFiles(page, 'Choose a banner', [pngFile('banner.png', [30, 40, 120], 600, 200)]);
  await toastShown(page, 'Site banner updated');

  await page.getByRole('tab', { name: 'Update site icon' }).click();
  await expect(page).toHaveURL(`/sites/${siteId}/settings/icon`);
  await page.getByRole('radio', { name: 'Upload' }).click();
  await chooseFiles(page, 'Choose an icon', [pngFile('icon.png', [200, 150, 20], 128, 128)]);
  await toastShown(page, 'Site icon updated');

  // The site card shows both.
  await page.goto('/sites');
  const card = page.getByRole('article', { name: SITE_TITLE });
  await expectLoaded(card.locator('img'), 2);

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
});

test('a signed-out visitor finds the event, its QR code and link, and the published site', async ({
  browser,
  baseURL,
}) => {
  expect(spaceId, 'the organiser journey made the space').not.toBe('');
  const context = await browser.newContext({ baseURL: baseURL! });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const page = await context.newPage();

  await page.goto('/discover');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  await page.getByPlaceholder('Enter event name').fill(EVENT);
  await page.getByPlaceholder('Enter event name').press('Enter');
  const feed = page.locator('[aria-label="Photos"]');
  // The two visible photos only.
  await expectLoaded(feed.getByRole('img'), 2);
  // Photos are named by their comment, else by their place among the event's photos.
  const uncommented = new RegExp(`^Photo [12] of ${EVENT}$`);
  await expect(feed.getByRole('img', { name: PRICED_COMMENT })).toHaveCount(1);
  await expect(feed.getByRole('img', { name: uncommented })).toHaveCount(1);
  await expect(feed.getByRole('img', { name: HIDDEN_COMMENT })).toHaveCount(0);
  // A tile opens the photo in the viewer; the event's name under it opens the event.
  await feed
    .getByRole('link', { name: new RegExp(`^Photo [12] of ${EVENT} Free$`) })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: uncommented })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await feed.getByRole('link', { name: EVENT, exact: true }).first().click();
  await expect(page).toHaveURL(`/spaces/${spaceId}/view`);
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  await expectLoaded(page.locator('[aria-label="Photos"]').getByRole('img'), 2);

  await page.getByRole('link', { name: 'QR code' }).click();
  await expect(page).toHaveURL(`/spaces/${spaceId}/qr`);
  const link = `${baseURL}/spaces/${spaceId}/view`;
  await expect(page.getByRole('img', { name: `QR code for ${EVENT}` })).toBeVisible();
  await expect(page.getByText(link)).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The published site, at {name}.localhost on the same port.
  const port = new URL(baseURL!).port;
  await page.goto(`http://${SITE}.localhost:${port}/`);
  await expect(page.getByRole('heading', { level: 1, name: SITE_TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: COLLECTION })).toBeVisible();
  const album = page.getByRole('list', { name: `Photos of ${EVENT}` });
  await expectLoaded(album.getByRole('img'), 2);
  await expect(album.getByRole('img', { name: PRICED_COMMENT })).toBeVisible();
  await expect(album.getByText('Ksh 250')).toBeVisible();
  await expect(page.getByRole('img', { name: HIDDEN_COMMENT })).toHaveCount(0);
  // The banner, the icon and the two photos, all shown.
  await expectLoaded(page.locator('img'), 4);
  await context.close();
});
