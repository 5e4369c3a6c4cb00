import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import {
  DOWNLOAD_URL_TTL_SECONDS,
  downloadSigner,
  openSpaceDownload,
  spaceDownloadAddress,
} from '../spaces/space-download.ts';
import { attachmentDisposition } from '../storage/content-disposition.ts';

/** Downloads a client may start a minute: a zip reads every photo of a space. */
const DOWNLOADS_PER_MINUTE = 30;

const SpaceParams = Type.Object({ space_id: Uuid });

/**
 * A space's photos as one zip, streamed: the owner gets every original (hidden and awaiting-review photos
 * too), a visitor of a public space whose owner allows downloads gets the previews it is shown (watermarked
 * where the space watermarks). A browser's download is a navigation that carries no bearer token, so the
 * owner first asks `POST /spaces/{id}/download_url` for a short-lived signed address.
 */
export const spaceDownloadRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, storage, config } = ctx;
  const signer = downloadSigner(ctx.jwtSecrets);

  app.post(
    '/spaces/:space_id/download_url',
    {
      schema: {
        tags: ['spaces'],
        summary: "A short-lived signed address of the space's zip of originals (owner only)",
        description:
          `The address of \`GET /spaces/{space_id}/download\` with \`expires\` and \`sig\`: it needs no ` +
          `Authorization header, so a browser can follow it as a plain link. It works for ` +
          `${DOWNLOAD_URL_TTL_SECONDS} seconds (a download started in time runs to its end), for this space ` +
          'only and while the caller owns it. Ask again for each download.',
        security: [{ bearer: [] }],
        params: SpaceParams,
        response: {
          200: Type.Object({
            url: Type.String({ description: 'Relative to the API origin, e.g. /api/spaces/{id}/download?…' }),
            expires_at: Type.String({ format: 'date-time' }),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request, reply) => {
      const address = await spaceDownloadAddress(
        { db, signer, apiBase: config.apiBase },
        request.changes,
        currentUser(request),
        request.params.space_id,
      );
      reply.header('cache-control', 'private, no-store');
      return address;
    },
  );

  app.get(
    '/spaces/:space_id/download',
    {
      schema: {
        tags: ['spaces'],
        summary: "The space's photos as one zip, streamed",
        description:
          'For the owner (a bearer token, or the signed `expires` and `sig` of `POST /spaces/{space_id}/download_url`, ' +
          'for a browser link): every photo whose bytes have arrived, hidden and awaiting-review ones too, as ' +
          'the original. For anyone else, only on a public space whose `allow_downloads` is on: the visible ' +
          'photos as the preview they are shown (watermarked where the space watermarks; never an original). ' +
          "Oldest first. The owner's files keep the names they were uploaded with (a repeated name gets ` (2)`, " +
          "` (3)`… before its extension); a visitor's, and the owner's from before names were kept, are numbered, " +
          '`0001-<uploader>.<ext>`. The zip is streamed as it is made (stored, ' +
          'not compressed; ZIP64 past 4 GB), so it has no Content-Length; a failure midway cuts the response ' +
          'short. 404 when the space does not exist or the caller may not see it; 403 when visitors may not ' +
          'download it or the signed address has expired.',
        params: SpaceParams,
        querystring: Type.Object({
          expires: Type.Optional(Type.String({ maxLength: 20 })),
          sig: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        produces: ['application/zip'],
        response: {
          200: Type.String({ contentMediaType: 'application/zip', description: 'The zip.' }),
          ...errorResponses(400, 403, 404, 429),
        },
      },
      preHandler: ctx.auth.optional,
      config: { rateLimit: { max: DOWNLOADS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const download = await openSpaceDownload(
        { db, storage, log: request.log, signer },
        request.user ?? null,
        request.params.space_id,
        request.query,
      );
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(download.fileName))
        .header('cache-control', 'private, no-store');
      // Fastify answers HEAD by reading the GET's stream to its end: give it an empty one, not the photos.
      // (A stream is sent as it is, never serialized; the schema's string describes the zip's bytes.)
      if (request.method === 'HEAD') return reply.send(Readable.from([]) as unknown as string);
      const zip = download.start();
      // The client went away before the end: stop reading rows and objects at once.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) zip.abort();
      });
      return reply.send(zip.stream as unknown as string);
    },
  );
};
