import type { Kysely, Selectable } from 'kysely';
import { type Static, Type } from 'typebox';
import type { Database, PhotosTable, SpacesTable, User, WatermarksTable } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { Nullable } from '../http/schemas.ts';
import type { MediaUrls } from '../media/urls.ts';

export type SpaceRow = Selectable<SpacesTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type WatermarkRow = Selectable<WatermarksTable>;

/** Photos per page, in a space and in the public feed. */
export const PHOTOS_PAGE_SIZE = 30;
/** Spaces per page of the space list. */
export const SPACES_PAGE_SIZE = 30;
/** Deepest page any list serves (bounds the OFFSET a client can ask for). */
export const MAX_PAGE = 10_000;

/** A `?page=` query parameter: 1-based. */
export const Page = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: '1-based page.' });

/** A space card's picture: its most recently shown photo's small images. */
export const CoverBody = Type.Object(
  {
    photo_id: Type.String(),
    width: Type.Integer(),
    height: Type.Integer(),
    placeholder: Nullable(Type.String({ description: 'A thumbhash (base64) to draw while it loads.' })),
    thumb_url: Type.String({ description: 'WebP at most 400 px wide.' }),
    medium_url: Nullable(Type.String({ description: 'WebP at most 800 px wide.' })),
  },
  {
    description:
      "The space's most recently shown photo, for its card (list entries only; null before it has one). " +
      'The same images as the photo itself: watermarked for visitors where the space says so.',
  },
);
export type SpaceCover = Static<typeof CoverBody>;

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
  cover: Type.Optional(Nullable(CoverBody)),
  owner: Type.Optional(Type.Boolean({ description: 'The current user owns the space.' })),
  hidden: Type.Optional(
    Type.Boolean({ description: 'The space is private: hidden from everyone but its owner.' }),
  ),
});

/** A photo as the API shows it. */
export const PhotoBody = Type.Object({
  id: Type.String(),
  space_id: Type.String(),
  url: Type.String({
    description:
      "The image's address: for the space's owner the original, for anyone else the preview (watermarked where the space says so).",
  }),
  path: Nullable(Type.String({ description: "The original's object key; the space's owner only." })),
  state: Type.Union(
    [Type.Literal('visible'), Type.Literal('hidden'), Type.Literal('pending'), Type.Literal('processing')],
    { description: 'processing: stored and verified, its derived images are being made (owner only).' },
  ),
  comment: Nullable(Type.String()),
  price: Nullable(Type.String({ description: 'Decimal price in Ksh; null when free.' })),
  original_file_extension: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  width: Nullable(Type.Integer({ description: 'Upright width in pixels; null until processed.' })),
  height: Nullable(Type.Integer({ description: 'Upright height in pixels; null until processed.' })),
  placeholder: Nullable(
    Type.String({ description: 'A thumbhash of the photo (base64) to draw while its image loads.' }),
  ),
  thumb_url: Nullable(
    Type.String({
      description: 'WebP at most 400 px wide (and 1600 px tall), without metadata; null until processed.',
    }),
  ),
  medium_url: Nullable(
    Type.String({
      description: 'WebP at most 800 px wide (and 3200 px tall), without metadata; null until processed.',
    }),
  ),
  preview_url: Nullable(
    Type.String({
      description: 'WebP at most 1600 px on its longer side, without metadata; null until processed.',
    }),
  ),
  processing_error: Nullable(
    Type.String({
      description: 'Why making the derived images failed, while they are retried (owner only).',
    }),
  ),
  uploader_name: Nullable(
    Type.String({ description: 'The name a guest gave with the photo (guest uploads).' }),
  ),
  awaiting_review: Type.Boolean({
    description:
      "A guest's photo waiting for the owner to approve or reject it (owner only; hidden meanwhile).",
  }),
});

/** A watermark as the API shows it (position and size as set for the spaces using it). */
export const WatermarkBody = Type.Object({
  id: Type.String(),
  url: Type.String(),
  original_file_extension: Nullable(Type.String()),
  top: Type.Number(),
  left: Type.Number(),
  height: Type.Number(),
  width: Type.Number(),
});

/** Whether `user` may see `space` (public, or theirs). */
export const canView = (space: SpaceRow, user: User | null): boolean =>
  space.is_public || space.user_id === user?.id;

/** Whether `user` owns `space`. */
export const owns = (space: Pick<SpaceRow, 'user_id'>, user: User | null): boolean =>
  user !== null && space.user_id === user.id;

/** Whether viewers other than the owner get the watermarked image instead of the original. */
export const watermarks = (space: Pick<SpaceRow, 'use_watermark' | 'watermark_id'>): boolean =>
  space.use_watermark && space.watermark_id !== null;

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
    ...(viewer ? { owner: owns(space, viewer.user), hidden: !space.is_public } : {}),
  };
}

/**
 * Shapes a photo for the API. The space's owner (`owner`) gets the original's address and key and signed
 * addresses of the unmarked images; anyone else gets the public images (watermarked where the space says
 * so) and never the original.
 */
export function presentPhoto(
  photo: PhotoRow,
  space: Pick<SpaceRow, 'use_watermark' | 'watermark_id'>,
  owner: boolean,
  media: MediaUrls,
) {
  const images = media.forPhoto(photo, space, owner);
  return {
    id: photo.id,
    space_id: photo.space_id,
    url: owner ? photo.url : (images.preview_url ?? media.imageRoute(photo.id)),
    path: owner ? photo.path : null,
    state: photo.state,
    comment: photo.comment,
    price: photo.price,
    original_file_extension: photo.original_file_extension,
    created_at: new Date(photo.created_at).toISOString(),
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    ...images,
    processing_error: owner ? photo.derive_error : null,
    uploader_name: photo.uploader_name,
    awaiting_review: owner && photo.awaiting_review,
  };
}

/** Shapes a watermark row for the API. */
export const presentWatermark = (w: WatermarkRow) => ({
  id: w.id,
  url: w.url,
  original_file_extension: w.original_file_extension,
  top: Number(w.top),
  left: Number(w.left),
  height: Number(w.height),
  width: Number(w.width),
});

export const SPACE_NOT_FOUND = 'Space not found';
export const PHOTO_NOT_FOUND = 'Photo not found';
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

/**
 * The photo `id` and its space if `user` owns the space; 404 when the photo is invisible to them
 * (private space, hidden photo), 403 when they see it but do not own it.
 */
export async function ownedPhoto(
  db: Kysely<Database>,
  id: string,
  user: User,
): Promise<{ photo: PhotoRow; space: SpaceRow }> {
  const photo = await db.selectFrom('photos').selectAll().where('id', '=', id).executeTakeFirst();
  if (!photo) throw new HttpError(404, PHOTO_NOT_FOUND);
  const space = await db
    .selectFrom('spaces')
    .selectAll()
    .where('id', '=', photo.space_id)
    .executeTakeFirstOrThrow();
  if (!owns(space, user)) {
    if (!canView(space, user) || photo.state !== 'visible') throw new HttpError(404, PHOTO_NOT_FOUND);
    throw new HttpError(403, NOT_OWNER);
  }
  return { photo, space };
}
