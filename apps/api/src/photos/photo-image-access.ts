import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { placeholderPng } from '../images/placeholder-image.ts';
import { DERIVED_KEY_COLUMNS, type MediaUrls, variantNamed } from '../media/urls.ts';
import type { ObjectStorage } from '../storage/index.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PHOTO_NOT_FOUND = 'photo not found';

/** What deciding on a photo's image needs: the database, its image addresses and, for originals, storage. */
export interface PhotoImageDeps {
  db: Kysely<Database>;
  media: MediaUrls;
  storage: Pick<ObjectStorage, 'presignGet'>;
  /** Seconds a signed address of an original works. */
  originalTtl: number;
}

/** An image to send: its stored key and how long it may be cached. */
export interface ImageToSend {
  key: string;
  cacheControl: string;
}

/** An address to send the caller to, and how long the redirect may be cached. */
export interface ImageRedirect {
  location: string;
  cacheControl: string;
}

/** A PNG to send in place of an image that is being made, never to be cached. */
export interface ImageStandIn {
  png: Buffer;
  cacheControl: 'no-store';
}

const photoWithSpace = (db: Kysely<Database>, photoId: string) =>
  db
    .selectFrom('photos')
    .innerJoin('spaces', 'spaces.id', 'photos.space_id')
    .select([
      'photos.id',
      'photos.path',
      'photos.state',
      'photos.placeholder',
      ...DERIVED_KEY_COLUMNS,
      'spaces.user_id',
      'spaces.is_public',
      'spaces.use_watermark',
      'spaces.watermark_id',
    ])
    .where('photos.id', '=', photoId)
    .executeTakeFirst();

/**
 * One derived image of a photo by its file name: with a signature (the owner's address) while it is valid,
 * cached until it expires; without, only a visitor's variant of a visible photo of a public space, cached as
 * immutable (a changed image gets a new name). 404 otherwise.
 */
export async function derivedImage(
  { db, media }: Pick<PhotoImageDeps, 'db' | 'media'>,
  photoId: string,
  file: string,
  signature: { expires?: string | undefined; sig?: string | undefined },
  method: string,
): Promise<ImageToSend> {
  const photo = await photoWithSpace(db, photoId);
  const found = photo && variantNamed(photo, file);
  if (!photo || !found) throw new HttpError(404, PHOTO_NOT_FOUND);
  if (signature.sig !== undefined) {
    const check = media.verify(method, found.key, signature);
    if (!check.ok) throw new HttpError(404, PHOTO_NOT_FOUND);
    const left = Math.max(0, check.fields.expires - Math.floor(Date.now() / 1000));
    return { key: found.key, cacheControl: `private, max-age=${left}` };
  }
  const shown = photo.state === 'visible' && photo.is_public && media.publicVariant(found.variant, photo);
  if (!shown) throw new HttpError(404, PHOTO_NOT_FOUND);
  return { key: found.key, cacheControl: IMMUTABLE };
}

/**
 * Where the photo for display is: for its space's owner a short-lived signed address of the original, for
 * anyone else its preview (watermarked where the space says so) when they may see it; 404 otherwise. While
 * a visible photo's images are being made (a space that has just started watermarking has no marked ones
 * yet), visitors get its placeholder, so its tile stays in the gallery until the images arrive.
 */
export async function photoForDisplay(
  deps: PhotoImageDeps,
  userId: string | undefined,
  photoId: string,
): Promise<ImageRedirect | ImageStandIn> {
  const { db, media, storage, originalTtl } = deps;
  const photo = await photoWithSpace(db, photoId);
  if (!photo || photo.state === 'pending') throw new HttpError(404, PHOTO_NOT_FOUND);
  if (userId === photo.user_id) {
    return {
      location: await storage.presignGet(photo.path, { expiresIn: originalTtl }),
      cacheControl: 'private, no-store',
    };
  }
  const { preview_url: preview } = media.forPhoto(photo, photo, false);
  if (!(photo.state === 'visible' && photo.is_public)) throw new HttpError(404, PHOTO_NOT_FOUND);
  if (preview) return { location: preview, cacheControl: 'public, max-age=300' };
  if (photo.placeholder) return { png: await placeholderPng(photo.placeholder), cacheControl: 'no-store' };
  throw new HttpError(404, PHOTO_NOT_FOUND);
}

/**
 * Where the watermarked preview of a photo of a watermarking space is: a signed address for the space's
 * owner, the visitors' preview for anyone who may see the photo; 404 when it has none or is not seen.
 */
export async function watermarkedPhoto(
  deps: PhotoImageDeps,
  userId: string | undefined,
  photoId: string,
): Promise<ImageRedirect | ImageStandIn> {
  const photo = await photoWithSpace(deps.db, photoId);
  const key = photo?.marked_preview_key;
  if (photo && key && userId === photo.user_id)
    return { location: deps.media.signed(photo.id, key), cacheControl: 'private, no-store' };
  if (!photo || !key || !(photo.state === 'visible' && photo.is_public))
    throw new HttpError(404, 'this photo has no watermark');
  return photoForDisplay(deps, undefined, photo.id);
}
