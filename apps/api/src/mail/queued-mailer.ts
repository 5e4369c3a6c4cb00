import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { JobQueue } from '../jobs/types.ts';
import type { Mail, Mailer } from './mailer.ts';

/** The job that sends one e-mail. */
export const SEND_MAIL = 'send-mail';

/** Tries of a mail before it is kept as failed: with the queue's back-off, about an hour of an SMTP outage. */
const MAIL_TRIES = 12;

/** A queued mail: sealed, since it carries sign-in and reset links the database must not show in clear. */
interface SealedMail {
  iv: string;
  tag: string;
  data: string;
}

const keyOf = (secret: string) => createHash('sha256').update(`lense-mail:${secret}`).digest();

/** Seals `mail` with AES-256-GCM under a key derived from `secret`. */
export function sealMail(mail: Mail, secret: string): SealedMail {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(mail), 'utf8'), cipher.final()]);
  return {
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/** Opens a sealed mail with whichever of `secrets` sealed it (a rotated list); throws when none did. */
export function openMail(sealed: SealedMail, secrets: readonly string[]): Mail {
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(sealed.iv, 'base64'));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
      const text = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
      return JSON.parse(text.toString('utf8')) as Mail;
    } catch {
      // Sealed with another key of the list.
    }
  }
  throw new Error('a queued mail sealed with a key no longer configured');
}

/**
 * Sends mail through the durable job queue: `send` only queues it (in the caller's request, so a mail
 * server's hiccup is never the request's error), and a job delivers it through `transport`, tried again with
 * back-off. Register it before the queue starts.
 */
export function queuedMailer(jobs: JobQueue, transport: Mailer, secrets: readonly string[]): Mailer {
  jobs.work<SealedMail>(SEND_MAIL, (job) => transport.send(openMail(job.data, secrets)), { concurrency: 4 });
  return {
    send: async (mail) => {
      await jobs.send(SEND_MAIL, sealMail(mail, secrets[0]!), { retryLimit: MAIL_TRIES });
    },
    close: () => transport.close(),
  };
}
