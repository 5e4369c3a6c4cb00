import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { outboxMailer, smtpMailer } from '../src/mail/mailer.ts';
import { openMail, SEND_MAIL, sealMail } from '../src/mail/queued-mailer.ts';
import { outboxDir } from '../src/routes/dev-mailbox.ts';
import { describeBackends, freshDatabase, testConfig } from './helpers/harness.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const startSmtp = async (listenOn = 0) => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += String(chunk);
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

describe('SMTP transport', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers through SMTP_URL', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, 'Lense <no-reply@lense.test>');
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Hi',
      text: 'Hello there',
      html: '<p>Hello there</p>',
    });
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@lense.test', to: ['ada@example.com'] });
    expect(smtp.received[0]?.raw).toContain('Subject: Hi');
  });

  it('is what the app uses for sign-up mail when SMTP_URL is set, and the dev mailbox is off', async () => {
    const db = await freshDatabase('pglite');
    const dataDir = mkdtempSync(join(tmpdir(), 'lense-data-'));
    const app = await buildApp(
      testConfig(db.config, dataDir, { smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` }),
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: {
          user: {
            email: 'smtp-user@example.com',
            password: 'secret123',
            first_name: 'S',
            last_name: 'M',
            accepted_terms_of_service: true,
          },
        },
      });
      expect(res.statusCode).toBe(201);
      // Sent by a job, not in the request.
      await app.jobs.idle();
      const mail = smtp.received.find((m) => m.to.includes('smtp-user@example.com'));
      expect(mail?.raw).toContain('confirmation_token=');
      expect((await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('mail while the mail server is down', () => {
  it('answers the sign-up, keeps the mail sealed in the queue and delivers it once the server is back', async () => {
    // A port nothing listens on yet.
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const db = await freshDatabase('pglite');
    const dataDir = mkdtempSync(join(tmpdir(), 'lense-data-'));
    const app = await buildApp(
      testConfig(db.config, dataDir, { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` }),
    );
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: {
          user: {
            email: 'queued@example.com',
            password: 'secret123',
            first_name: 'Q',
            last_name: 'M',
            accepted_terms_of_service: true,
          },
        },
      });
      expect(res.statusCode).toBe(201);
      await app.jobs.idle();
      const [queued] = await app.db.selectFrom('jobs').selectAll().where('name', '=', SEND_MAIL).execute();
      expect(queued).toMatchObject({ state: 'queued', attempts: 1 });
      expect(queued!.last_error).toBeTruthy();
      // The confirmation link is not readable in the database.
      expect(JSON.stringify(queued!.data)).not.toMatch(/confirmation_token|queued@example\.com/);

      smtp = await startSmtp(port);
      await app.db
        .updateTable('jobs')
        .set({ run_at: new Date(0) })
        .where('name', '=', SEND_MAIL)
        .execute();
      await app.jobs.idle();
      const mail = smtp.received.find((m) => m.to.includes('queued@example.com'));
      expect(mail?.raw).toContain('confirmation_token=');
      expect(await app.db.selectFrom('jobs').select('id').where('name', '=', SEND_MAIL).execute()).toEqual(
        [],
      );
    } finally {
      await app.close();
      await smtp?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('opens a sealed mail with any key of a rotated list, and only with those', () => {
    const mail = { to: 'a@example.com', subject: 'Hi', text: 'link', html: '<p>link</p>' };
    const sealed = sealMail(mail, 'old-secret-old-secret-old-secret');
    expect(
      openMail(sealed, ['new-secret-new-secret-new-secret', 'old-secret-old-secret-old-secret']),
    ).toEqual(mail);
    expect(() => openMail(sealed, ['new-secret-new-secret-new-secret'])).toThrow();
  });
});

describeBackends('dev mailbox', (h) => {
  it('lists outbox messages as JSON, newest first', async () => {
    const email = h.uniqueEmail();
    await h.request({
      method: 'POST',
      url: '/api/signup',
      payload: {
        user: {
          email,
          password: 'secret123',
          first_name: 'D',
          last_name: 'M',
          accepted_terms_of_service: true,
        },
      },
    });
    const res = await h.request({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().messages;
    expect(latest).toMatchObject({ to: email, subject: 'Confirm your Lense account' });
    expect(latest.html).toContain('href="http://web.test/confirmation?confirmation_token=');
  });

  it('renders an HTML page with clickable links and escaped content', async () => {
    await h.request({
      method: 'POST',
      url: '/api/signup',
      payload: {
        user: {
          email: h.uniqueEmail(),
          password: 'secret123',
          first_name: 'Dee',
          last_name: 'M',
          accepted_terms_of_service: true,
        },
      },
    });
    const hostile = outboxMailer(outboxDir(h.config.dataDir), 'Lense <no-reply@lense.test>');
    await hostile.send({ to: 'x@example.com', subject: '<script>x</script>', text: '<b>hi</b>', html: '' });
    hostile.close();
    const res = await h.request({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<a href="http://web.test/confirmation?confirmation_token=');
    expect(res.body).not.toContain('<script>x</script>');
    expect(res.body).toContain('&lt;script&gt;');
  });

  it('never puts what a sign-up typed into mail to an address nobody has confirmed', async () => {
    const email = h.uniqueEmail();
    const lure = 'Claim your prize at evil.example';
    const signup = await h.request({
      method: 'POST',
      url: '/api/signup',
      payload: {
        user: {
          email,
          password: 'secret123',
          first_name: lure,
          last_name: 'M',
          accepted_terms_of_service: true,
        },
      },
    });
    expect(signup.statusCode).toBe(201);
    await h.request({ method: 'POST', url: '/api/users/initiate_password_change', payload: { email } });
    await h.request({ method: 'POST', url: '/api/users/confirmation', payload: { email } });
    const mails = await h.mailsTo(email);
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('prize');
  });

  it('refuses names with line breaks or control characters', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/signup',
      payload: {
        user: {
          email: h.uniqueEmail(),
          password: 'secret123',
          first_name: 'Ann\r\nBcc: victim@example.com',
          last_name: 'M',
          accepted_terms_of_service: true,
        },
      },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('outbox', () => {
  it('keeps messages readable by the server user only', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lense-outbox-')), 'outbox');
    // A folder an older version left readable by everyone is closed too.
    mkdirSync(dir, { mode: 0o755 });
    try {
      const mailer = outboxMailer(dir, 'Lense <no-reply@lense.test>');
      await mailer.send({ to: 'a@example.com', subject: 'Reset', text: 'token', html: '<p>token</p>' });
      mailer.close();
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const [file] = readdirSync(dir);
      expect(statSync(join(dir, file!)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dirname(dir), { recursive: true, force: true });
    }
  });
});
