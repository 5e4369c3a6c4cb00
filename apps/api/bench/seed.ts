import { sql } from 'kysely';
import type { Db } from '../src/db/index.ts';

/** Photos in the benchmark data set. */
export const PHOTOS = 100_000;
/** Spaces the photos are spread over. */
export const SPACES = 200;

/** Bulk-inserts the data set with generate_series (seconds, not minutes). */
export async function seedData(handle: Db): Promise<{ spaceId: string; userId: string }> {
  const { db } = handle;
  const user = await db
    .insertInto('users')
    .values({
      email: 'bench@example.com',
      first_name: 'Bench',
      last_name: 'Mark',
      accepted_terms_of_service: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const watermark = await db
    .insertInto('watermarks')
    .values({
      user_id: user.id,
      url: 'https://cdn.example/mark.png',
      path: 'marks/mark.png',
      original_file_extension: '.png',
      top: 10,
      left: 10,
      height: 20,
      width: 20,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const collection = await db
    .insertInto('collections')
    .values({ user_id: user.id, name: 'bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sites')
    .values({ user_id: user.id, name: 'bench', collection_id: collection.id })
    .execute();
  // Every tenth space is private; every seventh watermarks; every fifth belongs to the collection.
  await sql`
    INSERT INTO spaces (user_id, title, description, start_date, end_date, slug, is_public, use_watermark,
                        watermark_id, collection_id, created_at)
    SELECT ${user.id}::uuid, 'Event number ' || g, 'A benchmark event', DATE '2026-01-01', DATE '2026-01-08',
           'event-' || g, g % 10 <> 0, g % 7 = 0, CASE WHEN g % 7 = 0 THEN ${watermark.id}::uuid END,
           CASE WHEN g % 5 = 0 THEN ${collection.id}::uuid END, TIMESTAMPTZ '2026-01-01' + g * INTERVAL '1 minute'
    FROM generate_series(1, ${SPACES}::int) AS g`.execute(db);
  await sql`
    INSERT INTO collection_spaces (space_id, collection_id)
    SELECT id, collection_id FROM spaces WHERE collection_id IS NOT NULL`.execute(db);
  // One photo in twenty is hidden; photos are spread round-robin over the spaces, a second apart.
  await sql`
    WITH s AS (SELECT array_agg(id ORDER BY created_at) AS ids FROM spaces)
    INSERT INTO photos (space_id, user_id, url, path, state, price, original_file_extension, created_at)
    SELECT s.ids[1 + g % ${SPACES}::int], ${user.id}::uuid, 'https://cdn.example/photos/' || g || '.jpg',
           'photos/' || g || '.jpg', CASE WHEN g % 20 = 0 THEN 'hidden' ELSE 'visible' END,
           CASE WHEN g % 3 = 0 THEN 250 END, '.jpg', TIMESTAMPTZ '2026-01-01' + g * INTERVAL '1 second'
    FROM s, generate_series(1, ${PHOTOS}::int) AS g`.execute(db);
  await sql`ANALYZE`.execute(db);
  const space = await db
    .selectFrom('spaces')
    .select('id')
    .where('is_public', '=', true)
    .where('use_watermark', '=', false)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return { spaceId: space.id, userId: user.id };
}
