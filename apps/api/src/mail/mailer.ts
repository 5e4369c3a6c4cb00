import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/**
 * An image sent inside a mail and shown by its HTML as `cid:{cid}`: mail clients load no image from the
 * web without asking, and a photo waiting for review has no public address anyway.
 */
export interface InlineImage {
  filename: string;
  cid: string;
  contentType: string;
  /** The bytes, base64: the mail travels as JSON through the queue. */
  content: string;
  encoding: 'base64';
}

/** An outgoing e-mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: InlineImage[] | undefined;
}

/** A message kept in the outbox. */
export interface StoredMail extends Mail {
  id: string;
  from: string;
  date: string;
}

/** Sends e-mail. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Sends through SMTP (nodemailer). `SMTP_URL` like smtp://user:pass@host:587; transport options can ride
 * in the query string (smtp://127.0.0.1:2525?ignoreTLS=true).
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/**
 * Writes every message as JSON into `dir` (rendered by nodemailer's JSON transport), for the dev mailbox.
 * File names sort by time.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
      const date = new Date();
      const stored: StoredMail = { id: randomUUID(), from, date: date.toISOString(), ...mail };
      // The outbox holds sign-in links: readable by the server's own user only, also when an older version
      // created the folder open to everyone.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700);
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${stored.id}.json`;
      await writeFile(join(dir, name), JSON.stringify(stored, null, 2), { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}

/** Reads the outbox, newest first. */
export async function readOutbox(dir: string, limit = 100): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  names.sort().reverse();
  const mails: StoredMail[] = [];
  for (const name of names.slice(0, limit)) {
    try {
      mails.push(JSON.parse(await readFile(join(dir, name), 'utf8')) as StoredMail);
    } catch {
      // a half-written or foreign file: skip it
    }
  }
  return mails;
}
