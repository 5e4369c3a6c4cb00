import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/index.ts';
import { freshDatabase } from './helpers/harness.ts';

const fresh = await freshDatabase('postgres');
afterAll(() => fresh.drop());

it('survives the server ending idle connections (restart, forced drop) and reconnects', async () => {
  const handle = await openDatabase(fresh.config);
  try {
    await Promise.all([1, 2, 3].map(() => handle.db.selectFrom('users').select('id').execute()));
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    const url = new URL((fresh.config as { url: string }).url);
    const { rows } = await admin.query(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1',
      [url.pathname.slice(1)],
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(handle.db.selectFrom('users').select('id').execute()).resolves.toBeDefined();
  } finally {
    await handle.close();
  }
});
