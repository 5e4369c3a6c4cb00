import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, GuestLinksTable } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The guest (`X-Lense-Guest`) that authenticated the request, on routes that accept one. */
    guestGrant: GuestGrant | null;
  }
}

/** The request header that carries a guest's upload token. */
export const GUEST_HEADER = 'x-lense-guest';

export const LINK_NOT_FOUND = 'This upload link does not exist';
export const LINK_REVOKED = 'This upload link has been turned off by the organiser';
export const LINK_EXPIRED = 'This upload link has expired';
export const WRONG_LINK_PASSWORD = 'Wrong password';
export const GUEST_LIMIT_REACHED = 'You have reached the upload limit of this event';
export const LINK_LIMIT_REACHED = 'This event has received all the photos it can take';
export const GUEST_TOO_FAST = 'Too many photos at once: please wait a minute and try again';
/** 403 for a guest token used for anything but uploading photos into its event. */
export const GUEST_ONLY_UPLOADS = 'A guest link only allows uploading photos into its event';

export type GuestLinkRow = Selectable<GuestLinksTable>;

/** What a valid guest token grants: uploads into one space, as that guest, within the link's limits. */
export interface GuestGrant {
  guestId: string;
  linkId: string;
  spaceId: string;
  /** The space owner's id (the photos are theirs). */
  userId: string;
  name: string | null;
}

const GUEST_TOKEN = /^lg_[A-Za-z0-9_-]{43}$/;
const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new link token: the secret part of a guest link's address. */
export const newLinkToken = () => randomBytes(18).toString('base64url');

/** A new guest token and the hash the database keeps of it. */
export function newGuestToken(): { token: string; hash: string } {
  const token = `lg_${randomBytes(32).toString('base64url')}`;
  return { token, hash: digest(token) };
}

/** Why a link takes no uploads, or null when it does. */
export function closedReason(link: Pick<GuestLinkRow, 'revoked_at' | 'expires_at'>, now = new Date()) {
  if (link.revoked_at) return LINK_REVOKED;
  if (link.expires_at && new Date(link.expires_at) <= now) return LINK_EXPIRED;
  return null;
}

/** The link with this token: 404 when there is none, 410 when it was turned off or has expired. */
export async function openLink(db: Kysely<Database>, token: string): Promise<GuestLinkRow> {
  const link = await db.selectFrom('guest_links').selectAll().where('token', '=', token).executeTakeFirst();
  if (!link) throw new HttpError(404, LINK_NOT_FOUND);
  const closed = closedReason(link);
  if (closed) throw new HttpError(410, closed);
  return link;
}

/**
 * Authenticates a request by its `X-Lense-Guest` token: 401 when it is malformed or unknown, 410 when its
 * link was turned off or has expired since.
 */
export async function authenticateGuest(request: FastifyRequest): Promise<GuestGrant> {
  const header = request.headers[GUEST_HEADER];
  if (typeof header !== 'string' || !GUEST_TOKEN.test(header.trim()))
    throw new HttpError(401, 'invalid guest token');
  const row = await request.server.db
    .selectFrom('guests')
    .innerJoin('guest_links', 'guest_links.id', 'guests.link_id')
    .innerJoin('spaces', 'spaces.id', 'guest_links.space_id')
    .select([
      'guests.id',
      'guests.name',
      'guests.link_id',
      'guest_links.space_id',
      'guest_links.revoked_at',
      'guest_links.expires_at',
      'spaces.user_id',
    ])
    .where('guests.secret_hash', '=', digest(header.trim()))
    .executeTakeFirst();
  if (!row) throw new HttpError(401, 'invalid guest token');
  const closed = closedReason(row);
  if (closed) throw new HttpError(410, closed);
  return { guestId: row.id, linkId: row.link_id, spaceId: row.space_id, userId: row.user_id, name: row.name };
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A pre-handler for upload routes that guests may call: with `X-Lense-Guest` the guest token alone decides
 * (`request.guestGrant`); otherwise `next` authenticates the request.
 */
export function guestOr(next: PreHandler): PreHandler {
  return async (request, reply) => {
    request.guestGrant = null;
    if (request.headers[GUEST_HEADER] === undefined) return next(request, reply);
    request.user = null;
    request.session = null;
    request.spaceGrant = null;
    request.guestGrant = await authenticateGuest(request);
  };
}

/** The OpenAPI security scheme of a guest's upload token. */
export const guestTokenSecurityScheme = {
  type: 'apiKey',
  in: 'header',
  name: 'X-Lense-Guest',
  description:
    "A guest's token from `POST /guest_links/{token}/guests`: uploads into that link's event, within its limits, and nothing else.",
} as const;
