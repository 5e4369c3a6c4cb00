import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** The 403 message when a user acts on something visible to them that another user owns. */
export const NOT_YOURS = 'You are not allowed to change this';

/**
 * The site with `id` if `userId` owns it. Sites are public, so another user's site is a 403, not a 404.
 */
export async function requireOwnSite(db: Kysely<Database>, id: string, userId: string) {
  const site = await db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
  if (!site) throw new HttpError(404, 'site not found');
  if (site.user_id !== userId) throw new HttpError(403, `${NOT_YOURS} site`);
  return site;
}
