import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { InlineImage } from '../mail/mailer.ts';
import type { ObjectStorage } from '../storage/types.ts';

/** Thumbnails a digest shows at most: the newest photos; the mail counts the rest. */
export const DIGEST_THUMBNAILS = 6;

// Twice the mail's 96 px, for sharp screens; JPEG, which every mail client shows (WebP is not).
const SIDE = 192;

/** A photo a digest may show: its id and its stored thumbnail (null while its images are being made). */
export interface DigestPhoto {
  id: string;
  thumb_key: string | null;
}

/**
 * Square JPEG thumbnails of `photos` (those whose thumbnail exists, up to {@link DIGEST_THUMBNAILS}) to send
 * inside the digest. The owner sees every photo of the space, waiting for review or not; a thumbnail that
 * cannot be read is left out, as the mail says the count anyway.
 */
export async function digestThumbnails(
  storage: ObjectStorage,
  photos: readonly DigestPhoto[],
  onError: (error: unknown) => void,
): Promise<InlineImage[]> {
  const shown = photos.filter((photo) => photo.thumb_key).slice(0, DIGEST_THUMBNAILS);
  const images = await Promise.all(
    shown.map(async ({ id, thumb_key: key }): Promise<InlineImage | null> => {
      try {
        const stored = await buffer(await storage.getStream(key as string));
        const jpeg = await sharp(stored)
          .resize(SIDE, SIDE, { fit: 'cover' })
          .jpeg({ quality: 72 })
          .toBuffer();
        return {
          filename: `${id}.jpg`,
          cid: `${id}@lense`,
          contentType: 'image/jpeg',
          content: jpeg.toString('base64'),
          encoding: 'base64',
        };
      } catch (error) {
        onError(error);
        return null;
      }
    }),
  );
  return images.filter((image) => image !== null);
}
