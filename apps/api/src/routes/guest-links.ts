import { type Static, Type } from 'typebox';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { currentUser } from '../auth/session.ts';
import type { RoutePlugin } from '../context.ts';
import {
  type GuestLinkRow,
  newGuestToken,
  newLinkToken,
  openLink,
  WRONG_LINK_PASSWORD,
} from '../guests/guest-links.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { Nullable, PersonName, StatusOnly, status, Uuid } from '../http/schemas.ts';
import { ownedSpace } from '../spaces/space.ts';

const SpaceParams = Type.Object({ space_id: Uuid });
const TokenParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{24}$' }) });

const Limits = {
  max_uploads: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Photos the link takes in all.' }),
  max_uploads_per_guest: Type.Integer({
    minimum: 1,
    maximum: 10_000,
    description: 'Photos one guest may send.',
  }),
  max_bytes_per_guest: Type.Integer({
    minimum: 1,
    maximum: 107_374_182_400,
    description: 'Bytes one guest may send in all.',
  }),
};

const OwnerGuestLink = Type.Object({
  id: Type.String(),
  token: Type.String(),
  url: Type.String({ description: 'The address guests open (and the QR code shows).' }),
  has_password: Type.Boolean(),
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  ...Limits,
  uploads: Type.Integer({ description: 'Photos sent through the link so far.' }),
  guests: Type.Integer({ description: 'Guests who opened it and gave their name.' }),
  created_at: Type.String({ format: 'date-time' }),
});

const GuestLinkSettings = Type.Object(
  {
    password: Type.Optional(
      Nullable(Type.String({ minLength: 4, maxLength: 128, description: 'null: no password.' })),
    ),
    expires_at: Type.Optional(Nullable(Type.String({ format: 'date-time', description: 'null: never.' }))),
    max_uploads: Type.Optional(Limits.max_uploads),
    max_uploads_per_guest: Type.Optional(Limits.max_uploads_per_guest),
    max_bytes_per_guest: Type.Optional(Limits.max_bytes_per_guest),
  },
  { additionalProperties: false },
);

const PublicGuestLink = Type.Object({
  space: Type.Object({
    id: Type.String(),
    title: Type.String(),
    description: Nullable(Type.String()),
    location: Nullable(Type.String()),
    start_date: Type.String({ format: 'date' }),
    end_date: Type.String({ format: 'date' }),
  }),
  needs_password: Type.Boolean(),
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  max_uploads_per_guest: Type.Integer(),
  max_bytes_per_guest: Type.Integer(),
  review: Type.Boolean({
    description: 'Photos wait for the organiser to approve them before anyone sees them.',
  }),
});

const NewGuest = Type.Object({
  id: Type.String(),
  name: Nullable(Type.String()),
  token: Type.String({ description: 'Send it as `X-Lense-Guest` with the uploads; shown once.' }),
});

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const day = (value: Date | string) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);

/**
 * Guest uploads: the owner turns a space's guest link on (with an optional password, an expiry and
 * limits), changes it and turns it off; a guest opens the link, gives an optional name (and the password)
 * and gets a token for uploading into that space, no account needed.
 */
export const guestLinkRoutes: RoutePlugin = async (app, { ctx }) => {
  const { db, config } = ctx;

  const activeLink = (spaceId: string) =>
    db
      .selectFrom('guest_links')
      .selectAll()
      .where('space_id', '=', spaceId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();

  const present = async (link: GuestLinkRow): Promise<Static<typeof OwnerGuestLink>> => {
    const guests = await db
      .selectFrom('guests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('link_id', '=', link.id)
      .executeTakeFirstOrThrow();
    return {
      id: link.id,
      token: link.token,
      url: `${config.publicUrl}/g/${link.token}`,
      has_password: link.password_hash !== null,
      expires_at: iso(link.expires_at),
      max_uploads: link.max_uploads,
      max_uploads_per_guest: link.max_uploads_per_guest,
      max_bytes_per_guest: Number(link.max_bytes_per_guest),
      uploads: link.uploads,
      guests: Number(guests.n),
      created_at: iso(link.created_at) as string,
    };
  };

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
    async (request) => {
      const space = await ownedSpace(db, request.params.space_id, currentUser(request));
      const link = await activeLink(space.id);
      return { guest_link: link ? await present(link) : null };
    },
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
    async (request) => {
      request.changes.nothingPublic();
      const space = await ownedSpace(db, request.params.space_id, currentUser(request));
      const { password, expires_at, ...limits } = request.body;
      const changes = {
        ...limits,
        ...(password !== undefined
          ? { password_hash: password === null ? null : await hashPassword(password) }
          : {}),
        ...(expires_at !== undefined ? { expires_at } : {}),
      };
      const link = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('guest_links')
          .select('id')
          .where('space_id', '=', space.id)
          .where('revoked_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!current) {
          return trx
            .insertInto('guest_links')
            .values({ space_id: space.id, token: newLinkToken(), ...changes })
            .returningAll()
            .executeTakeFirstOrThrow();
        }
        if (Object.keys(changes).length === 0) {
          return trx
            .selectFrom('guest_links')
            .selectAll()
            .where('id', '=', current.id)
            .executeTakeFirstOrThrow();
        }
        return trx
          .updateTable('guest_links')
          .set(changes)
          .where('id', '=', current.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return { guest_link: await present(link) };
    },
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
      request.changes.nothingPublic();
      const space = await ownedSpace(db, request.params.space_id, currentUser(request));
      await db
        .updateTable('guest_links')
        .set({ revoked_at: new Date() })
        .where('space_id', '=', space.id)
        .where('revoked_at', 'is', null)
        .execute();
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
        response: { 200: Type.Object({ guest_link: PublicGuestLink }), ...errorResponses(400, 404, 410) },
      },
    },
    async (request) => {
      const link = await openLink(db, request.params.token);
      const space = await db
        .selectFrom('spaces')
        .select(['id', 'title', 'description', 'location', 'start_date', 'end_date', 'default_hide_items'])
        .where('id', '=', link.space_id)
        .executeTakeFirstOrThrow();
      return {
        guest_link: {
          space: {
            id: space.id,
            title: space.title,
            description: space.description,
            location: space.location,
            start_date: day(space.start_date),
            end_date: day(space.end_date),
          },
          needs_password: link.password_hash !== null,
          expires_at: iso(link.expires_at),
          max_uploads_per_guest: link.max_uploads_per_guest,
          max_bytes_per_guest: Number(link.max_bytes_per_guest),
          review: space.default_hide_items,
        },
      };
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
      config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      request.changes.nothingPublic();
      const link = await openLink(db, request.params.token);
      if (link.password_hash && !(await verifyPassword(link.password_hash, request.body.password ?? ''))) {
        throw new HttpError(401, WRONG_LINK_PASSWORD);
      }
      const name = request.body.name?.trim() || null;
      const { token, hash } = newGuestToken();
      const guest = await db
        .insertInto('guests')
        .values({ link_id: link.id, name, secret_hash: hash })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ guest: { id: guest.id, name: guest.name, token } });
    },
  );
};
