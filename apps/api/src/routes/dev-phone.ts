import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { escapeHtml } from '../http/html.ts';
import { isLoopbackRequest } from '../http/loopback.ts';
import { RESULT_CODES, type SimulatedPrompt } from '../payments/daraja-simulator.ts';
import { normalisePhone } from '../payments/phone-number.ts';

/** Whoever answers a prompt pays (or refuses) for the buyer: this machine only; everyone else gets a 404. */
const loopbackOnly = async (request: FastifyRequest, reply: FastifyReply) => {
  if (!isLoopbackRequest(request))
    return reply
      .status(404)
      .send({ error: `route ${request.method} ${request.url.split('?')[0]} not found` });
};

const ANSWERS = Object.keys(RESULT_CODES) as (keyof typeof RESULT_CODES)[];

const PromptBody = Type.Object({
  checkout_request_id: Type.String(),
  phone: Type.String(),
  amount: Type.Integer(),
  shortcode: Type.String(),
  account_reference: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  result_code: Type.Union([Type.Integer(), Type.Null()]),
  result_desc: Type.Union([Type.String(), Type.Null()]),
  receipt_number: Type.Union([Type.String(), Type.Null()]),
});

const present = (p: SimulatedPrompt) => ({
  checkout_request_id: p.checkoutRequestId,
  phone: p.phone,
  amount: p.amount,
  shortcode: p.shortcode,
  account_reference: p.accountReference,
  created_at: p.createdAt.toISOString(),
  result_code: p.result?.code ?? null,
  result_desc: p.result?.desc ?? null,
  receipt_number: p.result?.receipt ?? null,
});

/**
 * The built-in M-Pesa simulator's phone, as JSON under the API base: the PIN prompts sent to each number and
 * the tester's answers. Registered only while no DARAJA_BASE_URL is set, for loopback clients only.
 */
export const devPhoneRoutes: RoutePlugin = async (app, { ctx }) => {
  const simulator = ctx.payments.simulator;
  if (!simulator) return;
  app.get(
    '/dev/phone',
    {
      onRequest: loopbackOnly,
      schema: {
        tags: ['dev'],
        summary:
          'PIN prompts the M-Pesa simulator sent, newest first (no DARAJA_BASE_URL, loopback clients only)',
        querystring: Type.Object({ phone: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: { 200: Type.Object({ prompts: Type.Array(PromptBody) }) },
      },
    },
    async (request) => {
      const phone = request.query.phone ? (normalisePhone(request.query.phone) ?? '-') : undefined;
      return { prompts: simulator.prompts(phone).map(present) };
    },
  );

  app.post(
    '/dev/phone/prompts/:checkout_request_id',
    {
      onRequest: loopbackOnly,
      schema: {
        tags: ['dev'],
        summary: "Answer a prompt on the simulator's phone; its callback goes to the order (unless lost)",
        description:
          'accept (0), insufficient_funds (1), cancel (1032), timeout (1037), wrong_pin (2001). `deliver_callback: false` loses the callback, as the network can: only the status job then learns the result.',
        params: Type.Object({ checkout_request_id: Type.String({ maxLength: 100 }) }),
        body: Type.Object(
          {
            answer: Type.Union([
              Type.Literal('accept'),
              Type.Literal('insufficient_funds'),
              Type.Literal('cancel'),
              Type.Literal('timeout'),
              Type.Literal('wrong_pin'),
            ]),
            deliver_callback: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: { 200: PromptBody, ...errorResponses(404) },
      },
    },
    async (request) => {
      // The simulator's phone changes nothing visitors see; the callback it sends declares its own change.
      request.changes.nothingPublic();
      const prompt = await simulator.answer(request.params.checkout_request_id, request.body.answer, {
        deliverCallback: request.body.deliver_callback ?? true,
      });
      if (!prompt) throw new HttpError(404, 'No such prompt');
      return present(prompt);
    },
  );
};

const BUTTONS: Record<keyof typeof RESULT_CODES, string> = {
  accept: 'Enter PIN and pay',
  cancel: 'Cancel',
  insufficient_funds: 'Not enough money',
  wrong_pin: 'Wrong PIN',
  timeout: 'Let it time out',
};

/** The simulator's phone as a page at /dev/phone (loopback clients only): its script calls the JSON routes. */
export const devPhonePage: RoutePlugin = async (app, { ctx }) => {
  const simulator = ctx.payments.simulator;
  if (!simulator) return;
  const api = ctx.config.apiBase;
  app.get('/dev/phone', { onRequest: loopbackOnly, schema: { hide: true } }, async (_request, reply) => {
    const prompts = simulator
      .prompts()
      .map((p) => {
        const actions = p.result
          ? `<p>${escapeHtml(`${p.result.code} — ${p.result.desc}`)}${p.result.receipt ? ` · receipt ${escapeHtml(p.result.receipt)}` : ''}</p>`
          : `<form method="dialog" data-id="${escapeHtml(p.checkoutRequestId)}">${ANSWERS.map(
              (a) => `<button name="answer" value="${a}">${BUTTONS[a]}</button>`,
            ).join(' ')}</form>`;
        return (
          `<article><h2>${escapeHtml(p.phone)}</h2><p>Pay Ksh ${p.amount} to ${escapeHtml(p.shortcode)} ` +
          `(account ${escapeHtml(p.accountReference)})?</p>${actions}</article>`
        );
      })
      .join('\n');
    const script =
      `document.addEventListener('submit',async(e)=>{e.preventDefault();const f=e.target;` +
      `await fetch(${JSON.stringify(`${api}/dev/phone/prompts/`)}+encodeURIComponent(f.dataset.id),` +
      `{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({answer:e.submitter.value})});` +
      `location.reload()});`;
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(12))).toString('base64');
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors 'none'`,
      )
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lense dev phone (M-Pesa simulator)</title>' +
          '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}' +
          'article{border:1px solid #ddd;border-radius:8px;padding:0 1rem 1rem;margin:1rem 0}</style>' +
          `</head><body><h1>Dev phone</h1><p>PIN prompts the M-Pesa simulator sent. Reload to see new ones.</p>` +
          `${prompts || '<p>No prompts yet.</p>'}<script nonce="${nonce}">${script}</script></body></html>`,
      );
  });
};
