import type { Locale } from '../rules/locale.ts';
import { mailTexts } from './catalogue.ts';
import { composeMail } from './compose.ts';
import type { InlineImage, Mail } from './mailer.ts';

/**
 * The sign-up confirmation e-mail, in the language the sign-up chose. It goes to an address nobody has
 * proven yet, so it carries nothing the person signing up typed (their name could be a message to a stranger).
 */
export function confirmationMail(to: string, locale: Locale, publicUrl: string, token: string): Mail {
  const t = mailTexts(locale);
  return composeMail(t, {
    to,
    subject: t('confirmation.subject'),
    name: '',
    lines: [t('confirmation.body')],
    action: t('confirmation.action'),
    link: `${publicUrl}/confirmation?confirmation_token=${encodeURIComponent(token)}`,
  });
}

/** The password-reset e-mail in the account's language; `name` only when the address is confirmed (else ''). */
export function resetPasswordMail(
  to: string,
  locale: Locale,
  name: string,
  publicUrl: string,
  token: string,
): Mail {
  const t = mailTexts(locale);
  return composeMail(t, {
    to,
    subject: t('passwordReset.subject'),
    name,
    lines: [t('passwordReset.body')],
    action: t('passwordReset.action'),
    link: `${publicUrl}/password/edit?reset_password_token=${encodeURIComponent(token)}`,
  });
}

/** The account-deletion e-mail in the account's language. */
export function deletionMail(
  to: string,
  locale: Locale,
  name: string,
  publicUrl: string,
  token: string,
): Mail {
  const t = mailTexts(locale);
  return composeMail(t, {
    to,
    subject: t('accountDeletion.subject'),
    name,
    lines: [t('accountDeletion.body')],
    action: t('accountDeletion.action'),
    link: `${publicUrl}/exit-survey/${encodeURIComponent(token)}`,
  });
}

/** What a digest of guests' photos tells the owner. */
export interface GuestDigest {
  spaceId: string;
  title: string;
  count: number;
  /** The names guests gave, each once. */
  names: readonly string[];
  /** How many of the photos wait for review. */
  waiting: number;
  /** Thumbnails of the newest of them, shown in the mail. */
  thumbnails?: readonly InlineImage[] | undefined;
}

/** Names shown in a digest; the rest are counted. */
const DIGEST_NAMES = 3;

/** The digest of guests' new photos in one of the owner's spaces, in the owner's language. */
export function guestDigestMail(
  to: string,
  locale: Locale,
  name: string,
  publicUrl: string,
  digest: GuestDigest,
): Mail {
  const t = mailTexts(locale);
  const { count, title, waiting } = digest;
  const shown = digest.names.slice(0, DIGEST_NAMES);
  const others = digest.names.length - shown.length;
  const names = shown.join(', ');
  const sent = !shown.length
    ? t('guestDigest.sent', { count, title })
    : others > 0
      ? t('guestDigest.sentFromOthers', { count, title, names, others })
      : t('guestDigest.sentFrom', { count, title, names });
  const body = waiting ? `${sent} ${t('guestDigest.waiting', { waiting })}` : sent;
  const manage = `${publicUrl}/spaces/${encodeURIComponent(digest.spaceId)}/manage`;
  return composeMail(t, {
    to,
    subject: t('guestDigest.subject', { count, title }),
    name,
    lines: [body],
    action: waiting ? t('guestDigest.review') : t('guestDigest.see'),
    link: waiting ? `${manage}/review` : `${manage}/shared-media`,
    images: digest.thumbnails,
  });
}
