import { DEMO_USER, expect, signIn, test } from '../src/fixtures.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('signed out, the hamburger opens the menu with Discover and Login', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText(['Discover', 'Login']);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

  await menu.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL('/discover');
  await expect(menu).toBeHidden();
});

test('signed in, the menu lists every entry and Logout signs out', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO_USER);
  await expect(page).toHaveURL('/spaces');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText([
    'Spaces',
    'Collections',
    'Sites',
    'Discover',
    'Upgrade plan',
    'Settings',
  ]);
  await expect(menu.getByRole('link', { name: 'Spaces' })).toHaveAttribute('aria-current', 'page');

  await menu.getByRole('link', { name: 'Collections' }).click();
  await expect(page).toHaveURL('/collections');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
});
