import { type Kysely, sql } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { COLLECTION_NAME_MIN_LENGTH, COLLECTION_NAME_PATTERN } from '../rules/input-rules.ts';
import { requireOwnCollection } from './collection.ts';
import { declareCollectionChanged } from './declare-changes.ts';

/** Collection names (rules/input-rules.ts): 3 to 100 letters, digits, underscores, spaces and hyphens. */
export const COLLECTION_NAME = new RegExp(COLLECTION_NAME_PATTERN);
export const INVALID_COLLECTION_NAME = 'invalid collection name';
export const COLLECTION_NAME_TAKEN = 'Collection with that name already exists';

export const isCollectionName = (value: unknown) =>
  typeof value === 'string' &&
  COLLECTION_NAME.test(value) &&
  value.trim().length >= COLLECTION_NAME_MIN_LENGTH;

const present = (row: { id: string; name: string; description: string | null }) => ({
  id: row.id,
  name: row.name,
  description: row.description,
});

/** The user's collections, newest first; `name` keeps the one of that name (any case). */
export async function listCollections(db: Kysely<Database>, user: User, name?: string) {
  let query = db
    .selectFrom('collections')
    .select(['id', 'name', 'description'])
    .where('user_id', '=', user.id);
  if (name !== undefined) query = query.where(sql`lower(name)`, '=', name.trim().toLowerCase());
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(present);
}

/** Creates one of the user's collections: 422 for a bad name, 409 for one they already use (any case). */
export async function createCollection(
  db: Kysely<Database>,
  changes: Changes,
  user: User,
  fields: { name: string; description?: string | null | undefined },
) {
  const name = fields.name.trim();
  if (!isCollectionName(name)) throw new HttpError(422, INVALID_COLLECTION_NAME);
  const taken = await db
    .selectFrom('collections')
    .select('id')
    .where('user_id', '=', user.id)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  if (taken) throw new HttpError(409, COLLECTION_NAME_TAKEN);
  try {
    const row = await db
      .insertInto('collections')
      .values({ user_id: user.id, name, description: fields.description?.trim() || null })
      .returning(['id', 'name', 'description'])
      .executeTakeFirstOrThrow();
    // No site or space points at a new collection yet.
    changes.nothingPublic();
    return present(row);
  } catch (error) {
    // A simultaneous request with the same name won the race.
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, COLLECTION_NAME_TAKEN);
    throw error;
  }
}

/** Deletes one of the user's collections (404 for anyone else's); its sites and spaces lose it. */
export async function deleteCollection(db: Kysely<Database>, changes: Changes, user: User, id: string) {
  const collection = await requireOwnCollection(db, id, user.id);
  await declareCollectionChanged(db, changes, collection.id);
  await db.deleteFrom('collections').where('id', '=', collection.id).execute();
}
