import { createConfirmedUser, expect, MAIL, newUser, signIn, test } from '../src/fixtures.ts';

const SIGNUP_SENT = 'We have sent an email to confirm your signup to your email';
const NOT_CONFIRMED = 'You have to confirm your email address before continuing.';
const RESET_SENT = 'Reset password instructions sent to your email';

test('sign up, confirm through the mailed link, log in to /spaces, log out', async ({ page, mailbox }) => {
  const user = newUser();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const submit = page.getByRole('button', { name: 'Sign up' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').check();
  await submit.click();
  await expect(page.getByText(SIGNUP_SENT)).toBeVisible();
  await expect(page).toHaveURL('/login');

  // Not confirmed yet: the login is refused with the API's message.
  await signIn(page, user);
  await expect(page.getByText(NOT_CONFIRMED)).toBeVisible();

  const link = await mailbox.link(user.email, MAIL.confirmation);
  expect(link.pathname).toBe('/confirmation');
  const token = link.searchParams.get('confirmation_token');
  expect(token).toBeTruthy();

  await page.goto(link.pathname + link.search);
  // The toast (the confirmation card says it too, followed by 'You can now sign in.').
  await expect(
    page
      .getByRole('status')
      .getByText('Your email address has been successfully confirmed.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();

  await page.goto('/login');
  await signIn(page, user);
  await expect(page).toHaveURL('/spaces');

  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
  await expect(menu.getByText(user.email)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // Signed out for real: a signed-in route sends back to the login screen.
  await page.goto('/spaces');
  await expect(page).toHaveURL('/login');
});

test('password reset by the mailed link, then log in with the new password', async ({
  page,
  request,
  mailbox,
}) => {
  const user = await createConfirmedUser(request, mailbox);
  const newPassword = `${user.password}-new`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL('/forgot-password');
  // The URL changes before the page's chunk has replaced the sign-in form, whose field is also 'E-mail'.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send instructions' }).click();
  await expect(page.getByText(RESET_SENT)).toBeVisible();

  const link = await mailbox.link(user.email, MAIL.resetPassword);
  expect(link.pathname).toBe('/password/edit');
  expect(link.searchParams.get('reset_password_token')).toBeTruthy();
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await expect(page).toHaveURL('/login');

  // The old password no longer works; the new one does.
  await signIn(page, user);
  await expect(page.getByText('Invalid Email or password.')).toBeVisible();
  await page.reload();
  await signIn(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL('/spaces');
});
