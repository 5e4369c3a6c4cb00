import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { verifyPassword } from '../auth/passwords.ts';
import type { Changes } from '../changes/public-changes.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { Nullable } from '../http/schemas.ts';
import type { MediaUrls } from '../media/urls.ts';
import { spaceCover } from '../spaces/covers.ts';
import { CoverBody, SpaceLanguage } from '../spaces/space.ts';
import { newGuestToken, openLink, WRONG_LINK_PASSWORD } from './guest-links.ts';

/** A guest's side of a guest link: what opening it shows, and joining it for a token to upload with. */

/** What a guest sees of a link on opening it. */
export const PublicGuestLink = Type.Object({
  space: Type.Object({
    id: Type.String(),
    title: Type.String(),
    description: Nullable(Type.String()),
    location: Nullable(Type.String()),
    start_date: Type.String({ format: 'date' }),
    end_date: Type.String({ format: 'date' }),
    language: SpaceLanguage(),
    cover: Type.Union([CoverBody, Type.Null()], {
      description:
        "The event's cover as any visitor sees it; null for a private event (its photos are not public).",
    }),
  }),
  needs_password: Type.Boolean(),
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  max_uploads_per_guest: Type.Integer(),
  max_bytes_per_guest: Type.Integer(),
  review: Type.Boolean({
    description: 'Photos wait for the organiser to approve them before anyone sees them.',
  }),
});

/** A guest who joined a link, with their token. */
export const NewGuest = Type.Object({
  id: Type.String(),
  name: Nullable(Type.String()),
  token: Type.String({ description: 'Send it as `X-Lense-Guest` with the uploads; shown once.' }),
});

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const day = (value: Date | string) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);

/**
 * What a guest sees on opening a link (anyone with its token): the event, its cover (a public event's only:
 * a private one's images are its owner's) and the link's rules.
 */
export async function openedGuestLink(db: Kysely<Database>, media: MediaUrls, token: string) {
  const link = await openLink(db, token);
  const space = await db
    .selectFrom('spaces')
    .selectAll()
    .where('id', '=', link.space_id)
    .executeTakeFirstOrThrow();
  const cover = space.is_public ? await spaceCover(db, media, space, null) : null;
  return {
    guest_link: {
      space: {
        id: space.id,
        title: space.title,
        description: space.description,
        location: space.location,
        start_date: day(space.start_date),
        end_date: day(space.end_date),
        language: space.language,
        cover,
      },
      needs_password: link.password_hash !== null,
      expires_at: iso(link.expires_at),
      max_uploads_per_guest: link.max_uploads_per_guest,
      max_bytes_per_guest: Number(link.max_bytes_per_guest),
      review: space.default_hide_items,
    },
  };
}

/**
 * Joins a link as a guest (its password, if it has one: 401 when wrong) under an optional name; answers the
 * guest's token, shown this once (the database keeps its hash).
 */
export async function joinGuestLink(
  db: Kysely<Database>,
  changes: Changes,
  token: string,
  joining: { name?: string | null | undefined; password?: string | undefined },
) {
  const link = await openLink(db, token);
  if (link.password_hash && !(await verifyPassword(link.password_hash, joining.password ?? ''))) {
    throw new HttpError(401, WRONG_LINK_PASSWORD);
  }
  const name = joining.name?.trim() || null;
  const guestToken = newGuestToken();
  const guest = await db
    .insertInto('guests')
    .values({ link_id: link.id, name, secret_hash: guestToken.hash })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  changes.nothingPublic();
  return { guest: { id: guest.id, name: guest.name, token: guestToken.token } };
}
