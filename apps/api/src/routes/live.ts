import { Type } from 'typebox';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import { AddressCaps } from '../net/address-caps.ts';
import { networkLimits } from '../net/network-limits.ts';
import { liveWallPhotos } from '../photos/live-wall.ts';
import { PhotoBody } from '../photos/photo.ts';
import { viewableSpace } from '../spaces/space.ts';

/** A comment line this often keeps proxies and the idle timeout from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 15_000;

/** Seconds a refused stream is asked to wait: a place frees only when a viewer leaves. */
const STREAM_RETRY_AFTER_SECONDS = 30;

/**
 * A space's live signal, as server-sent events: `photos` whenever its visible photos change (a photo
 * appears or is approved, hidden or deleted), so a slideshow reads the space again at once instead of
 * polling. Anyone who may see the space may listen (a private one: its owner). Streams are capped per client
 * address (loopback included) and in total: each holds a socket for as long as it is open.
 */
export const liveRoutes: RoutePlugin = async (app, { ctx }) => {
  // Open streams end when the server stops, or they would hold its shutdown open.
  const open = new Set<() => void>();
  const limits = networkLimits(ctx.config);
  const streams = new AddressCaps(limits.liveStreamsPerAddress, limits.liveStreamsTotal);
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/spaces/:space_id/live',
    {
      schema: {
        tags: ['spaces'],
        summary: "Server-sent events: `photos` each time the space's visible photos change",
        description:
          'A `text/event-stream` that stays open: `ready` first, then `photos` (data: the space id) on every change, and a comment every 15 s. Read the space again on `photos`. Browsers reconnect by themselves (`retry: 3000`). Streams are capped per client address and in total: past a cap the answer is 429 or 503 with `Retry-After`, and the show reads `/live/photos` every few seconds instead.',
        params: Type.Object({ space_id: Uuid }),
        produces: ['text/event-stream'],
        response: { 200: Type.String(), ...errorResponses(400, 404, 429, 503) },
      },
      preHandler: ctx.auth.optional,
    },
    async (request, reply) => {
      const space = await viewableSpace(ctx.db, request.params.space_id, request.user ?? null);
      const address = request.ip;
      const refused = streams.take(address);
      if (refused !== null) {
        reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS));
        throw new HttpError(
          refused,
          refused === 429
            ? 'too many live streams from this address, try again later'
            : 'the server holds all the live streams it can, try again later',
        );
      }
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      out.write(`retry: 3000\nevent: ready\ndata: ${space.id}\n\n`);
      const unsubscribe = ctx.live.subscribe(space.id, () =>
        out.write(`event: photos\ndata: ${space.id}\n\n`),
      );
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), LIVE_HEARTBEAT_MS);
      const end = () => {
        if (!open.delete(end)) return;
        streams.release(address);
        clearInterval(heartbeat);
        unsubscribe();
        out.end();
      };
      open.add(end);
      request.raw.once('close', end);
      // A client gone while the space was read has closed already: its stream ends now, giving back its place.
      if (request.raw.socket?.destroyed) end();
    },
  );

  app.get(
    '/spaces/:space_id/live/photos',
    {
      schema: {
        tags: ['spaces'],
        summary: 'The photos of a live wall: the 100 most recently shown to visitors, newest first',
        description:
          "Ordered by when each photo was shown (its images made in a space that shows new items, its approval, or its unhiding), not by upload: a photo approved now comes first even if it was sent an hour ago. Visible photos only, as visitors see them (watermarked where the space says so), even to the space's owner. Read it again on each `photos` event of `GET /spaces/{space_id}/live`.",
        params: Type.Object({ space_id: Uuid }),
        response: { 200: Type.Object({ photos: Type.Array(PhotoBody) }), ...errorResponses(400, 404) },
      },
      preHandler: ctx.auth.optional,
    },
    async (request) => liveWallPhotos(ctx, request.user ?? null, request.params.space_id),
  );
};
