import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { ObjectStorage } from '../storage/types.ts';
import type { InlineImage } from './mailer.ts';

/** Thumbnails a mail shows at most; it says the count of the rest. */
export const MAIL_THUMBNAILS = 6;

// Twice the mail's 96 px, for sharp screens; JPEG, which every mail client shows (WebP is not).
const SIDE = 192;

/** A photo a mail may show: its id and its stored thumbnail (null while its images are being made). */
export interface MailPhoto {
  id: string;
  thumb_key: string | null;
}

/**
 * Square JPEG thumbnails of `photos` (those whose thumbnail exists, up to {@link MAIL_THUMBNAILS}) to send
 * inside a mail to someone who may see them all (a space's owner, a buyer of the photos): sent inside, they
 * need no public address. A thumbnail that cannot be read is left out, as the mail says the count anyway.
 */
export async function mailThumbnails(
  storage: ObjectStorage,
  photos: readonly MailPhoto[],
  onError: (error: unknown) => void,
): Promise<InlineImage[]> {
  const shown = photos.filter((photo) => photo.thumb_key).slice(0, MAIL_THUMBNAILS);
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
