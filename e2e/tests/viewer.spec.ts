import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.ts';

/** Every path (with its query) the page requests from now on. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(url.pathname + url.search);
  });
  return requests;
}

/** Waits until the image has loaded, then the path of the file the browser picked from its srcset. */
async function loadedImagePath(image: Locator): Promise<string> {
  await expect
    .poll(() =>
      image.evaluate(
        (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).currentSrc,
      ),
    )
    .toBeTruthy();
  return new URL(await image.evaluate((element) => (element as HTMLImageElement).currentSrc)).pathname;
}

test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

test('a visitor on a phone opens a photo of the feed in the viewer, moves on, shares its address and closes it', async ({
  page,
}) => {
  await page.goto('/discover');
  // A tile's link is named by the photo (its comment, else 'Photo N of {event}'), then its price badge.
  const tiles = page.getByRole('list', { name: 'Photos' }).getByRole('link', { name: /(Free|Ksh [\d,.]+)$/ });
  await expect(tiles.first()).toBeVisible();
  // Tiles load a derived image sized for the column, never the original.
  const tileImage = tiles.first().getByRole('img');
  await expect(tileImage).toHaveAttribute(
    'src',
    /\/api\/photos\/[0-9a-f-]+\/images\/thumb-[0-9a-f]{20}\.webp$/,
  );
  // The browser picks from the srcset (the thumbnail or the medium image; the pick is the browser's, and a
  // cached candidate may win), never the preview or the original.
  await expect
    .poll(() => tileImage.evaluate((img) => (img as HTMLImageElement).currentSrc))
    .toMatch(/\/images\/(thumb|medium)-[0-9a-f]{20}\.webp$/);

  await tiles.first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/^1 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/\/discover\?photo=[0-9a-f-]{36}$/);
  const first = new URL(page.url()).searchParams.get('photo');
  const large = viewer.getByRole('img');
  await expect.poll(() => large.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(/^2 of \d+$/)).toBeVisible();
  const second = new URL(page.url()).searchParams.get('photo');
  expect(second).not.toBe(first);

  // The address opens the same photo for whoever it is shared with.
  await page.goto(`/discover?photo=${second}`);
  await expect(page.getByRole('dialog').getByText(/^2 of \d+$/)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL('/discover');
});

test('the first photo of the feed arrives with the page, in the size its tile shows, and is fetched once', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/discover');
  const first = page.getByRole('list', { name: 'Photos' }).getByRole('img').first();
  const shown = await loadedImagePath(first);
  // The page's head names that very image, so the browser had it on its way before the app ran.
  const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute('imagesrcset');
  expect(preloaded).toContain(shown);
  expect(requests.filter((path) => path === shown)).toHaveLength(1);
  expect(requests.filter((path) => path.startsWith('/api/photos?'))).toHaveLength(1);
});

test('a shared address of a photo that is not on the first page opens it on its own', async ({
  page,
  request,
}) => {
  const feed = await (await request.get('/api/photos?page=2')).json();
  const photo = feed.photos[0] ?? (await (await request.get('/api/photos?page=1')).json()).photos.at(-1);
  await page.goto(`/discover?photo=${photo.id}`);
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('src', new RegExp(`/api/photos/${photo.id}/images/`));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/discover');
});

test("a photo's address opened on a phone shows the photo over the page, the page keeping the screen's width", async ({
  page,
  request,
}) => {
  const feed = (await (await request.get('/api/photos')).json()) as {
    photos: { id: string; space_id: string }[];
  };
  const shared = feed.photos[1]!;
  for (const path of [`/spaces/${shared.space_id}/view?photo=${shared.id}`, `/discover?photo=${shared.id}`]) {
    await page.goto(path);
    const viewer = page.getByRole('dialog');
    const large = viewer.getByRole('img');
    await expect
      .poll(() => large.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // The photo fills the screen's width, and the page behind keeps it: no scrollbar gap squeezing it.
    expect((await large.boundingBox())?.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBe(375);
    expect(await page.evaluate(() => window.innerWidth)).toBe(375);
  }
});

test("a published site's first photo arrives with the page, in the size its tile shows, and is fetched once", async ({
  page,
  baseURL,
}) => {
  const requests = recordRequests(page);
  await page.goto(`http://demo-events.localhost:${new URL(baseURL!).port}/`);
  const first = page
    .getByRole('list', { name: /^Photos of / })
    .first()
    .getByRole('img')
    .first();
  const shown = await loadedImagePath(first);
  // The page's head names that very image and the answers the site starts with.
  const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute('imagesrcset');
  expect(preloaded).toContain(shown);
  expect(requests.filter((path) => path === shown)).toHaveLength(1);
  expect(requests.filter((path) => path.startsWith('/api/public/sites/'))).toHaveLength(1);
  const spaceCall = await page
    .locator('link[rel="preload"][as="fetch"][href^="/api/spaces/"]')
    .getAttribute('href');
  expect(requests.filter((path) => path === spaceCall)).toHaveLength(1);
  // Nothing of the app's landing page.
  expect(requests.filter((path) => path.includes('reception-'))).toEqual([]);
});
