import type { PassThrough, Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { ZipFile } from 'yazl';
import type { Database } from '../db/schema.ts';
import { type ObjectStorage, StorageNotFoundError } from '../storage/index.ts';
import type { SpaceRow } from './space.ts';
import { watermarks } from './watermark.ts';
import { uniqueEntryNames, withExtension } from './zip-entry-names.ts';

/** Who a zip is for: the owner gets the originals, anyone else the previews they are shown. */
export type ZipAudience = 'owner' | 'visitor';

/** Rows read from the database at a time (keyset pagination: a 10,000-photo space never loads at once). */
export const ZIP_PAGE_SIZE = 200;

/**
 * Entries described (their object's size and type asked of storage) ahead of the one being streamed: enough
 * to hide a round trip to S3 behind the bytes of the current photo, few enough to stay constant in memory.
 */
const LOOKAHEAD = 8;

/** One photo as it goes into a zip: the object to read and what names it. */
export interface ZipPhoto {
  id: string;
  created_at: Date;
  /** `created_at` as PostgreSQL prints it: exact to the microsecond, unlike a JS Date (the keyset's key). */
  created_key: string;
  uploader_name: string | null;
  /** The uploaded file's own name: the entry's name when given (made unique), else a numbered one. */
  original_name?: string | null | undefined;
  key: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

/** A file name's extension for a stored object: from its content type, else its key, else `bin`. */
export function extensionFor(contentType: string, key: string): string {
  const known = EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()];
  if (known) return known;
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(key);
  return match ? match[1]!.toLowerCase() : 'bin';
}

/**
 * Text made safe as (part of) a file name on every system: no path separators, control or reserved
 * characters, no leading dots, single spaces, at most `max` characters; `fallback` when nothing is left.
 */
export function safeFileName(text: string | null | undefined, fallback: string, max = 60): string {
  const cleaned = (text ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}<>:"/\\|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, max)
    .trim();
  return cleaned || fallback;
}

/** The name of the `index`-th photo in the zip when it has no original name, `0001-Wanjiru.jpg`: numbered, sorted. */
export function entryName(index: number, width: number, uploaderName: string | null, extension: string) {
  return `${String(index).padStart(width, '0')}-${safeFileName(uploaderName, 'photo')}.${extension}`;
}

/** The zip's own file name, from the space's title. */
export const zipFileName = (title: string) => `${safeFileName(title, 'photos', 100)}.zip`;

/** A photo visitors see that costs nothing: what a visitor's zip may hold. */
const shownFree = (eb: ExpressionBuilder<Database, 'photos'>) =>
  eb.and([
    eb('state', '=', 'visible'),
    eb('awaiting_review', '=', false),
    eb.or([eb('price', 'is', null), eb('price', '<=', '0')]),
  ]);

/**
 * The photos of a space that go into a zip for `audience`, oldest first, `ZIP_PAGE_SIZE` rows at a time.
 * The owner's: every photo whose bytes have arrived (visible, hidden, awaiting review, processing), as its
 * original. A visitor's: the free photos the space shows them — visible ones without a price (a priced photo
 * is bought, never handed out in a zip), as the preview they are shown (the watermarked one where the space
 * watermarks, so none until it is made; see `mediaUrls().forPhoto`).
 */
async function* zipPhotos(
  db: Kysely<Database>,
  space: Pick<SpaceRow, 'id' | 'use_watermark' | 'watermark_id'>,
  audience: ZipAudience,
): AsyncGenerator<ZipPhoto> {
  const column =
    audience === 'owner' ? 'path' : watermarks(space) ? 'marked_preview_key' : ('preview_key' as const);
  let after: { created_key: string; id: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('photos')
      .select([
        'id',
        'created_at',
        sql<string>`created_at::text`.as('created_key'),
        'uploader_name',
        // The owner's files keep the names they were uploaded with; a visitor's are numbered.
        audience === 'owner' ? 'original_name' : sql<null>`null`.as('original_name'),
        sql<string | null>`${sql.ref(column)}`.as('key'),
      ])
      .where('space_id', '=', space.id);
    query =
      audience === 'owner'
        ? query.where('state', '<>', 'pending')
        : query.where(shownFree).where(sql.ref(column), 'is not', null);
    if (after) {
      const { created_key, id } = after;
      query = query.where(sql<boolean>`(created_at, id) > (${created_key}::timestamptz, ${id}::uuid)`);
    }
    const rows = await query.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(ZIP_PAGE_SIZE).execute();
    for (const row of rows) if (row.key) yield { ...row, key: row.key };
    if (rows.length < ZIP_PAGE_SIZE) return;
    const last = rows[rows.length - 1]!;
    after = { created_key: last.created_key, id: last.id };
  }
}

/** How many photos a zip will hold, for the width of its numbering. */
async function countPhotos(
  db: Kysely<Database>,
  space: Pick<SpaceRow, 'id' | 'use_watermark' | 'watermark_id'>,
  audience: ZipAudience,
): Promise<number> {
  let query = db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .where('space_id', '=', space.id);
  query = audience === 'owner' ? query.where('state', '<>', 'pending') : query.where(shownFree);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** What streaming a zip needs. */
export interface SpaceZipDeps {
  db: Kysely<Database>;
  storage: Pick<ObjectStorage, 'head' | 'getStream'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** A zip being streamed. */
export interface SpaceZip {
  /** The zip's bytes; fails (is destroyed with an error) when a photo cannot be read midway. */
  stream: Readable;
  /** Stops: no more rows are read, the object being read is closed, `stream` is destroyed. */
  abort(): void;
}

/**
 * Streams a space's photos as a zip (stored, not deflated: photos do not compress; ZIP64 past 4 GB), one
 * object at a time with back-pressure: an object is opened only when the zip reaches it and read only as fast
 * as the zip is consumed, rows are read a page at a time, and nothing is written to disk. Memory stays
 * constant but for the central directory (about a hundred bytes a photo). Objects missing from storage are
 * left out; any other failure destroys `stream`.
 */
export function spaceZip(
  deps: SpaceZipDeps,
  space: Pick<SpaceRow, 'id' | 'use_watermark' | 'watermark_id'>,
  audience: ZipAudience,
): SpaceZip {
  const { db } = deps;
  return photoZip(
    deps,
    { spaceId: space.id },
    () => countPhotos(db, space, audience),
    () => zipPhotos(db, space, audience),
  );
}

/**
 * Streams stored photos as a zip, as {@link spaceZip} describes: `count` sizes the numbering, `photos` yields
 * them in the zip's order, `context` names the zip in the log.
 */
export function photoZip(
  deps: Omit<SpaceZipDeps, 'db'>,
  context: Record<string, string>,
  count: () => Promise<number>,
  photos: () => AsyncIterable<ZipPhoto>,
): SpaceZip {
  const { storage, log } = deps;
  const zip = new ZipFile();
  // yazl's types say ReadableStream; it is a PassThrough.
  const output = zip.outputStream as PassThrough;
  let reading: Readable | null = null;
  let stopped = false;
  let added = 0;
  let started = 0;
  let wake: (() => void) | null = null;
  const wakeProducer = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };

  const stop = (error?: Error) => {
    if (stopped) return;
    stopped = true;
    wakeProducer();
    reading?.destroy();
    reading = null;
    output.destroy(error);
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    log.error({ err: error, ...context }, 'zip failed');
    stop(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);
  // The consumer went away (client disconnected): stop reading rows and objects.
  output.on('close', () => stop());

  const produce = async () => {
    const width = Math.max(4, String(await count()).length);
    const unique = uniqueEntryNames();
    let index = 0;
    for await (const photo of photos()) {
      while (!stopped && added - started >= LOOKAHEAD) await new Promise<void>((resolve) => (wake = resolve));
      if (stopped) return;
      let info: Awaited<ReturnType<typeof storage.head>>;
      try {
        info = await storage.head(photo.key);
      } catch (error) {
        if (!(error instanceof StorageNotFoundError)) throw error;
        log.warn({ photoId: photo.id }, 'zip: stored object missing, left out');
        continue;
      }
      if (stopped) return;
      index += 1;
      const extension = extensionFor(info.contentType, photo.key);
      const name = unique(
        photo.original_name
          ? withExtension(photo.original_name, extension)
          : entryName(index, width, photo.uploader_name, extension),
      );
      zip.addReadStreamLazy(
        name,
        { compress: false, mtime: new Date(photo.created_at), size: info.size },
        (callback) => {
          started += 1;
          wakeProducer();
          storage.getStream(photo.key).then(
            (stream) => {
              if (stopped) {
                stream.destroy();
                return;
              }
              reading = stream;
              stream.once('error', fail);
              stream.once('end', () => {
                if (reading === stream) reading = null;
              });
              callback(null, stream);
            },
            (error: unknown) => fail(error),
          );
        },
      );
      added += 1;
    }
    if (!stopped) zip.end();
  };
  produce().catch(fail);

  return { stream: output, abort: () => stop() };
}
