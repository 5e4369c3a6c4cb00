import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** A collection as the API shows it. */
export const CollectionSchema = Type.Object(
  { id: Type.String(), name: Type.String(), description: Type.Union([Type.String(), Type.Null()]) },
  { $id: 'Collection', description: 'A group of spaces that a site publishes.' },
);
/** The schema in a response (registered once with the app). */
export const Collection = Type.Ref('Collection');

/** A link putting a space in a collection. */
export const CollectionSpaceSchema = Type.Object(
  { id: Type.String(), space_id: Type.String(), collection_id: Type.String() },
  { $id: 'CollectionSpace', description: 'A space is in a collection while this link exists.' },
);
/** The link schema in a response. */
export const CollectionSpace = Type.Ref('CollectionSpace');

/** The collection with `id` if `userId` owns it; collections are private, so anything else is a 404. */
export async function requireOwnCollection(db: Kysely<Database>, id: string, userId: string) {
  const collection = await db
    .selectFrom('collections')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!collection) throw new HttpError(404, 'collection not found');
  return collection;
}
