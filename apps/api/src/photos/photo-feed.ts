import { type Kysely, sql } from 'kysely';
import type { Static } from 'typebox';
import type { CollectionSpaceSchema } from '../collections/collection.ts';
import type { Database } from '../db/schema.ts';
import type { MediaUrls } from '../media/urls.ts';
import type { Site } from '../sites/site.ts';
import { siteColumns } from '../sites/site.ts';
import { presentSpace, type SpaceRow } from '../spaces/space.ts';
import { presentWatermark, type WatermarkRow } from '../spaces/watermark.ts';
import { PHOTOS_PAGE_SIZE, presentPhoto } from './photo.ts';

/** What reading photos needs: the database and the addresses of their images. */
export interface PhotoReadDeps {
  db: Kysely<Database>;
  media: MediaUrls;
}

/** A spaces row as PostgreSQL's `json_agg` gives it (timestamps as strings). */
type SpaceJson = Record<keyof SpaceRow, unknown>;
/** A watermarks row as `json_agg` gives it. */
type WatermarkJson = Record<keyof WatermarkRow, unknown>;

/** Escapes LIKE wildcards so a search term matches literally (backslash is the default escape). */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const emptyFeed = () => ({
  photos: [],
  spaces: [],
  sites: [],
  collection_spaces: [],
  watermarks: [],
  has_more_photos: false,
});

/**
 * A page of the public feed: visible photos of public spaces, newest first, optionally only of events whose
 * title contains `term` (any case); `detailed` brings the spaces, collection links, sites and watermarks of
 * the page along. Photos of a watermarking space point at the watermarked image.
 */
export async function photoFeed({ db, media }: PhotoReadDeps, term: string, page: number, detailed: boolean) {
  let query = db
    .selectFrom('photos')
    .innerJoin('spaces', 'spaces.id', 'photos.space_id')
    .selectAll('photos')
    .select(['spaces.use_watermark as space_use_watermark', 'spaces.watermark_id as space_watermark_id'])
    .where('photos.state', '=', 'visible')
    .where('spaces.is_public', '=', true);
  if (term) {
    // Matching events first: few spaces match, and their photos come from the per-space index
    // instead of walking the whole feed for a rare title.
    const matching = await db
      .selectFrom('spaces')
      .select('id')
      .where('is_public', '=', true)
      .where('title', 'ilike', `%${escapeLike(term)}%`)
      .execute();
    if (matching.length === 0) return emptyFeed();
    query = query.where('photos.space_id', '=', sql<string>`any(${matching.map((s) => s.id)}::uuid[])`);
  }
  const rows = await query
    .orderBy('photos.created_at', 'desc')
    .orderBy('photos.id', 'desc')
    .limit(PHOTOS_PAGE_SIZE + 1)
    .offset((page - 1) * PHOTOS_PAGE_SIZE)
    .execute();
  const photos = rows.slice(0, PHOTOS_PAGE_SIZE);
  const result = {
    photos: photos.map((p) =>
      presentPhoto(
        p,
        { use_watermark: p.space_use_watermark, watermark_id: p.space_watermark_id },
        false,
        media,
      ),
    ),
    spaces: [] as ReturnType<typeof presentSpace>[],
    sites: [] as Site[],
    collection_spaces: [] as Static<typeof CollectionSpaceSchema>[],
    watermarks: [] as ReturnType<typeof presentWatermark>[],
    has_more_photos: rows.length > PHOTOS_PAGE_SIZE,
  };
  if (!detailed || photos.length === 0) return result;

  // The related records in one statement (one round trip; on PGlite, where statements queue one after
  // another, four statements cost about four times one): the spaces of the page, their collection links,
  // the sites showing their collections and their watermarks, each aggregated to JSON in id order.
  const spaceIds = [...new Set(photos.map((p) => p.space_id))];
  const siteFields = sql.join(siteColumns.map((c) => sql`${sql.lit(c)}::text, x.${sql.ref(c)}`));
  const { rows: relatedRows } = await sql<{
    spaces: SpaceJson[] | null;
    collection_spaces: Static<typeof CollectionSpaceSchema>[] | null;
    sites: Site[] | null;
    watermarks: WatermarkJson[] | null;
  }>`
    WITH s AS (SELECT * FROM spaces WHERE id = any(${spaceIds}::uuid[])),
    cs AS (SELECT id, space_id, collection_id FROM collection_spaces WHERE space_id = any(${spaceIds}::uuid[]))
    SELECT
      (SELECT json_agg(s ORDER BY s.id) FROM s) AS spaces,
      (SELECT json_agg(cs ORDER BY cs.id) FROM cs) AS collection_spaces,
      (SELECT json_agg(json_build_object(${siteFields}) ORDER BY x.id) FROM sites x
        WHERE x.collection_id IN (SELECT collection_id FROM s UNION SELECT collection_id FROM cs)) AS sites,
      (SELECT json_agg(w ORDER BY w.id) FROM watermarks w
        WHERE w.id IN (SELECT watermark_id FROM s WHERE use_watermark)) AS watermarks`.execute(db);
  const related = relatedRows[0]!;
  const spaces = related.spaces ?? [];
  const collectionSpaces = related.collection_spaces ?? [];
  const sites = related.sites ?? [];
  const watermarks = related.watermarks ?? [];
  // JSON keeps every field presentSpace and presentWatermark read: dates as YYYY-MM-DD, numbers as numbers.
  result.spaces = spaces.map((s) => presentSpace(s as unknown as SpaceRow));
  result.sites = sites;
  result.collection_spaces = collectionSpaces;
  result.watermarks = watermarks.map((w) => presentWatermark(w as unknown as WatermarkRow));
  return result;
}
