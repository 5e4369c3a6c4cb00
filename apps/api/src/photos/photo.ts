import type { Kysely, Selectable } from 'kysely';
import { Type } from 'typebox';
import type { Database, PhotosTable, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { Nullable } from '../http/schemas.ts';
import type { MediaUrls } from '../media/urls.ts';
import { canView, NOT_OWNER, owns, type SpaceRow } from '../spaces/space.ts';

export type PhotoRow = Selectable<PhotosTable>;

/** Photos per page, in a space and in the public feed. */
export const PHOTOS_PAGE_SIZE = 30;

export const PHOTO_NOT_FOUND = 'Photo not found';

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
