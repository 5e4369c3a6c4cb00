import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Changes } from '../changes/public-changes.ts';
import type { Database, User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { JobQueue } from '../jobs/types.ts';
import { queueDeriveSpace } from '../media/derive-queue.ts';
import type { Locale } from '../rules/locale.ts';
import { deleteUnusedWatermark } from '../stored-objects/deletion-queue.ts';
import { ownedSpace, presentSpace, type SpaceRow } from './space.ts';

/** A new space lasts this many days unless its end date is given. */
export const DEFAULT_SPACE_LENGTH_DAYS = 7;

/** The fields an owner sets on a space, at creation or later. */
export interface SpaceFields {
  description?: string | null | undefined;
  location?: string | null | undefined;
  location_url?: string | null | undefined;
  formatted_address?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  slug?: string | undefined;
  is_public?: boolean | undefined;
  full_album?: boolean | undefined;
  default_hide_items?: boolean | undefined;
  use_watermark?: boolean | undefined;
  watermark_id?: string | null | undefined;
  collection_id?: string | null | undefined;
  allow_downloads?: boolean | undefined;
  /** The event's language; null: each visitor's own. */
  language?: Locale | null | undefined;
}

/** Where a space's watermark sits and how large it is (any part of it). */
export interface WatermarkPlace {
  top?: number | undefined;
  left?: number | undefined;
  height?: number | undefined;
  width?: number | undefined;
}

/** What editing a space needs: the database and the job queue that re-makes its visitors' images. */
export interface SpaceEditDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
}

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** A slug from a title: lower-case ASCII letters and digits joined by single hyphens. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'space';
}

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string })?.code === '23505' &&
  String(
    (error as { constraint?: string; message?: string }).constraint ?? (error as Error).message,
  ).includes(constraint);

const SLUG_TAKEN = 'slug has already been taken';

/** Refuses a watermark or collection that is not the user's (422, as for any unknown reference). */
async function checkReferences(
  db: Kysely<Database>,
  user: User,
  input: { watermark_id?: string | null | undefined; collection_id?: string | null | undefined },
) {
  if (input.watermark_id) {
    const found = await db
      .selectFrom('watermarks')
      .select('id')
      .where('id', '=', input.watermark_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!found) throw new HttpError(422, 'watermark not found');
  }
  if (input.collection_id) {
    const found = await db
      .selectFrom('collections')
      .select('id')
      .where('id', '=', input.collection_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!found) throw new HttpError(422, 'collection not found');
  }
}

/** Refuses a cover that is not a photo of the space (422). A hidden one may be chosen: the cover waits for it. */
async function checkCover(db: Kysely<Database>, spaceId: string, photoId: string | null | undefined) {
  if (!photoId) return;
  const found = await db
    .selectFrom('photos')
    .select('id')
    .where('id', '=', photoId)
    .where('space_id', '=', spaceId)
    .executeTakeFirst();
  if (!found) throw new HttpError(422, 'cover photo not found in this space');
}

const checkDates = (start: string, end: string) => {
  if (end < start) throw new HttpError(422, 'end_date must not be before start_date');
};

/**
 * Creates one of the user's spaces and answers it as its owner sees it. The slug is made once, from the
 * title (or chosen: 409 when taken); later title changes keep it, so shared links stay valid.
 */
export async function createSpace(
  db: Kysely<Database>,
  changes: Changes,
  user: User,
  input: SpaceFields & { title: string },
) {
  const start = input.start_date ?? today();
  const end = input.end_date ?? addDays(start, DEFAULT_SPACE_LENGTH_DAYS);
  checkDates(start, end);
  await checkReferences(db, user, input);
  const base = input.slug ?? slugify(input.title);
  let space: SpaceRow | undefined;
  for (let attempt = 0; !space; attempt += 1) {
    // A chosen slug must be free; a generated one gets a random suffix when taken.
    const slug = attempt === 0 || input.slug ? base : `${base}-${randomBytes(3).toString('hex')}`;
    try {
      space = await db
        .insertInto('spaces')
        .values({
          user_id: user.id,
          title: input.title,
          description: input.description ?? null,
          location: input.location ?? null,
          location_url: input.location_url ?? null,
          formatted_address: input.formatted_address ?? null,
          lat: input.lat ?? null,
          lng: input.lng ?? null,
          start_date: start,
          end_date: end,
          slug,
          is_public: input.is_public ?? true,
          full_album: input.full_album ?? false,
          default_hide_items: input.default_hide_items ?? false,
          use_watermark: input.use_watermark ?? false,
          watermark_id: input.watermark_id ?? null,
          collection_id: input.collection_id ?? null,
          allow_downloads: input.allow_downloads ?? false,
          language: input.language ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (!isUniqueViolation(error, 'spaces_slug_key')) throw error;
      if (input.slug) throw new HttpError(409, SLUG_TAKEN);
      if (attempt >= 5) throw error;
    }
  }
  changes.spaceView(space.id);
  return presentSpace(space, { user });
}

/**
 * Edits one of the user's spaces, its watermark's place included, and answers it as its owner sees it.
 * Visitors' images carry the watermark: they are re-made when it, its place or its use changes.
 */
export async function editSpace(
  { db, jobs }: SpaceEditDeps,
  changes: Changes,
  user: User,
  spaceId: string,
  edit: SpaceFields & {
    title?: string | undefined;
    watermark?: WatermarkPlace | undefined;
    /** The photo to show at the top of its pages; null: its first photo. */
    cover_photo_id?: string | null | undefined;
  },
) {
  const space = await ownedSpace(db, spaceId, user);
  const { watermark, ...fields } = edit;
  checkDates(fields.start_date ?? space.start_date, fields.end_date ?? space.end_date);
  await checkReferences(db, user, fields);
  await checkCover(db, space.id, fields.cover_photo_id);
  const watermarkId = fields.watermark_id === undefined ? space.watermark_id : fields.watermark_id;
  const placed = Boolean(watermark && Object.keys(watermark).length > 0);
  if (placed && !watermarkId) throw new HttpError(422, 'the space has no watermark');
  const updated = await db.transaction().execute(async (trx) => {
    if (watermark && watermarkId && placed)
      await trx.updateTable('watermarks').set(watermark).where('id', '=', watermarkId).execute();
    try {
      return await trx
        .updateTable('spaces')
        .set({ ...fields, updated_at: new Date() })
        .where('id', '=', space.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error, 'spaces_slug_key')) throw new HttpError(409, SLUG_TAKEN);
      throw error;
    }
  });
  const marking =
    updated.use_watermark !== space.use_watermark || updated.watermark_id !== space.watermark_id;
  if (placed && watermarkId) {
    const sharing = await db
      .selectFrom('spaces')
      .select('id')
      .where('watermark_id', '=', watermarkId)
      .execute();
    for (const { id } of sharing) {
      // Their pages show the watermark's place too; their photos follow as the jobs re-make them.
      changes.spaceView(id);
      await queueDeriveSpace(db, jobs, id);
    }
  } else if (marking) await queueDeriveSpace(db, jobs, space.id);
  // Its privacy, watermark and cover change how its photos show, on the live wall too.
  changes.spacePhotos(space.id);
  return presentSpace(updated, { user });
}

/**
 * Deletes one of the user's spaces and its photos; its watermark goes with it unless another space uses the
 * same one. Their stored objects are queued for deletion with their rows.
 */
export async function deleteSpace(db: Kysely<Database>, changes: Changes, user: User, spaceId: string) {
  const space = await ownedSpace(db, spaceId, user);
  const deleted = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('photos').where('space_id', '=', space.id).execute();
    return trx.deleteFrom('spaces').where('id', '=', space.id).returning('watermark_id').executeTakeFirst();
  });
  changes.spacePhotos(space.id);
  if (deleted?.watermark_id) await deleteUnusedWatermark(db, deleted.watermark_id);
}
