import { expect, test } from '../src/fixtures.ts';

test('the built app refuses script that is not its own, and the journeys would hear of it', async ({
  browser,
  baseURL,
}) => {
  // A page of its own, without the journeys' violation check: this test makes a violation on purpose.
  const page = await browser.newPage({ baseURL: baseURL as string });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.locator('#root > *').first()).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  await page.close();
});

test('the API reference and the dev mailbox run under their policies without a violation', async ({
  page,
}) => {
  await page.goto('/api/docs/');
  await expect(page.locator('.swagger-ui .info')).toBeVisible();
  const mailbox = await page.goto('/dev/mailbox');
  expect(mailbox?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
});
