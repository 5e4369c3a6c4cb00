import { escapeHtml } from '../html.ts';
import type { Mail } from './mailer.ts';

const compose = (
  to: string,
  subject: string,
  greeting: string,
  body: string,
  action: string,
  link: string,
): Mail => ({
  to,
  subject,
  text: `${greeting}\n\n${body}\n\n${action}: ${link}\n\nThe Lense team`,
  html:
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>The Lense team</p>`,
});

const hello = (name: string) => (name ? `Hello ${name},` : 'Hello,');

/**
 * The sign-up confirmation e-mail. It goes to an address nobody has proven yet, so it carries nothing the
 * person signing up typed (their name could be a message to a stranger).
 */
export const confirmationMail = (to: string, publicUrl: string, token: string): Mail =>
  compose(
    to,
    'Confirm your Lense account',
    hello(''),
    'Thanks for signing up to Lense. Please confirm your e-mail address to sign in.',
    'Confirm my account',
    `${publicUrl}/confirmation?confirmation_token=${encodeURIComponent(token)}`,
  );

/** The password-reset e-mail; `name` only when the address is confirmed (else ''). */
export const resetPasswordMail = (to: string, name: string, publicUrl: string, token: string): Mail =>
  compose(
    to,
    'Reset your Lense password',
    hello(name),
    'Someone asked to change your password. If it was not you, ignore this e-mail; your password stays the same.',
    'Change my password',
    `${publicUrl}/password/edit?reset_password_token=${encodeURIComponent(token)}`,
  );

/** The account-deletion e-mail. */
export const deletionMail = (to: string, name: string, publicUrl: string, token: string): Mail =>
  compose(
    to,
    'Delete your Lense account',
    hello(name),
    'You asked to delete your Lense account. Follow the link within an hour to confirm; this cannot be undone.',
    'Delete my account',
    `${publicUrl}/exit-survey/${encodeURIComponent(token)}`,
  );
