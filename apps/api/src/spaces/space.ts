import type { Kysely, Selectable } from 'kysely';
import { type Static, Type } from 'typebox';
import type { Database, SpacesTable, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { Nullable } from '../http/schemas.ts';
import { LocaleSchema } from '../rules/locale.ts';

export type SpaceRow = Selectable<SpacesTable>;

/** Spaces per page of the space list. */
export const SPACES_PAGE_SIZE = 30;

/** A space's picture, on its card and at the top of its pages: its chosen cover, else its first photo. */
export const CoverBody = Type.Object(
  {
    photo_id: Type.String(),
    width: Type.Integer(),
    height: Type.Integer(),
    placeholder: Nullable(Type.String({ description: 'A thumbhash (base64) to draw while it loads.' })),
    thumb_url: Type.String({ description: 'WebP at most 400 px wide.' }),
    medium_url: Nullable(Type.String({ description: 'WebP at most 800 px wide.' })),
    preview_url: Nullable(Type.String({ description: 'The preview, for a wide band.' })),
  },
  {
    description:
      "The space's cover: the visible photo its organiser chose (cover_photo_id), else its first visible photo " +
      '(newest first); null before it has one. The same images as the photo itself, never the original: ' +
      'watermarked for visitors where the space says so.',
  },
);
export type SpaceCover = Static<typeof CoverBody>;

/** A space's event language as a schema (see {@link SpaceBody}). */
export const SpaceLanguage = () =>
  Type.Union([LocaleSchema(), Type.Null()], {
    description:
      "The event's language, 'en' or 'sw': its guest page, poster and slideshow speak it (a site has its own); " +
      "null: each visitor's own language.",
  });

/** A space as the API shows it. */
export const SpaceBody = Type.Object({
  id: Type.String(),
  user_id: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  location: Nullable(Type.String()),
  location_url: Nullable(Type.String()),
  formatted_address: Nullable(Type.String()),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  start_date: Type.String({ format: 'date' }),
  end_date: Type.String({ format: 'date' }),
  slug: Nullable(Type.String()),
  is_public: Type.Boolean(),
  full_album: Type.Boolean(),
  default_hide_items: Type.Boolean(),
  use_watermark: Type.Boolean(),
  watermark_id: Nullable(Type.String()),
  collection_id: Nullable(Type.String()),
  allow_downloads: Type.Boolean({
    description:
      'Visitors may download the photos they see (previews, watermarked where the space says so) as one zip; the owner always may (originals).',
  }),
  language: SpaceLanguage(),
  cover_photo_id: Nullable(
    Type.String({
      description:
        'The photo the organiser chose as the cover; while it is hidden or gone the cover falls back to the first photo.',
    }),
  ),
  cover: Type.Optional(Nullable(CoverBody)),
  owner: Type.Optional(Type.Boolean({ description: 'The current user owns the space.' })),
  hidden: Type.Optional(
    Type.Boolean({ description: 'The space is private: hidden from everyone but its owner.' }),
  ),
});

/** Whether `user` may see `space` (public, or theirs). */
export const canView = (space: SpaceRow, user: User | null): boolean =>
  space.is_public || space.user_id === user?.id;

/** Whether `user` owns `space`. */
export const owns = (space: Pick<SpaceRow, 'user_id'>, user: User | null): boolean =>
  user !== null && space.user_id === user.id;

/** Shapes a space for the API; `viewer` set adds `owner` and `hidden` (list and detail views). */
export function presentSpace(space: SpaceRow, viewer?: { user: User | null }) {
  return {
    id: space.id,
    user_id: space.user_id,
    title: space.title,
    description: space.description,
    location: space.location,
    location_url: space.location_url,
    formatted_address: space.formatted_address,
    lat: space.lat,
    lng: space.lng,
    start_date: space.start_date,
    end_date: space.end_date,
    slug: space.slug,
    is_public: space.is_public,
    full_album: space.full_album,
    default_hide_items: space.default_hide_items,
    use_watermark: space.use_watermark,
    watermark_id: space.watermark_id,
    collection_id: space.collection_id,
    allow_downloads: space.allow_downloads,
    language: space.language,
    cover_photo_id: space.cover_photo_id ?? null,
    ...(viewer ? { owner: owns(space, viewer.user), hidden: !space.is_public } : {}),
  };
}

export const SPACE_NOT_FOUND = 'Space not found';
export const NOT_OWNER = 'You are not allowed to perform this action';

/** The space `id` if `user` may see it, else a 404 (a private space's existence is not revealed). */
export async function viewableSpace(db: Kysely<Database>, id: string, user: User | null): Promise<SpaceRow> {
  const space = await db.selectFrom('spaces').selectAll().where('id', '=', id).executeTakeFirst();
  if (!space || !canView(space, user)) throw new HttpError(404, SPACE_NOT_FOUND);
  return space;
}

/**
 * The space `id` if `user` owns it: the one ownership check of a space. 404 when they cannot see it (its
 * existence is not revealed), 403 with `refusal` (what they tried, in their words) when they see but do not
 * own it.
 */
export async function ownedSpace(
  db: Kysely<Database>,
  id: string,
  user: User,
  refusal = NOT_OWNER,
): Promise<SpaceRow> {
  const space = await viewableSpace(db, id, user);
  if (!owns(space, user)) throw new HttpError(403, refusal);
  return space;
}
