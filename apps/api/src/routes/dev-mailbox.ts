import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { RoutePlugin } from '../context.ts';
import { escapeHtml } from '../http/html.ts';
import { isLoopbackRequest } from '../http/loopback.ts';
import { readOutbox } from '../mail/mailer.ts';

const StoredMail = Type.Object({
  id: Type.String(),
  from: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  date: Type.String(),
});

/** Directory of the outbox inside the data dir. */
export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

/**
 * The mailbox holds every reset and confirmation link: anyone else who could read it could take over any
 * account. It answers this machine only, and looks absent (404) to every other client.
 */
const loopbackOnly = async (request: FastifyRequest, reply: FastifyReply) => {
  if (!isLoopbackRequest(request))
    return reply
      .status(404)
      .send({ error: `route ${request.method} ${request.url.split('?')[0]} not found` });
};

/**
 * The dev mailbox as JSON, under the API base. Registered only when no SMTP server is configured, and
 * answering loopback clients only.
 */
export const devMailboxRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/dev/mailbox',
    {
      onRequest: loopbackOnly,
      schema: {
        tags: ['dev'],
        summary:
          'Messages written to the local outbox, newest first (only without SMTP_URL, to loopback clients)',
        response: { 200: Type.Object({ messages: Type.Array(StoredMail) }) },
      },
    },
    async () => ({ messages: await readOutbox(outboxDir(ctx.config.dataDir)) }),
  );
};

const linkify = (s: string) =>
  escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** A plain HTML page listing the outbox, at /dev/mailbox (loopback clients only). */
export const devMailboxPage: RoutePlugin = async (app, { ctx }) => {
  app.get('/dev/mailbox', { onRequest: loopbackOnly, schema: { hide: true } }, async (_request, reply) => {
    const messages = await readOutbox(outboxDir(ctx.config.dataDir));
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><small>${escapeHtml(m.date)} — to ${escapeHtml(m.to)}</small></p>` +
          `<pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    return (
      reply
        .type('text/html; charset=utf-8')
        // The page's one inline style is all it needs: nothing in a mail can run or load.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        )
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lense dev mailbox</title>' +
            '<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}' +
            'article{border:1px solid #ddd;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>' +
            `</head><body><h1>Dev mailbox</h1>${items || '<p>No messages yet.</p>'}</body></html>`,
        )
    );
  });
};
