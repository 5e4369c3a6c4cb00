import { randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiSession, ok, upload } from '../src/api.ts';
import { createConfirmedUser, expect, Mailbox, signIn, type TestUser, test } from '../src/fixtures.ts';
import { pngFile } from '../src/images.ts';

/**
 * Every route of the app on a 375 px phone whose system asks for dark, signed out and signed in. No page may
 * be wider than the screen (`document.documentElement.scrollWidth <= 375`), every page has its own title
 * ("… · Lense"), and every page is dark. The pages show content made through the API first, with long
 * titles, long unbroken words and photos of several shapes, since overflow shows with content.
 */
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true, colorScheme: 'dark' });

const suffix = randomInt(1000, 9999);
// Long words that cannot wrap at a space: a hashtag, a DNS label, a name with underscores.
const SPACE_TITLE = `Harbour Gala ${suffix} #MombasaHarbourGalaNightCelebration`;
const OTHER_SPACE_TITLE = `Wanjiru and Otieno's Wedding Reception at the Old Town Gardens ${suffix}`;
const LOCATION = 'Mombasa Serena Beach Resort and Spa, Shanzu, Mombasa County, Kenya';
const DESCRIPTION =
  'Dinner and dancing by the water. Every photo: https://photos.example.com/albums/MombasaHarbourGalaNight2026';
const COLLECTION = `Harbour_Gala_Night_Photo_Albums_From_Every_Guest_${suffix}`;
const SITE = `harbourgalanightphotosmombasa${suffix}`;
const SITE_TITLE = `Harbour Gala Night ${suffix} #MombasaHarbourGalaNightCelebration`;
const LONG_COMMENT = 'The opening toast on the terrace #MombasaHarbourGalaNightCelebration2026';

/** What the journeys made: ids of the spaces, collection, site, a photo, the guest link and a plan. */
interface Made {
  user: TestUser;
  spaceId: string;
  photoId: string;
  collectionId: string;
  siteId: string;
  guestToken: string;
  planId: string;
}

/** Makes an organiser with two spaces (one with photos and a guest link), a collection and a site. */
async function makeContent(request: APIRequestContext, user: TestUser): Promise<Made> {
  const authorization = await apiSession(request, user);
  const headers = { authorization };

  const space = await ok<{ space: { id: string } }>(
    await request.post('/api/spaces', {
      headers,
      data: { title: SPACE_TITLE, description: DESCRIPTION, location: LOCATION, is_public: true },
    }),
    'create space',
  );
  const spaceId = space.space.id;
  const other = await ok<{ space: { id: string } }>(
    await request.post('/api/spaces', {
      headers,
      data: { title: OTHER_SPACE_TITLE, location: LOCATION, is_public: true },
    }),
    'create other space',
  );

  // Photos of three shapes: landscape, portrait and a panorama.
  const photos = await upload(
    request,
    authorization,
    [
      pngFile('terrace.png', [200, 60, 40], 160, 120),
      pngFile('portrait.png', [40, 120, 200], 90, 160),
      pngFile('panorama.png', [60, 160, 80], 640, 160),
    ],
    { space_id: spaceId },
  );
  const photoId = photos[0]!.photo_id!;
  await ok(
    await request.patch(`/api/photos/${photoId}`, { headers, data: { comment: LONG_COMMENT, price: '250' } }),
    'comment',
  );
  // Their derived images are made in the background: wait until visitors see all three.
  await expect
    .poll(
      async () => {
        const detail = (await (await request.get(`/api/spaces/${spaceId}`)).json()) as {
          photos?: { state: string }[];
        };
        return (detail.photos ?? []).filter((photo) => photo.state === 'visible').length;
      },
      { message: 'the photos are processed', timeout: 30_000 },
    )
    .toBe(3);

  const link = await ok<{ guest_link: { url: string } }>(
    await request.put(`/api/spaces/${spaceId}/guest_link`, { headers, data: {} }),
    'guest link',
  );
  const guestToken = new URL(link.guest_link.url).pathname.split('/').pop()!;

  const collection = await ok<{ collection: { id: string } }>(
    await request.post('/api/collections', {
      headers,
      data: {
        name: COLLECTION,
        description: `Every album of the gala, from the arrival to the last dance. ${DESCRIPTION}`,
      },
    }),
    'create collection',
  );
  const collectionId = collection.collection.id;
  for (const id of [spaceId, other.space.id]) {
    await ok(
      await request.post('/api/collection_spaces', {
        headers,
        data: { space_id: id, collection_id: collectionId },
      }),
      'collection space',
    );
  }

  const site = await ok<{ site: { id: string } }>(
    await request.post('/api/sites', { headers, data: { name: SITE, collection_id: collectionId } }),
    'create site',
  );
  const siteId = site.site.id;
  const [banner] = await upload(request, authorization, [pngFile('banner.png', [30, 40, 120], 900, 300)], {
    type: 'banner',
  });
  const [icon] = await upload(request, authorization, [pngFile('icon.png', [200, 150, 20], 128, 128)], {
    type: 'icon',
  });
  const banners = await ok<{ banners: { id: string }[] }>(
    await request.post('/api/banners', {
      headers,
      data: { photos: banner!.path, description: 'The harbour at dusk #MombasaHarbourGalaNight' },
    }),
    'banner',
  );
  const icons = await ok<{ icons: { id: string }[] }>(
    await request.post('/api/icons', { headers, data: { photos: icon!.path, description: 'The gala logo' } }),
    'icon',
  );
  await ok(
    await request.patch(`/api/sites/${siteId}`, {
      headers,
      data: {
        title: SITE_TITLE,
        description: `Every photo of the night. ${DESCRIPTION}`,
        contact_email: `harbour.gala.night.photographers.${suffix}@mombasa-events.example.com`,
        contact_phone: '+254 700 000 000',
        social_media_username_instagram: 'mombasa_harbour_gala_night_official',
        banner_id: banners.banners[0]!.id,
        icon_id: icons.icons[0]!.id,
      },
    }),
    'site details',
  );

  const plans = await ok<{ subscription_types: { id: string }[] }>(
    await request.get('/api/subscription_types'),
    'plans',
  );
  return {
    user,
    spaceId,
    photoId,
    collectionId,
    siteId,
    guestToken,
    planId: plans.subscription_types[0]?.id ?? '1',
  };
}

let made: Made;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.LENSE_E2E_URL });
  const user = await createConfirmedUser(request, new Mailbox(request));
  made = await makeContent(request, user);
  await request.dispose();
});

/**
 * Waits until the page has settled: the screen's chunk and data are in (no route fallback, no large
 * loading spinner), `ready` is visible, every image has loaded or failed, the fonts are in, and the width
 * holds still for a moment.
 */
async function settle(page: Page, ready: Locator | undefined) {
  await page.waitForLoadState('load');
  await expect(page.locator('[data-chunk-loading]')).toHaveCount(0);
  await expect(page.locator('[data-ui="Spinner"][data-size="large"]')).toHaveCount(0);
  if (ready) await expect(ready.first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy')),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let last = -1;
  await expect
    .poll(async () => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      const stable = width === last;
      last = width;
      return stable;
    })
    .toBe(true);
}

/**
 * The outermost elements reaching past the right edge of the screen (not inside a horizontal scroller),
 * to name in a failure.
 */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate((limit) => {
    const clipped = (element: Element) => {
      for (let parent: Element | null = element; parent; parent = parent.parentElement) {
        // Fixed layers (toasts, dialogs) never widen the page.
        if (getComputedStyle(parent).position === 'fixed') return true;
        if (parent === element) continue;
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow !== 'visible' && parent !== document.body && parent !== document.documentElement)
          return parent.getBoundingClientRect().right <= limit + 0.5;
      }
      return false;
    };
    const labelOf = (element: Element) => {
      const ui = element.getAttribute('data-ui');
      const label = element.getAttribute('aria-label');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      return `<${element.tagName.toLowerCase()}${ui ? ` data-ui=${ui}` : ''}${label ? ` aria-label="${label}"` : ''}> right=${right} "${text}"`;
    };
    const found: string[] = [];
    let widest: Element | null = null;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= limit + 0.5 || clipped(element)) continue;
      if (!widest || rect.right > widest.getBoundingClientRect().right) widest = element;
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > limit + 0.5) continue;
      if (found.length < 4) found.push(labelOf(element));
    }
    if (widest) found.push(`widest ${labelOf(widest)}`);
    // Text running out of its box (a long word) is no element of its own: name the element holding it.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node && found.length < 8; node = walker.nextNode()) {
      const holder = node.parentElement;
      if (!holder || clipped(holder) || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      const right = Math.round(range.getBoundingClientRect().right);
      if (right > limit + 0.5) found.push(`text to ${right} in ${labelOf(holder)}`);
    }
    return found;
  }, PHONE.width);
}

/** A title naming the page before the product: "Discover · Lense", never "Lense" or " · Lense" alone. */
const OWN_TITLE = /^(?!\s*·).+ · Lense$/;

/**
 * The relative luminance (0 black, 1 white) of what the page is painted on: the body's background, else the
 * root's; a page that sets neither is the browser's white canvas.
 */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const painted = [document.body, document.documentElement]
      .map((element) => getComputedStyle(element).backgroundColor)
      .find((colour) => !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(colour));
    const [r, g, b] = (painted ?? 'rgb(255, 255, 255)').match(/[\d.]+/g)!.map(Number) as [
      number,
      number,
      number,
    ];
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  });
}

/**
 * Asserts the page at `route` (already open) is no wider than the phone (naming the culprits), has a title
 * of its own and follows the system's dark scheme.
 */
async function expectFits(page: Page, route: string, ready?: Locator) {
  await test.step(route, async () => {
    await settle(page, ready);
    // The routes' titles come in a chunk of their own, and a screen names itself once its data is in.
    await expect.soft(page, `${route} has a title of its own`).toHaveTitle(OWN_TITLE);
    const luminance = await backgroundLuminance(page);
    expect.soft(luminance, `${route} stays light when the system asks for dark`).toBeLessThan(0.2);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    const culprits = width > PHONE.width ? await overflowingElements(page) : [];
    expect
      .soft(
        width,
        `${route} is ${width}px wide at ${PHONE.width}px${culprits.length ? `: ${culprits.join('; ')}` : ''}`,
      )
      .toBeLessThanOrEqual(PHONE.width);
  });
}

/** Opens `route` and checks its width. */
async function visit(page: Page, route: string, ready?: Locator) {
  await page.goto(route);
  await expectFits(page, route, ready);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('signed out, every page fits a 375 px phone, has its own title and is dark', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const { spaceId, guestToken } = made;
  for (const route of [
    '/',
    '/home',
    '/faq',
    '/help',
    '/privacy-policy',
    '/cookie-policy',
    '/terms-of-service',
    '/login',
    '/signin',
    '/signup',
    '/forgot-password',
    '/password/edit?reset_password_token=not-a-real-token',
    '/confirmation?confirmation_token=not-a-real-token',
    '/exit-survey/not-a-real-token',
    '/closure',
    '/no-such-page',
  ]) {
    await visit(page, route, h1(page));
  }
  await visit(page, '/discover', page.getByRole('list', { name: 'Photos' }).getByRole('img'));
  await page.getByPlaceholder('Enter event name').fill(SPACE_TITLE);
  await page.getByPlaceholder('Enter event name').press('Enter');
  await expectFits(page, '/discover (searched)', page.getByRole('list', { name: 'Photos' }).getByRole('img'));

  const photos = page.getByRole('list', { name: 'Photos' }).getByRole('img');
  await visit(page, `/spaces/${spaceId}`, photos);
  await visit(page, `/spaces/${spaceId}/view`, photos);
  await page.getByRole('list', { name: 'Photos' }).getByRole('link').first().click();
  await expectFits(page, `/spaces/${spaceId}/view (photo viewer)`, page.getByRole('dialog'));
  await visit(page, `/spaces/${spaceId}/details`, h1(page));
  await visit(page, `/spaces/${spaceId}/qr`, page.getByRole('img', { name: /^QR code for/ }));
  await visit(page, `/spaces/${spaceId}/live`, page.locator('img'));
  await visit(page, `/g/${guestToken}`, page.getByRole('textbox', { name: 'Your name' }));

  // The published site, at {name}.localhost on the same port.
  const port = new URL(baseURL!).port;
  const site = `http://${SITE}.localhost:${port}/`;
  await visit(page, site, page.getByRole('heading', { level: 1, name: SITE_TITLE }));

  // Without its banner, the first space's cover heads the site instead.
  const authorization = await apiSession(request, made.user);
  await ok(
    await request.patch(`/api/sites/${made.siteId}`, {
      headers: { authorization },
      data: { banner_id: null },
    }),
    'remove the banner',
  );
  await page.goto(site);
  await expectFits(page, `${site} (no banner)`, page.getByRole('heading', { level: 1, name: SITE_TITLE }));
});

test('signed in, every page fits a 375 px phone, has its own title and is dark', async ({ page }) => {
  test.setTimeout(300_000);
  const { user, spaceId, photoId, collectionId, siteId, planId } = made;
  await page.goto('/login');
  await signIn(page, user);
  await expect(page).toHaveURL('/spaces');
  await expectFits(page, '/spaces', page.getByRole('heading', { name: SPACE_TITLE.slice(0, 20) }));

  await visit(page, '/home', h1(page));
  await visit(page, '/discover', page.getByRole('list', { name: 'Photos' }).getByRole('img'));
  await visit(page, '/spaces/new', h1(page));
  await visit(page, `/spaces/${spaceId}/view`, page.getByRole('list', { name: 'Photos' }).getByRole('img'));
  await visit(page, `/spaces/${spaceId}/details`, h1(page));
  await visit(page, `/spaces/${spaceId}/qr`, page.getByRole('img', { name: /^QR code for/ }));
  await visit(page, `/spaces/${spaceId}/edit`, h1(page));
  await visit(page, `/spaces/${spaceId}/upload`, page.getByRole('button', { name: 'Choose photos' }));
  await visit(page, `/spaces/${spaceId}/photos/${photoId}`, page.getByLabel('Comment'));
  await visit(page, `/spaces/${spaceId}/manage`, page.getByRole('list', { name: 'Photos' }).getByRole('img'));
  for (const option of [
    'shared-media',
    'api',
    'socials',
    'edit',
    'switch',
    'watermark',
    'guests',
    'review',
    'subspaces',
    'shares',
  ]) {
    await visit(page, `/spaces/${spaceId}/manage/${option}`, page.getByRole('tabpanel'));
  }
  await visit(page, `/spaces/${spaceId}/poster`, page.getByRole('img', { name: /QR code/ }));

  await visit(page, '/collections', page.getByRole('article', { name: COLLECTION }));
  await page.getByRole('button', { name: 'new collection' }).first().click();
  await expectFits(page, '/collections (new collection)', page.getByLabel('Collection name'));
  await visit(
    page,
    `/collections/${collectionId}/settings`,
    page.getByRole('button', { name: /Harbour Gala/ }),
  );

  await visit(page, '/sites', page.getByRole('article', { name: SITE_TITLE }).locator('img'));
  // On the basic plan, with a site already: a second one is refused before its form, with the way to plans.
  await page.getByRole('button', { name: 'new site' }).first().click();
  await expectFits(
    page,
    '/sites (second site on basic)',
    page.getByRole('dialog', { name: 'Your plan includes one site' }),
  );
  await visit(page, `/sites/${siteId}/settings/details`, page.getByLabel('Title'));
  await visit(
    page,
    `/sites/${siteId}/settings/banner`,
    page.getByRole('list', { name: 'Available banners' }).locator('img'),
  );
  await visit(
    page,
    `/sites/${siteId}/settings/icon`,
    page.getByRole('list', { name: 'Available icons' }).locator('img'),
  );

  await visit(page, '/plans/select', h1(page));
  await visit(page, `/plans/${planId}/subscribe`, h1(page));
  await visit(page, '/settings', h1(page));
  await visit(page, '/faq', h1(page));
  await visit(page, '/no-such-page', h1(page));
});
