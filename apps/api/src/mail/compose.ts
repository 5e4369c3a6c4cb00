import { escapeHtml } from '../http/html.ts';
import type { MailTexts } from './catalogue.ts';
import type { InlineImage, Mail } from './mailer.ts';

/** What one mail says, already in its language: a greeting, lines of body, and the link it asks to follow. */
export interface MailContent {
  to: string;
  subject: string;
  /** The person's name to greet, or '' for a greeting without one. */
  name: string;
  /** One paragraph: its lines break in the text and with `<br>` in the HTML. */
  lines: readonly string[];
  action: string;
  link: string;
  /** Images shown in a row after the body (the HTML only), sent inside the mail. */
  images?: readonly InlineImage[] | undefined;
}

// A thumbnail's side in the mail, in CSS pixels (its image is twice that, for sharp screens).
const THUMB_SIDE = 96;

const imageRow = (images: readonly InlineImage[]) =>
  images.length === 0
    ? ''
    : `<p>${images
        .map(
          ({ cid }) =>
            `<img src="cid:${escapeHtml(cid)}" width="${THUMB_SIDE}" height="${THUMB_SIDE}" alt="" ` +
            'style="object-fit:cover;border-radius:8px;margin:0 6px 6px 0">',
        )
        .join('')}</p>`;

/** Lays a mail out as text and HTML, greeted and signed in the language of `t`. */
export function composeMail(
  t: MailTexts,
  { to, subject, name, lines, action, link, images = [] }: MailContent,
): Mail {
  const greeting = name ? t('mail.helloName', { name }) : t('mail.hello');
  const signoff = t('mail.signoff');
  return {
    to,
    subject,
    text: `${greeting}\n\n${lines.join('\n')}\n\n${action}: ${link}\n\n${signoff}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${lines.map(escapeHtml).join('<br>')}</p>${imageRow(images)}` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(signoff)}</p>`,
    ...(images.length > 0 ? { attachments: [...images] } : {}),
  };
}
