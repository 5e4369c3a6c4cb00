import { escapeHtml } from '../http/html.ts';
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

/** What a digest of guests' photos tells the owner. */
export interface GuestDigest {
  spaceId: string;
  title: string;
  count: number;
  /** The names guests gave, each once. */
  names: readonly string[];
  /** How many of the photos wait for review. */
  waiting: number;
}

/** Names shown in a digest; the rest are counted. */
const DIGEST_NAMES = 3;

const photos = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);

/** The digest of guests' new photos in one of the owner's spaces. */
export function guestDigestMail(to: string, name: string, publicUrl: string, digest: GuestDigest): Mail {
  const shown = digest.names.slice(0, DIGEST_NAMES);
  const others = digest.names.length - shown.length;
  const from = shown.length
    ? ` from ${shown.join(', ')}${others > 0 ? ` and ${others} other${others === 1 ? '' : 's'}` : ''}`
    : '';
  const waiting = digest.waiting
    ? ` ${digest.waiting === 1 ? '1 waits' : `${digest.waiting} wait`} for your review before anyone sees ${digest.waiting === 1 ? 'it' : 'them'}.`
    : '';
  const manage = `${publicUrl}/spaces/${encodeURIComponent(digest.spaceId)}/manage`;
  return compose(
    to,
    `${photos(digest.count)} from guests in ${digest.title}`,
    hello(name),
    `Guests sent ${photos(digest.count)} to ${digest.title}${from}.${waiting}`,
    digest.waiting ? 'Review them' : 'See them',
    digest.waiting ? `${manage}/review` : `${manage}/shared-media`,
  );
}
