import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema.ts';
import type { MediaUrls } from '../media/urls.ts';
import { spaceCovers } from './covers.ts';
import { presentSpace, SPACES_PAGE_SIZE } from './space.ts';

/** What reading spaces needs: the database and the addresses of their photos' images. */
export interface SpaceReadDeps {
  db: Kysely<Database>;
  media: MediaUrls;
}

/**
 * A page of the space list: the user's spaces (public or private, `owner: true`) with every other user's
 * public space, newest first, each with its cover; anonymous callers get the public spaces only.
 */
export async function listSpaces({ db, media }: SpaceReadDeps, user: User | null, page: number) {
  let query = db.selectFrom('spaces').selectAll();
  query = user
    ? query.where((eb) => eb.or([eb('user_id', '=', user.id), eb('is_public', '=', true)]))
    : query.where('is_public', '=', true);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SPACES_PAGE_SIZE + 1)
    .offset((page - 1) * SPACES_PAGE_SIZE)
    .execute();
  const listed = rows.slice(0, SPACES_PAGE_SIZE);
  const covers = await spaceCovers(db, media, listed, user);
  return {
    data: listed.map((s) => ({ ...presentSpace(s, { user }), cover: covers.get(s.id) ?? null })),
    has_more: rows.length > SPACES_PAGE_SIZE,
  };
}
