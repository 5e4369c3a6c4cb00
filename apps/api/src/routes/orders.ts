import { Readable } from 'node:stream';
import { Type } from 'typebox';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { Nullable, Uuid } from '../http/schemas.ts';
import { createOrder, retryOrder } from '../orders/checkout.ts';
import { OrderBody, orderByToken } from '../orders/order.ts';
import { openOrderZip, paidOriginalUrl } from '../orders/paid-downloads.ts';
import { PHONE_MAX_LENGTH } from '../rules/input-rules.ts';
import { LocaleSchema, localeOfAcceptLanguage } from '../rules/locale.ts';
import { attachmentDisposition } from '../storage/content-disposition.ts';

/** Zips a client may start a minute: each reads every original of an order. */
const ZIPS_PER_MINUTE = 30;

const TokenParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100 }) });

/** Buying photos without an account: an order, paid by an STK Push to the buyer's phone, behind its link. */
export const orderRoutes: RoutePlugin = async (app, { ctx }) => {
  // Each order sends a PIN prompt: a client address gets as many as sign-ins (a phone number has its own cap).
  const rateLimit = { max: ctx.config.authRateLimit, timeWindow: '1 minute' };
  app.post(
    '/orders',
    {
      schema: {
        tags: ['payments'],
        summary: "Order a space's priced photos and send the M-Pesa PIN prompt to the buyer's phone",
        description:
          'Prices are frozen now. The phone may be 07XXXXXXXX, 01XXXXXXXX, +254… or 254… (400 otherwise). 422 when a photo is free, hidden, awaiting review, not in the space or gone; 409 `Sales are not open yet for this event` when the space owner has connected no till or paybill; 429 past the prompts one phone number (5 in 10 minutes) or one address may cause. A prompt M-Pesa did not take answers the order `failed` (retry it).',
        body: Type.Object(
          {
            space_id: Uuid,
            photo_ids: Type.Array(Uuid, { minItems: 1, maxItems: 100, uniqueItems: true }),
            phone: Type.String({ maxLength: PHONE_MAX_LENGTH }),
            email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
            locale: Type.Optional(
              LocaleSchema(
                "The language the order is placed in, 'en' or 'sw': its receipt speaks it. Absent: the best match of the Accept-Language header ('sw' for sw or sw-KE, else 'en').",
              ),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 201: OrderBody, ...errorResponses(400, 404, 409, 422, 429) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { locale, ...order } = request.body;
      const placed = await createOrder(ctx, request.changes, {
        ...order,
        locale: locale ?? localeOfAcceptLanguage(request.headers['accept-language']),
      });
      return reply.status(201).send(placed);
    },
  );

  app.get(
    '/orders/:token',
    {
      schema: {
        tags: ['payments'],
        summary: 'An order by its link: status, photos, total, M-Pesa receipt once paid',
        params: TokenParams,
        response: { 200: OrderBody, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return orderByToken(ctx, request.params.token);
    },
  );

  app.post(
    '/orders/:token/retry',
    {
      schema: {
        tags: ['payments'],
        summary: 'Send a new PIN prompt for an order that ended unpaid, at its ordered prices',
        params: TokenParams,
        response: { 200: OrderBody, ...errorResponses(404, 409, 429) },
      },
      config: { rateLimit },
    },
    async (request) => retryOrder(ctx, request.changes, request.params.token),
  );

  app.get(
    '/orders/:token/photos/:photo_id/original',
    {
      schema: {
        tags: ['payments'],
        summary:
          'The clean original of a photo of a paid order: a redirect to a short-lived download address',
        description:
          'Only while the order is paid and not refunded, for 30 days from its payment, for a photo it holds; 404 otherwise.',
        params: Type.Object({ token: TokenParams.properties.token, photo_id: Uuid }),
        response: { ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const url = await paidOriginalUrl(ctx, request.params.token, request.params.photo_id);
      reply.header('cache-control', 'private, no-store');
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/orders/:token/zip',
    {
      schema: {
        tags: ['payments'],
        summary: "The clean originals of a paid order's photos as one zip, streamed",
        description:
          'The uploaded bytes, never watermarked, numbered oldest first (`0001-<uploader>.<ext>`), stored, not ' +
          'compressed, streamed as the zip is made (no Content-Length). Only while the order is paid and not ' +
          'refunded, for 30 days from its payment; 404 otherwise, as for a single original.',
        params: TokenParams,
        produces: ['application/zip'],
        response: {
          200: Type.String({ contentMediaType: 'application/zip', description: 'The zip.' }),
          ...errorResponses(404, 429),
        },
      },
      config: { rateLimit: { max: ZIPS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const download = await openOrderZip({ ...ctx, log: request.log }, request.params.token);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(download.fileName))
        .header('cache-control', 'private, no-store');
      // Fastify answers HEAD by reading the GET's stream to its end: give it an empty one, not the photos.
      if (request.method === 'HEAD') return reply.send(Readable.from([]) as unknown as string);
      const zip = download.start();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) zip.abort();
      });
      return reply.send(zip.stream as unknown as string);
    },
  );
};
