import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeBackends } from './helpers/harness.ts';

describeBackends('database constraints', (h) => {
  const user = async (email = h.uniqueEmail()) =>
    h.app.db
      .insertInto('users')
      .values({ email, first_name: 'A', last_name: 'B', accepted_terms_of_service: true })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('indexes every foreign key (deletes and the feed never scan a whole referencing table)', async () => {
    const { rows } = await sql<{ fk: string }>`
      SELECT c.conrelid::regclass::text || '.' || a.attname AS fk
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f'
        AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])
      ORDER BY 1`.execute(h.app.db);
    expect(rows.map((r) => r.fk)).toEqual([]);
  });

  it('keeps e-mails unique and lower-case', async () => {
    const email = h.uniqueEmail();
    await user(email);
    await expect(user(email)).rejects.toMatchObject({ code: '23505' });
    await expect(user('Upper@Example.com')).rejects.toMatchObject({ code: '23514' });
  });

  it('requires a space for every photo and keeps photo urls unique', async () => {
    const { id: user_id } = await user();
    await expect(
      h.app.db
        .insertInto('photos')
        .values({ space_id: '00000000-0000-4000-8000-000000000000', url: 'u', path: 'p' })
        .execute(),
    ).rejects.toMatchObject({ code: '23503' });
    const space = await h.app.db
      .insertInto('spaces')
      .values({ user_id, title: 'Wedding', start_date: '2026-01-01', end_date: '2026-01-08' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(space).toMatchObject({
      is_public: true,
      full_album: false,
      use_watermark: false,
      start_date: '2026-01-01',
    });
    await h.app.db
      .insertInto('photos')
      .values({ space_id: space.id, url: 'https://x/1.jpg', path: 'a/1.jpg', price: '12.50' })
      .execute();
    await expect(
      h.app.db
        .insertInto('photos')
        .values({ space_id: space.id, url: 'https://x/1.jpg', path: 'a/2.jpg' })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      h.app.db
        .insertInto('photos')
        .values({ space_id: space.id, url: 'https://x/3.jpg', path: 'a/3.jpg', state: 'weird' as 'hidden' })
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
    const photo = await h.app.db
      .selectFrom('photos')
      .selectAll()
      .where('path', '=', 'a/1.jpg')
      .executeTakeFirstOrThrow();
    expect(photo).toMatchObject({ state: 'visible', price: '12.50' });
  });

  it('keeps collection names unique per user, site names unique, and collection_space pairs unique', async () => {
    const a = await user();
    const b = await user();
    const db = h.app.db;
    const ca = await db
      .insertInto('collections')
      .values({ user_id: a.id, name: 'Summer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('collections').values({ user_id: b.id, name: 'Summer' }).execute();
    await expect(
      db.insertInto('collections').values({ user_id: a.id, name: 'Summer' }).execute(),
    ).rejects.toMatchObject({
      code: '23505',
    });
    const siteName = `site-${a.id.slice(0, 8)}`;
    await db.insertInto('sites').values({ user_id: a.id, name: siteName }).execute();
    await expect(
      db.insertInto('sites').values({ user_id: b.id, name: siteName }).execute(),
    ).rejects.toMatchObject({
      code: '23505',
    });
    const space = await db
      .insertInto('spaces')
      .values({ user_id: a.id, title: 'T', start_date: '2026-01-01', end_date: '2026-01-02' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('collection_spaces').values({ space_id: space.id, collection_id: ca.id }).execute();
    await expect(
      db.insertInto('collection_spaces').values({ space_id: space.id, collection_id: ca.id }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      db
        .insertInto('spaces')
        .values({ user_id: a.id, title: 'T', start_date: '2026-01-05', end_date: '2026-01-01' })
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('removes a deleted user’s data but keeps exit surveys anonymously', async () => {
    const { id } = await user();
    const db = h.app.db;
    await db
      .insertInto('spaces')
      .values({ user_id: id, title: 'T', start_date: '2026-01-01', end_date: '2026-01-02' })
      .execute();
    await db.insertInto('exit_surveys').values({ user_id: id, reason: 'other', feedback: 'bye' }).execute();
    await db.deleteFrom('users').where('id', '=', id).execute();
    expect(await db.selectFrom('spaces').select('id').where('user_id', '=', id).execute()).toHaveLength(0);
    const survey = await db
      .selectFrom('exit_surveys')
      .selectAll()
      .where('feedback', '=', 'bye')
      .executeTakeFirstOrThrow();
    expect(survey.user_id).toBeNull();
  });
});
