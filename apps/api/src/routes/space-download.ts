import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { Uuid } from '../http/schemas.ts';
import { canView, ownedSpace, owns, SPACE_NOT_FOUND, type SpaceRow } from '../spaces/space.ts';
import { spaceZip, zipFileName } from '../spaces/space-zip.ts';
import { attachmentDisposition } from '../storage/content-disposition.ts';

/** 403 for a visitor of a space whose owner has not allowed downloads. */
export const DOWNLOADS_OFF = 'Downloads are turned off for this space';
/** 403 for an owner's download address that is expired or was tampered with. */
export const DOWNLOAD_LINK_INVALID = 'This download link has expired or is invalid; ask for a new one';

/** Seconds an owner's signed download address works: enough for the browser to follow it at once. */
export const DOWNLOAD_URL_TTL_SECONDS = 120;

/** Downloads a client may start a minute: a zip reads every photo of a space. */
const DOWNLOADS_PER_MINUTE = 30;

/**
 * Signed addresses of an owner's zip. The signature covers the space, its owner and the expiry, so it works
 * for that space only, until it expires, and only while the same user owns the space. The keys are derived
 * from the token secrets (the same on every replica) for this purpose only: the first signs, every one
 * verifies.
 */
function downloadSigner(secrets: readonly string[], now: () => number = () => Date.now()) {
  const keys = secrets.map((secret) =>
    createHmac('sha256', secret).update('lense space zip download addresses').digest(),
  );
  const mac = (key: Buffer, space: Pick<SpaceRow, 'id' | 'user_id'>, expires: number) =>
    createHmac('sha256', key)
      .update(JSON.stringify([space.id, space.user_id, expires]))
      .digest();
  const [signing] = keys;
  if (!signing) throw new Error('Download addresses need a secret');
  return {
    sign(space: Pick<SpaceRow, 'id' | 'user_id'>) {
      const expires = Math.floor(now() / 1000) + DOWNLOAD_URL_TTL_SECONDS;
      return { expires, sig: mac(signing, space, expires).toString('base64url') };
    },
    verify(space: Pick<SpaceRow, 'id' | 'user_id'>, expires: string, sig: string): boolean {
      if (!/^\d{1,12}$/.test(expires)) return false;
      const at = Number(expires);
      if (at < Math.floor(now() / 1000)) return false;
      const given = Buffer.from(sig, 'base64url');
      let valid = false;
      for (const key of keys) {
        const expected = mac(key, space, at);
        if (given.length === expected.length && timingSafeEqual(given, expected)) valid = true;
      }
      return valid;
    },
  };
}

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
      request.changes.nothingPublic();
      const space = await ownedSpace(db, request.params.space_id, currentUser(request));
      const { expires, sig } = signer.sign(space);
      reply.header('cache-control', 'private, no-store');
      return {
        url: `${config.apiBase}/spaces/${space.id}/download?expires=${expires}&sig=${sig}`,
        expires_at: new Date(expires * 1000).toISOString(),
      };
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
          'Files are numbered oldest first, `0001-<uploader>.<ext>`. The zip is streamed as it is made (stored, ' +
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
      const { user } = request;
      const { expires, sig } = request.query;
      const space = await db
        .selectFrom('spaces')
        .selectAll()
        .where('id', '=', request.params.space_id)
        .executeTakeFirst();
      if (!space) throw new HttpError(404, SPACE_NOT_FOUND);
      let owner = owns(space, user);
      if (!owner && (expires !== undefined || sig !== undefined)) {
        if (!signer.verify(space, expires ?? '', sig ?? '')) {
          // An expired link to a private space must not tell a stranger that the space exists.
          throw canView(space, user)
            ? new HttpError(403, DOWNLOAD_LINK_INVALID)
            : new HttpError(404, SPACE_NOT_FOUND);
        }
        owner = true;
      }
      if (!owner) {
        if (!canView(space, user)) throw new HttpError(404, SPACE_NOT_FOUND);
        if (!space.allow_downloads) throw new HttpError(403, DOWNLOADS_OFF);
      }

      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(zipFileName(space.title)))
        .header('cache-control', 'private, no-store');
      // Fastify answers HEAD by reading the GET's stream to its end: give it an empty one, not the photos.
      // (A stream is sent as it is, never serialized; the schema's string describes the zip's bytes.)
      if (request.method === 'HEAD') return reply.send(Readable.from([]) as unknown as string);
      const zip = spaceZip({ db, storage, log: request.log }, space, owner ? 'owner' : 'visitor');
      // The client went away before the end: stop reading rows and objects at once.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) zip.abort();
      });
      return reply.send(zip.stream as unknown as string);
    },
  );
};
