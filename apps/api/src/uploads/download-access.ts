import type { Kysely } from 'kysely';
import { KEY_NOT_FOR_THIS } from '../auth/space-keys.ts';
import { uploadUrlTtl } from '../config.ts';
import type { Database, User } from '../db/schema.ts';
import { GUEST_ONLY_UPLOADS } from '../guests/guest-links.ts';
import { HttpError } from '../http/errors.ts';
import type { UploadDeps } from './upload-deps.ts';
import type { Uploader } from './uploader.ts';

/** Whether `user` (or an anonymous visitor) may read the original object at `key`. */
async function mayRead(db: Kysely<Database>, user: User | null, key: string): Promise<boolean> {
  if (key.startsWith('spaces/')) {
    // Originals go to their space's owner only: everyone else sees derived images.
    if (!user) return false;
    const row = await db
      .selectFrom('photos')
      .innerJoin('spaces', 'spaces.id', 'photos.space_id')
      .select(['spaces.user_id', 'photos.state'])
      .where('photos.path', '=', key)
      .executeTakeFirst();
    return Boolean(row && row.state !== 'pending' && row.user_id === user.id);
  }
  for (const [table, siteColumn] of [
    ['banners', 'sites.banner_id'],
    ['icons', 'sites.icon_id'],
  ] as const) {
    if (key.startsWith(`${table}/`)) {
      if (user && key.startsWith(`${table}/${user.id}/`)) return true;
      // A public one, or one a site shows: its published page is open to everyone.
      const row = await db
        .selectFrom(table)
        .select('id')
        .where('path', '=', key)
        .where((eb) =>
          eb.or([
            eb('public', '=', true),
            eb.exists(eb.selectFrom('sites').select('sites.id').whereRef(siteColumn, '=', `${table}.id`)),
          ]),
        )
        .executeTakeFirst();
      return Boolean(row);
    }
  }
  if (key.startsWith('watermarks/')) return Boolean(user && key.startsWith(`watermarks/${user.id}/`));
  return false;
}

/**
 * Presigned GET URLs of stored objects, one per key, for a caller who may read every one: 401 to an anonymous
 * visitor and 403 to a user at the first they may not; guests and space credentials download nothing.
 */
export async function presignDownloads(
  { db, storage, config }: Pick<UploadDeps, 'db' | 'storage' | 'config'>,
  caller: Uploader,
  keys: readonly string[],
) {
  if (caller.guestGrant) throw new HttpError(403, GUEST_ONLY_UPLOADS);
  if (caller.spaceGrant) throw new HttpError(403, KEY_NOT_FOR_THIS);
  const ttl = uploadUrlTtl(config);
  const expiresAt = new Date(Date.now() + ttl * 1000).toISOString();
  const files = [];
  for (const key of keys) {
    if (!(await mayRead(db, caller.user, key))) {
      if (!caller.user) throw new HttpError(401, 'You need to sign in or sign up before continuing.');
      throw new HttpError(403, 'You are not allowed to download this file');
    }
    const url = await storage.presignGet(key, {
      expiresIn: ttl,
      downloadName: key.slice(key.lastIndexOf('/') + 1),
    });
    files.push({
      name: key,
      path: key,
      url,
      method: 'GET' as const,
      content_type: null,
      expires_at: expiresAt,
      photo_id: null,
    });
  }
  return { presigned_urls: files.map((f) => f.url), files };
}
