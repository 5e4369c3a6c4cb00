import { escapeHtml } from '../http/html.ts';
import type { MailTexts } from './catalogue.ts';
import type { Mail } from './mailer.ts';

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
}

/** Lays a mail out as text and HTML, greeted and signed in the language of `t`. */
export function composeMail(t: MailTexts, { to, subject, name, lines, action, link }: MailContent): Mail {
  const greeting = name ? t('mail.helloName', { name }) : t('mail.hello');
  const signoff = t('mail.signoff');
  return {
    to,
    subject,
    text: `${greeting}\n\n${lines.join('\n')}\n\n${action}: ${link}\n\n${signoff}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${lines.map(escapeHtml).join('<br>')}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(signoff)}</p>`,
  };
}
