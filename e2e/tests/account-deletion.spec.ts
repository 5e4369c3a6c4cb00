import { createConfirmedUser, expect, MAIL, signIn, test } from '../src/fixtures.ts';

const DELETION_MAIL_SENT =
  'Check your e-mail: we have sent you a link to confirm the deletion of your account.';

test('an account is deleted through the mailed link and the exit survey, and can no longer sign in', async ({
  page,
  request,
  mailbox,
}) => {
  const user = await createConfirmedUser(request, mailbox);
  await page.goto('/login');
  await signIn(page, user);
  await expect(page).toHaveURL('/spaces');

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  const danger = page.getByRole('region', { name: 'Delete account' });
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  await expect(danger.getByRole('status')).toHaveText(DELETION_MAIL_SENT);

  const link = await mailbox.link(user.email, MAIL.accountDeletion);
  expect(link.pathname).toMatch(/^\/exit-survey\/[^/]+$/);
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'We are sorry to see you go' })).toBeVisible();
  const survey = page.getByRole('form', { name: 'Exit survey' });
  const submit = survey.getByRole('button', { name: 'Delete my account' });
  await expect(submit).toBeDisabled();
  await survey.getByLabel('Reason').selectOption('missing features');
  await expect(submit).toBeDisabled();
  await survey.getByLabel('Feedback').fill('I needed video uploads for my events.');
  await submit.click();
  await expect(page.getByText('Thanks for providing us with valuable feedback!')).toBeVisible();
  await expect(page).toHaveURL('/closure');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Deleted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();

  // Signed out, and the account is gone: the link is dead and signing in is refused.
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto(link.pathname);
  await expect(page.getByText('Page not found!')).toBeVisible();
  await page.goto('/login');
  await signIn(page, user);
  await expect(page.getByText('Invalid Email or password.')).toBeVisible();
  await expect(page).toHaveURL('/login');
});
