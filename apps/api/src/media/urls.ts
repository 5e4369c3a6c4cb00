import { createHmac } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PhotosTable, SpacesTable } from '../db/schema.ts';
import { type SignatureCheck, signedQuery, verifySignedRequest } from '../storage/signing.ts';

/** How long an owner's image address stays the same (browsers cache it meanwhile). */
export const SIGNED_BUCKET_SECONDS = 3600;

/** A photo's derived images, by the name their address uses. */
export type DerivedVariant =
  | 'thumb'
  | 'medium'
  | 'preview'
  | 'marked-thumb'
  | 'marked-medium'
  | 'marked-preview';

type PhotoKeys = Pick<
  PhotosTable,
  'thumb_key' | 'medium_key' | 'preview_key' | 'marked_thumb_key' | 'marked_medium_key' | 'marked_preview_key'
>;
type SpaceMarks = Pick<Selectable<SpacesTable>, 'use_watermark' | 'watermark_id'>;

/** The images a viewer of a photo gets: null while they are being made. */
export interface PhotoImageUrls {
  thumb_url: string | null;
  medium_url: string | null;
  preview_url: string | null;
}

/** The columns holding a photo's derived image keys, as a query selects them. */
export const DERIVED_KEY_COLUMNS = [
  'photos.thumb_key',
  'photos.medium_key',
  'photos.preview_key',
  'photos.marked_thumb_key',
  'photos.marked_medium_key',
  'photos.marked_preview_key',
] as const;

const fileOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** The variant whose stored image is named `file`, if the photo has one. */
export function variantNamed(
  photo: PhotoKeys,
  file: string,
): { variant: DerivedVariant; key: string } | null {
  const keys: [DerivedVariant, string | null][] = [
    ['thumb', photo.thumb_key],
    ['medium', photo.medium_key],
    ['preview', photo.preview_key],
    ['marked-thumb', photo.marked_thumb_key],
    ['marked-medium', photo.marked_medium_key],
    ['marked-preview', photo.marked_preview_key],
  ];
  for (const [variant, key] of keys) if (key && fileOf(key) === file) return { variant, key };
  return null;
}

/** Whether visitors of a space see its photos watermarked. */
const marks = (space: SpaceMarks) => space.use_watermark && space.watermark_id !== null;

/**
 * Addresses of derived images. Visitors get stable, public addresses (the route checks the photo is still
 * visible and public on each request, and answers with an immutable cache lifetime since a changed image
 * gets a new name). The owner gets signed addresses of the unmarked images, which also work for hidden and
 * private photos; their expiry is rounded to the hour so an address stays the same, and cached, for an hour.
 * Visitors' addresses start with `publicBase`: the API base, or a CDN that fronts it.
 */
export function mediaUrls(
  apiBase: string,
  secret: string | readonly string[],
  { publicBase = apiBase, now = Date.now }: { publicBase?: string; now?: () => number } = {},
) {
  // One key per session secret: the first signs, every one verifies (a rotation keeps older addresses working).
  const keys = (typeof secret === 'string' ? [secret] : secret).map((s) =>
    createHmac('sha256', s).update('lense derived image addresses').digest(),
  );
  const [key] = keys;
  if (!key) throw new Error('Image addresses need a secret');
  const address = (photoId: string, storageKey: string, base = apiBase) =>
    `${base}/photos/${photoId}/images/${fileOf(storageKey)}`;
  const signed = (photoId: string, storageKey: string) => {
    const bucket = Math.floor(now() / 1000 / SIGNED_BUCKET_SECONDS);
    const expires = (bucket + 2) * SIGNED_BUCKET_SECONDS;
    const query = signedQuery(key, { method: 'GET', key: storageKey, contentType: '', expires });
    return `${address(photoId, storageKey)}?${query}`;
  };
  return {
    /** The route that sends a visitor to a photo's preview (the original for its owner). */
    imageRoute: (photoId: string) => `${apiBase}/photos/${photoId}/image`,
    /** The image addresses of `photo` for its owner or for anyone else. */
    forPhoto(photo: PhotoKeys & { id: string }, space: SpaceMarks, owner: boolean): PhotoImageUrls {
      // The owner sees the photo as it is; a watermarking space never shows visitors an unmarked image,
      // also while the marked ones are being made.
      const [thumb, medium, preview] =
        !owner && marks(space)
          ? [photo.marked_thumb_key, photo.marked_medium_key, photo.marked_preview_key]
          : [photo.thumb_key, photo.medium_key, photo.preview_key];
      const url = (key: string | null) =>
        key ? (owner ? signed(photo.id, key) : address(photo.id, key, publicBase)) : null;
      return { thumb_url: url(thumb), medium_url: url(medium), preview_url: url(preview) };
    },
    /** A signed address of one derived image of a photo (its owner's). */
    signed,
    /** Checks a signed address of the stored image `storageKey`. */
    verify(method: string, storageKey: string, query: Record<string, unknown>): SignatureCheck {
      return verifySignedRequest(keys, { method, key: storageKey, query, now: now() });
    },
    /** Whether visitors of a space may see this variant (the unmarked ones only where nothing is marked). */
    publicVariant(variant: DerivedVariant, space: SpaceMarks): boolean {
      return variant.startsWith('marked-') === marks(space);
    },
  };
}

/** Addresses of derived images, as {@link mediaUrls} makes them. */
export type MediaUrls = ReturnType<typeof mediaUrls>;
