import type { Kysely } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { ownedSpace } from '../spaces/space.ts';
import { requireOwnCollection } from './collection.ts';
import { declareCollectionChanged } from './declare-changes.ts';

const ownCollections = (db: Kysely<Database>, user: User) =>
  db.selectFrom('collections').select('id').where('user_id', '=', user.id);

/** The links of the user's collections, oldest first; `collectionId` keeps one collection's. */
export async function collectionLinks(db: Kysely<Database>, user: User, collectionId?: string) {
  let query = db
    .selectFrom('collection_spaces')
    .select(['id', 'space_id', 'collection_id'])
    .where('collection_id', 'in', ownCollections(db, user));
  if (collectionId) query = query.where('collection_id', '=', collectionId);
  return query.orderBy('created_at').orderBy('id').execute();
}

/**
 * Puts one of the user's spaces (the one ownership check of a space) in one of their collections (404 for
 * anyone else's) and answers the link, with `created` false when it was there already. The sites showing
 * the collection change.
 */
export async function linkSpaceToCollection(
  db: Kysely<Database>,
  changes: Changes,
  user: User,
  link: { space_id: string; collection_id: string },
) {
  const space = await ownedSpace(db, link.space_id, user);
  const collection = await requireOwnCollection(db, link.collection_id, user.id);
  const inserted = await db
    .insertInto('collection_spaces')
    .values({ space_id: space.id, collection_id: collection.id })
    .onConflict((oc) => oc.columns(['space_id', 'collection_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await db
    .selectFrom('collection_spaces')
    .select(['id', 'space_id', 'collection_id'])
    .where('space_id', '=', space.id)
    .where('collection_id', '=', collection.id)
    .executeTakeFirstOrThrow();
  if (inserted) await declareCollectionChanged(db, changes, collection.id);
  else changes.nothingPublic();
  return { link: row, created: inserted !== undefined };
}

/** Takes a space out of one of the user's collections (404 for any other link); its sites change. */
export async function unlinkSpaceFromCollection(
  db: Kysely<Database>,
  changes: Changes,
  user: User,
  linkId: string,
) {
  const deleted = await db
    .deleteFrom('collection_spaces')
    .where('id', '=', linkId)
    .where('collection_id', 'in', ownCollections(db, user))
    .returning('collection_id')
    .executeTakeFirst();
  if (!deleted) throw new HttpError(404, 'collection space not found');
  await declareCollectionChanged(db, changes, deleted.collection_id);
}
