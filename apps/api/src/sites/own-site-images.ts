import type { Kysely } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { ObjectStorage } from '../storage/index.ts';
import { publishOwnUpload } from '../uploads/completion.ts';
import { NOT_YOURS } from './ownership.ts';
import { HTTP_URL, type MediaKind, siteImageTables } from './site-image.ts';

/** Banners (or icons) per page of their list. */
export const SITE_IMAGES_PAGE_SIZE = 30;

// Banners and icons have identical columns; Kysely is given one name to type the queries, the real table
// name is used at run time.
const tableOf = (kind: MediaKind) => siteImageTables[kind].table as 'banners';

const present = (
  row: { id: string; url: string; description: string | null; public: boolean; user_id: string },
  user: User,
) => ({
  id: row.id,
  url: row.url,
  description: row.description,
  public: row.public,
  owner: row.user_id === user.id,
});

/** A page of the user's banners (or icons) and every public one, newest first. */
export async function listSiteImages(db: Kysely<Database>, kind: MediaKind, user: User, page: number) {
  const rows = await db
    .selectFrom(tableOf(kind))
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', user.id), eb('public', '=', true)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SITE_IMAGES_PAGE_SIZE + 1)
    .offset((page - 1) * SITE_IMAGES_PAGE_SIZE)
    .execute();
  return {
    images: rows.slice(0, SITE_IMAGES_PAGE_SIZE).map((row) => present(row, user)),
    has_more: rows.length > SITE_IMAGES_PAGE_SIZE,
  };
}

/**
 * Adds banners (or icons), one per distinct address: an http(s) URL as it is, or the storage path of one of
 * the user's own uploads of this kind, which is published under a key of its own (so no banner can ever
 * point at a photo or at another user's image; 422 `invalidUrl` otherwise). No site shows them yet.
 */
export async function addSiteImages(
  { db, storage }: { db: Kysely<Database>; storage: ObjectStorage },
  changes: Changes,
  kind: MediaKind,
  user: User,
  fields: { addresses: string[]; description?: string | null | undefined; public?: boolean | undefined },
  invalidUrl: string,
) {
  const table = siteImageTables[kind].table;
  const urls: string[] = [];
  for (const address of new Set(fields.addresses)) {
    urls.push(
      HTTP_URL.test(address) ? address : await publishOwnUpload(storage, address, table, user.id, invalidUrl),
    );
  }
  const rows = await db
    .insertInto(tableOf(kind))
    .values(
      urls.map((url) => ({
        user_id: user.id,
        url,
        path: HTTP_URL.test(url) ? null : url,
        description: fields.description?.trim() || null,
        public: fields.public ?? false,
      })),
    )
    .returningAll()
    .execute();
  // Unused until a site shows it (PATCH /sites/{id}).
  changes.nothingPublic();
  return rows.map((row) => present(row, user));
}

/**
 * Deletes one of the user's banners (or icons): 404 when they cannot see it, 403 when it is another user's
 * public one. The sites showing it (anyone's, if it was public) lose it; its stored object is queued for
 * deletion with its row.
 */
export async function deleteSiteImage(
  db: Kysely<Database>,
  changes: Changes,
  kind: MediaKind,
  user: User,
  id: string,
) {
  const row = await db
    .selectFrom(tableOf(kind))
    .select(['id', 'user_id', 'public'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (row.user_id !== user.id && !row.public)) throw new HttpError(404, `${kind} not found`);
  if (row.user_id !== user.id) throw new HttpError(403, `${NOT_YOURS} ${kind}`);
  const showing = await db
    .selectFrom('sites')
    .select('name')
    .where(`${kind}_id` as 'banner_id', '=', row.id)
    .execute();
  for (const site of showing) changes.site(site.name);
  if (showing.length === 0) changes.nothingPublic();
  await db.deleteFrom(tableOf(kind)).where('id', '=', row.id).execute();
}
