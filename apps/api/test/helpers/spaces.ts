import { randomUUID } from 'node:crypto';
import type { PhotoState } from '../../src/db/schema.ts';
import type { Harness } from './harness.ts';

/** Creates a space through the API as the holder of `token`; returns the space. */
export async function createSpace(
  h: Harness,
  token: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string }> {
  const res = await h.request({
    method: 'POST',
    url: '/api/spaces',
    token,
    payload: { title: `Event ${randomUUID().slice(0, 6)}`, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create space failed: ${res.statusCode} ${res.body}`);
  return res.json().space;
}

/**
 * Inserts `count` photos into a space (uploads are not part of these routes), one second apart so the
 * newest-first order is the reverse of insertion. Returns their ids, oldest first.
 */
export async function addPhotos(
  h: Harness,
  spaceId: string,
  count: number,
  options: { state?: PhotoState; start?: Date } = {},
): Promise<string[]> {
  const start = options.start ?? new Date('2026-01-01T00:00:00Z');
  const rows = await h.app.db
    .insertInto('photos')
    .values(
      Array.from({ length: count }, (_, i) => {
        const key = randomUUID();
        return {
          space_id: spaceId,
          url: `https://cdn.example/${key}.jpg`,
          path: `spaces/${spaceId}/${key}.jpg`,
          state: options.state ?? 'visible',
          original_file_extension: '.jpg',
          created_at: new Date(start.getTime() + i * 1000),
        };
      }),
    )
    .returning(['id', 'created_at'])
    .execute();
  return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime()).map((r) => r.id);
}

/** Inserts a watermark owned by `userId`. */
export async function addWatermark(h: Harness, userId: string): Promise<string> {
  const row = await h.app.db
    .insertInto('watermarks')
    .values({
      user_id: userId,
      url: 'https://marks.example/mark.png',
      path: null,
      original_file_extension: '.png',
      top: 0,
      left: 0,
      height: 0,
      width: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
