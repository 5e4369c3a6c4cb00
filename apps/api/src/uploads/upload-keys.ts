import { randomBytes } from 'node:crypto';

/**
 * Prefix of every key a presigned URL writes to. Nothing under it is ever served: a verified upload is
 * copied to a published key (see {@link publishedKey}) that no URL was signed for, so re-using an upload
 * URL after completion can neither replace nor delete what was published.
 */
export const INCOMING_PREFIX = 'uploads/';

/** The folder of each kind of upload. */
export type UploadFolder = 'spaces' | 'banners' | 'icons' | 'watermarks';

const EXTENSION = /^\.[A-Za-z0-9]{1,10}$/;

/** The original extension of a file name ('.jpg'), lower-cased, or '' when it has none or a strange one. */
export function originalExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return '';
  const extension = name.slice(dot);
  return EXTENSION.test(extension) ? extension.toLowerCase() : '';
}

/** The key a presigned upload writes to: `uploads/{folder}/{owner}/{id}{extension}`. */
export const incomingKey = (folder: UploadFolder, owner: string, id: string, extension: string): string =>
  `${INCOMING_PREFIX}${folder}/${owner}/${id}${extension}`;

/** Whether a key is an upload's landing place rather than a published object. */
export const isIncomingKey = (key: string): boolean => key.startsWith(INCOMING_PREFIX);

/**
 * Where a verified upload is published: its incoming key without the prefix, with a random suffix, so the
 * published key can be guessed from nothing a client was given.
 */
export function publishedKey(incoming: string): string {
  const key = incoming.slice(INCOMING_PREFIX.length);
  const extension = originalExtension(key);
  const stem = extension ? key.slice(0, -extension.length) : key;
  return `${stem}-${randomBytes(8).toString('hex')}${extension}`;
}

/** Which uploads a key belongs to (incoming or published): a space's photo, or a user's banner, icon or watermark image. */
export function uploadKind(key: string): 'photo' | 'banner' | 'icon' | 'watermark' | null {
  const path = isIncomingKey(key) ? key.slice(INCOMING_PREFIX.length) : key;
  if (path.startsWith('spaces/')) return 'photo';
  if (path.startsWith('banners/')) return 'banner';
  if (path.startsWith('icons/')) return 'icon';
  if (path.startsWith('watermarks/')) return 'watermark';
  return null;
}

/**
 * Whom an upload's image check counts against, so one uploader cannot take every decode at once: its guest,
 * else the owner its key names (a space, for its owner's and its API key's photos; a user, for their banners,
 * icons and watermarks).
 */
export function uploadHolder(key: string, guestId?: string | null): string {
  if (guestId) return `guest:${guestId}`;
  const path = isIncomingKey(key) ? key.slice(INCOMING_PREFIX.length) : key;
  const [folder, owner] = path.split('/');
  return `${folder}:${owner}`;
}
