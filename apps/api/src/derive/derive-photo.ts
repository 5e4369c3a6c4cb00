import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deriveImages } from '../images/derivatives.ts';
import { DERIVED_KEY_COLUMNS } from '../media/urls.ts';
import type { ObjectStorage } from '../storage/index.ts';
import { drainStorageDeletions } from '../stored-objects/deletion-queue.ts';
import { originalRefusal, refuseProcessingPhoto, undecodableOriginal } from './judge-original.ts';

/** What deriving needs. */
export interface DeriveDeps {
  db: Kysely<Database>;
  storage: ObjectStorage;
  /**
   * Called once the photo of `spaceId` is shown (it appeared, or its images changed): on its live wall,
   * and to visitors (`toVisitors`) when the space is public.
   */
  onShown: (spaceId: string, toVisitors: boolean) => void;
  /** Called when a guest's photo is ready for the first time (for the owner's digest). */
  onGuestPhoto?: (spaceId: string) => Promise<unknown>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

type Variant = 'thumb' | 'medium' | 'preview' | 'marked-thumb' | 'marked-medium' | 'marked-preview';

/**
 * Where a derived image is stored: under its photo (so deleting one photo never touches another's) and
 * named by its content, so a changed image gets a new address and an old address never shows new bytes.
 */
export const derivedKey = (photoId: string, variant: Variant, bytes: Uint8Array): string =>
  `derived/${photoId}/${variant}-${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.webp`;

/**
 * Makes and stores the derived images of one photo, records them with its size and placeholder, and lets
 * a photo waiting in 'processing' appear (hidden when its space hides new items). A photo in 'processing'
 * is judged first (its original is read whole only here): one that is not an image within the limits, or
 * whose data does not decode, is removed with its bytes and its refusal kept for its uploader. Images a previous run
 * stored are deleted once the row points at the new ones. A photo that is gone or still uploading is left.
 */
export async function derivePhoto(deps: DeriveDeps, photoId: string): Promise<void> {
  const { db, storage } = deps;
  const photo = await db
    .selectFrom('photos')
    .innerJoin('spaces', 'spaces.id', 'photos.space_id')
    .leftJoin('watermarks', (join) =>
      join.onRef('watermarks.id', '=', 'spaces.watermark_id').on('spaces.use_watermark', '=', true),
    )
    .select([
      'photos.path',
      'photos.state',
      'photos.declared_bytes',
      'watermarks.path as watermark_path',
      'watermarks.top',
      'watermarks.left',
      'watermarks.height',
      'watermarks.width',
    ])
    .where('photos.id', '=', photoId)
    .executeTakeFirst();
  if (!photo || photo.state === 'pending') return;

  // The first derive is the original's check: it is read whole here, and only here.
  const judging = photo.state === 'processing';
  try {
    const source = await buffer(await storage.getStream(photo.path));
    const declared = photo.declared_bytes === null ? null : Number(photo.declared_bytes);
    const refused = judging ? await originalRefusal(source, declared) : null;
    if (refused) {
      await refuseProcessingPhoto(deps, photoId, refused);
      return;
    }
    const watermark =
      photo.watermark_path && !photo.watermark_path.startsWith('http')
        ? {
            image: await buffer(await storage.getStream(photo.watermark_path)),
            top: Number(photo.top),
            left: Number(photo.left),
            height: Number(photo.height),
            width: Number(photo.width),
          }
        : null;
    // Bounded by the job worker (two at a time), not by the upload checks' slots: sharing those let a busy
    // event's image work starve completions into 503s.
    const derived = await deriveImages(source, watermark).catch(async (error: unknown) => {
      const undecodable = judging ? await undecodableOriginal(source) : null;
      if (!undecodable) throw error;
      await refuseProcessingPhoto(deps, photoId, undecodable);
      return null;
    });
    if (!derived) return;
    const images: [Variant, Buffer][] = [
      ['thumb', derived.thumb],
      ['medium', derived.medium],
      ['preview', derived.preview],
      ...(derived.marked
        ? ([
            ['marked-thumb', derived.marked.thumb],
            ['marked-medium', derived.marked.medium],
            ['marked-preview', derived.marked.preview],
          ] as [Variant, Buffer][])
        : []),
    ];
    const keys = new Map(images.map(([variant, bytes]) => [variant, derivedKey(photoId, variant, bytes)]));
    for (const [variant, bytes] of images) await storage.put(keys.get(variant)!, bytes, 'image/webp');

    const stored = await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('photos')
        .innerJoin('spaces', 'spaces.id', 'photos.space_id')
        .select([
          'photos.state',
          'photos.guest_id',
          'photos.space_id',
          ...DERIVED_KEY_COLUMNS,
          'spaces.default_hide_items',
          'spaces.is_public',
        ])
        .where('photos.id', '=', photoId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return null;
      const state =
        before.state === 'processing' ? (before.default_hide_items ? 'hidden' : 'visible') : before.state;
      await trx
        .updateTable('photos')
        .set({
          width: derived.width,
          height: derived.height,
          placeholder: derived.placeholder,
          thumb_key: keys.get('thumb')!,
          medium_key: keys.get('medium')!,
          preview_key: keys.get('preview')!,
          marked_thumb_key: keys.get('marked-thumb') ?? null,
          marked_medium_key: keys.get('marked-medium') ?? null,
          marked_preview_key: keys.get('marked-preview') ?? null,
          derive_error: null,
          state,
          ...(before.state === 'processing' && state === 'visible' ? { shown_at: sql<Date>`now()` } : {}),
          // A guest's photo that arrives hidden waits for the owner's review.
          ...(before.state === 'processing' && state === 'hidden' && before.guest_id
            ? { awaiting_review: true }
            : {}),
        })
        .where('id', '=', photoId)
        .execute();
      const replaced = [
        before.thumb_key,
        before.medium_key,
        before.preview_key,
        before.marked_thumb_key,
        before.marked_medium_key,
        before.marked_preview_key,
      ]
        .filter((key): key is string => key !== null && ![...keys.values()].includes(key))
        .map((key) => ({ key }));
      if (replaced.length > 0)
        await trx
          .insertInto('storage_deletions')
          .values(replaced)
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
      // Shown as a visible photo: to visitors of a public space, and on the live wall of any (a private
      // space's owner runs a slideshow too).
      return {
        shown: state === 'visible',
        toVisitors: before.is_public,
        spaceId: before.space_id,
        guestArrived: before.state === 'processing' && before.guest_id ? before.space_id : null,
      };
    });
    // The photo went while its images were made: they are nobody's.
    if (!stored) for (const key of keys.values()) await storage.delete(key);
    await drainStorageDeletions(db, storage, deps.log);
    if (stored?.shown) deps.onShown(stored.spaceId, stored.toVisitors);
    if (stored?.guestArrived) await deps.onGuestPhoto?.(stored.guestArrived);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('photos')
      .set({ derive_error: message.slice(0, 500) })
      .where('id', '=', photoId)
      .execute();
    throw error;
  }
}
