import { readFileSync } from 'node:fs';
import { type Generated, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPGlite } from '../src/db/index.ts';
import { Mutex, PGliteDialect } from '../src/db/pglite-dialect.ts';

interface Db {
  items: { id: Generated<number>; label: string };
}

describe('PGlite dialect', () => {
  let db: Kysely<Db>;
  beforeAll(async () => {
    // Booting from the dumped template is several times faster than a fresh initdb.
    const template = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    db = new Kysely<Db>({ dialect: new PGliteDialect(createPGlite(null, template)) });
    await sql`create table items (id serial primary key, label text not null)`.execute(db);
  });
  afterAll(() => db.destroy());

  it('serializes transactions: of 50 concurrent ones, the 25 that throw roll back', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('items')
            .values({ label: `tx-${i}` })
            .execute();
          await new Promise((r) => setTimeout(r, Math.random() * 3));
          await trx
            .insertInto('items')
            .values({ label: `tx-${i}-second` })
            .execute();
          if (i % 2 === 1) throw new Error(`boom ${i}`);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(25);
    const rows = await db.selectFrom('items').select('label').execute();
    const committed = new Set(rows.map((r) => r.label.replace(/-second$/, '')));
    expect(committed.size).toBe(25);
    expect(rows).toHaveLength(50);
    for (const label of committed) expect(Number(label.slice(3)) % 2).toBe(0);
  });

  it('keeps queries outside a transaction from seeing or joining its uncommitted work', async () => {
    await sql`truncate items`.execute(db);
    let seenDuring = -1;
    const tx = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ label: 'inside' }).execute();
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('rollback');
    });
    const outside = (async () => {
      await new Promise((r) => setTimeout(r, 5));
      seenDuring = (await db.selectFrom('items').select('id').execute()).length;
    })();
    await expect(tx).rejects.toThrow('rollback');
    await outside;
    expect(seenDuring).toBe(0);
  });

  it('reports affected rows for updates', async () => {
    await db
      .insertInto('items')
      .values([{ label: 'a' }, { label: 'b' }])
      .execute();
    const result = await db.updateTable('items').set({ label: 'c' }).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });

  it('hands the mutex over in FIFO order', async () => {
    const mutex = new Mutex();
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3].map(async (i) => {
        const release = await mutex.acquire();
        order.push(i);
        await new Promise((r) => setTimeout(r, 1));
        release();
      }),
    );
    expect(order).toEqual([0, 1, 2, 3]);
  });
});
