import { Type } from 'typebox';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import { joinGuestLink, NewGuest, openedGuestLink, PublicGuestLink } from '../guests/guest-joining.ts';
import {
  GuestLinkLimits,
  OwnerGuestLink,
  ownerGuestLink,
  setGuestLink,
  turnOffGuestLink,
} from '../guests/guest-link-edits.ts';
import { LINK_NOT_FOUND } from '../guests/guest-links.ts';
import { errorResponses } from '../http/errors.ts';
import { Nullable, PersonName, StatusOnly, status, Uuid } from '../http/schemas.ts';
import { rejectMalformedKey } from '../http/validation.ts';

const SpaceParams = Type.Object({ space_id: Uuid });
const TokenParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{24}$' }) });

const GuestLinkSettings = Type.Object(
  {
    password: Type.Optional(
      Nullable(Type.String({ minLength: 4, maxLength: 128, description: 'null: no password.' })),
    ),
    expires_at: Type.Optional(Nullable(Type.String({ format: 'date-time', description: 'null: never.' }))),
    max_uploads: Type.Optional(GuestLinkLimits.max_uploads),
    max_uploads_per_guest: Type.Optional(GuestLinkLimits.max_uploads_per_guest),
    max_bytes_per_guest: Type.Optional(GuestLinkLimits.max_bytes_per_guest),
  },
  { additionalProperties: false },
);

/**
 * Guest uploads: the owner turns a space's guest link on (with an optional password, an expiry and
 * limits), changes it and turns it off; a guest opens the link, gives an optional name (and the password)
 * and gets a token for uploading into that space, no account needed.
 */
export const guestLinkRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/spaces/:space_id/guest_link',
    {
      schema: {
        tags: ['guests'],
        summary: "The space's guest upload link, or null when guest uploads are off (owner only)",
        security: [{ bearer: [] }],
        params: SpaceParams,
        response: {
          200: Type.Object({ guest_link: Nullable(OwnerGuestLink) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => ownerGuestLink(ctx, currentUser(request), request.params.space_id),
  );

  app.put(
    '/spaces/:space_id/guest_link',
    {
      schema: {
        tags: ['guests'],
        summary: 'Turn guest uploads on, or change the link’s password, expiry and limits (owner only)',
        description:
          'Creates the link when the space has none working; fields left out keep their value. Defaults: no password, no expiry, 5,000 photos in all, 100 photos and 1 GiB a guest.',
        security: [{ bearer: [] }],
        params: SpaceParams,
        body: GuestLinkSettings,
        response: { 200: Type.Object({ guest_link: OwnerGuestLink }), ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) =>
      setGuestLink(ctx, request.changes, currentUser(request), request.params.space_id, request.body),
  );

  app.delete(
    '/spaces/:space_id/guest_link',
    {
      schema: {
        tags: ['guests'],
        summary: 'Turn guest uploads off: the link and every guest token stop working at once (owner only)',
        description: 'Photos guests already sent stay. Turning uploads on again makes a new link.',
        security: [{ bearer: [] }],
        params: SpaceParams,
        response: { 200: StatusOnly, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: ctx.auth.required,
    },
    async (request) => {
      await turnOffGuestLink(ctx.db, request.changes, currentUser(request), request.params.space_id);
      return { status: status(200, 'Guest uploads turned off') };
    },
  );

  app.get(
    '/guest_links/:token',
    {
      schema: {
        tags: ['guests'],
        summary: 'What a guest sees on opening a guest link: the event and the link’s rules (anyone)',
        description: '404 for an unknown link, 410 for one turned off or expired.',
        params: TokenParams,
        response: { 200: Type.Object({ guest_link: PublicGuestLink }), ...errorResponses(404, 410) },
      },
      attachValidation: true,
    },
    async (request) => {
      rejectMalformedKey(request, LINK_NOT_FOUND);
      return openedGuestLink(ctx.db, ctx.media, request.params.token);
    },
  );

  app.post(
    '/guest_links/:token/guests',
    {
      schema: {
        tags: ['guests'],
        summary:
          'Join a guest link: an optional name (shown with the photos) and its password, if it has one',
        description:
          'Answers a token to send as `X-Lense-Guest` with `POST /presigned_urls` (and `POST /photos/{photo_id}/complete`). 401 for a wrong password; limited like sign-ins.',
        params: TokenParams,
        body: Type.Object(
          {
            name: Type.Optional(Nullable(PersonName({ maxLength: 60 }))),
            password: Type.Optional(Type.String({ maxLength: 128 })),
          },
          { additionalProperties: false },
        ),
        response: { 201: Type.Object({ guest: NewGuest }), ...errorResponses(400, 401, 404, 410, 429) },
      },
      config: { rateLimit: { max: ctx.config.authRateLimit, timeWindow: '1 minute' } },
      attachValidation: true,
    },
    async (request, reply) => {
      rejectMalformedKey(request, LINK_NOT_FOUND);
      const joined = await joinGuestLink(ctx.db, request.changes, request.params.token, request.body);
      return reply.status(201).send(joined);
    },
  );
};
