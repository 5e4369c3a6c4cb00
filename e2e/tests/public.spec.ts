import { DEMO_USER, expect, signIn, test } from '../src/fixtures.ts';

test('newsletter signup in the footer', async ({ page }) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  const field = footer.getByRole('textbox', { name: 'Email address' });
  await field.fill('jo@example');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Please use a valid email')).toBeVisible();

  await field.fill(`news-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Your email has been added to our monthly newsletter')).toBeVisible();
  await expect(field).toHaveValue('');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Error 404')).toBeVisible();
  await expect(page.getByText('Page not found!')).toBeVisible();
});

test('a trailing slash is removed, keeping the query, replacing history', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible();
  await page.goto('/faq/?from=footer&lang=en');
  await expect(page).toHaveURL('/faq?from=footer&lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  // The slashed address was replaced: going back leaves the FAQ.
  await page.goBack();
  await expect(page).toHaveURL('/home');
});

test('a signed-out visit to a signed-in route goes to /login and returns there after login', async ({
  page,
}) => {
  await page.goto('/spaces');
  await expect(page).toHaveURL('/login');
  await signIn(page, DEMO_USER);
  await expect(page).toHaveURL('/spaces');

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');

  // Another origin is remembered too, query included.
  await page.goto('/collections?view=grid');
  await expect(page).toHaveURL('/login');
  await signIn(page, DEMO_USER);
  await expect(page).toHaveURL('/collections?view=grid');
});

test('Get started and the sign-in screens follow the session', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: "Your event, through everyone's lense" }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL('/login');

  // /signin is the same screen; its Sign up link opens /signup.
  await page.goto('/signin');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/signup');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/signin');
  await signIn(page, DEMO_USER);
  await expect(page).toHaveURL('/spaces');

  // Signed in: the sign-in and sign-up screens send to /spaces, and so does Get started.
  await page.goto('/signup');
  await expect(page).toHaveURL('/spaces');
  await page.goto('/login');
  await expect(page).toHaveURL('/spaces');
  await page.goto('/home');
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL('/spaces');
});

test("the landing's hero photo arrives with the page, in the size the hero shows, and is fetched once", async ({
  page,
}) => {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  await page.goto('/home');
  const hero = page.getByRole('img').first();
  await expect
    .poll(() =>
      hero.evaluate(
        (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).currentSrc,
      ),
    )
    .toBeTruthy();
  const shown = new URL(await hero.evaluate((img) => (img as HTMLImageElement).currentSrc)).pathname;
  expect(shown).toMatch(/\/assets\/reception-\d+-/);
  // The page's head names that very image, so the browser had it on its way before the app ran.
  const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute('imagesrcset');
  expect(preloaded).toContain(shown);
  expect(images.filter((path) => path === shown)).toHaveLength(1);
});
