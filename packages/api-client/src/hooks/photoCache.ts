import type { Cache, ScopedMutator } from 'swr';
import type { SpacePhoto } from '../index';
import { pagedKeys } from './paged';

// A photo mutation's answer is the photo as it is now: the copies of that photo in the cache (its
// space's pages, the feed's pages, its own read) are changed from it instead of being read again.

const SPACE = 'GET /spaces/{space_id}';
const FEED = 'GET /photos';
const PHOTO = 'GET /photos/{photo_id}';

/** What a photo change may alter. Addresses stay as each read gave them (the owner's and the public's differ). */
export type PhotoChanges = Partial<Pick<SpacePhoto, 'comment' | 'price' | 'state'>>;

/** The fields of `answer` a photo change may alter, those it has only. */
export function photoChangesOf(answer: PhotoChanges): PhotoChanges {
  const changes: PhotoChanges = {};
  if (answer.comment !== undefined) changes.comment = answer.comment;
  if (answer.price !== undefined) changes.price = answer.price;
  if (answer.state !== undefined) changes.state = answer.state;
  return changes;
}

/** What to do with a cached copy of the photo: change it, or drop it from a list. */
export type PhotoEdit = { changes: PhotoChanges } | { drop: true };

type Photos = { photos: readonly { id: string }[] };

function editList<P extends Photos>(page: P, photoIds: ReadonlySet<string>, edit: PhotoEdit): P {
  if (!page.photos.some((photo) => photoIds.has(photo.id))) return page;
  const photos =
    'drop' in edit
      ? page.photos.filter((photo) => !photoIds.has(photo.id))
      : page.photos.map((photo) => (photoIds.has(photo.id) ? { ...photo, ...edit.changes } : photo));
  return { ...page, photos };
}

const isPage = (data: unknown): data is Photos =>
  typeof data === 'object' && data !== null && Array.isArray((data as Photos).photos);

/**
 * Applies `edit` to every cached copy of the photos `photoIds` in the reads of `operations`: plain reads
 * (a space and its first page, each page of a paged read) and paged reads (every loaded page at once),
 * without reading anything again.
 */
async function editPhotoIn(
  cache: Cache,
  mutate: ScopedMutator,
  operations: readonly string[],
  photoIds: string | readonly string[],
  edit: PhotoEdit,
): Promise<void> {
  const ids = new Set(typeof photoIds === 'string' ? [photoIds] : photoIds);
  const pageEdit = (data: unknown) => (isPage(data) ? editList(data, ids, edit) : data);
  await Promise.all([
    mutate((key: unknown) => Array.isArray(key) && operations.includes(key[0] as string), pageEdit, {
      revalidate: false,
    }),
    ...operations.flatMap((operation) =>
      pagedKeys(cache, operation).map((key) =>
        mutate(key, (pages: unknown) => (Array.isArray(pages) ? pages.map(pageEdit) : pages), {
          revalidate: false,
        }),
      ),
    ),
  ]);
}

/** Changes the photos' own reads (GET /photos/{photo_id}) from `changes`, or drops them. */
async function editPhotoRead(
  mutate: ScopedMutator,
  photoIds: string | readonly string[],
  edit: PhotoEdit,
): Promise<void> {
  const ids = new Set(typeof photoIds === 'string' ? [photoIds] : photoIds);
  await mutate(
    (key: unknown) =>
      Array.isArray(key) &&
      key[0] === PHOTO &&
      ids.has((key[1] as { params?: { photo_id?: string | undefined } })?.params?.photo_id ?? ''),
    (shared: unknown) => {
      if ('drop' in edit) return undefined;
      if (typeof shared !== 'object' || shared === null || !('data' in shared)) return shared;
      return { ...shared, data: { ...(shared as { data: object }).data, ...edit.changes } };
    },
    { revalidate: false },
  );
}

/**
 * A photo's (or several photos') comment or price changed: every cached copy (its space's pages, the feed's pages, its own
 * read) takes the answer's values. Nothing is read again: neither changes which list shows the photo.
 */
export async function applyPhotoChange(
  cache: Cache,
  mutate: ScopedMutator,
  photoId: string | readonly string[],
  changes: PhotoChanges,
): Promise<void> {
  const edit = { changes };
  await Promise.all([
    editPhotoIn(cache, mutate, [SPACE, FEED], photoId, edit),
    editPhotoRead(mutate, photoId, edit),
  ]);
}

/**
 * A photo (or several) was shown or hidden: its space's pages and its own read take the new state at once; a hidden
 * photo leaves the cached feed at once. The feed and the space's reads are then read again: a photo
 * shown enters the public lists at a place only the server knows, one hidden shifts their pages, and
 * the public's view of the space lists visible photos only.
 */
export async function applyPhotoState(
  cache: Cache,
  mutate: ScopedMutator,
  photoId: string | readonly string[],
  changes: PhotoChanges,
): Promise<void> {
  await Promise.all([
    editPhotoIn(cache, mutate, [SPACE], photoId, { changes }),
    editPhotoRead(mutate, photoId, { changes }),
    changes.state === 'hidden' ? editPhotoIn(cache, mutate, [FEED], photoId, { drop: true }) : undefined,
  ]);
}

/**
 * A photo (or several) was deleted: it leaves every cached list and its own read at once, without a request. The
 * lists are still read again afterwards by the caller, as every later page has moved up by one photo.
 */
export async function dropPhoto(
  cache: Cache,
  mutate: ScopedMutator,
  photoId: string | readonly string[],
): Promise<void> {
  const edit = { drop: true } as const;
  await Promise.all([
    editPhotoIn(cache, mutate, [SPACE, FEED], photoId, edit),
    editPhotoRead(mutate, photoId, edit),
  ]);
}

/**
 * Guests' photos were approved or rejected: they leave every cached page of the review queue at once. The
 * queue is still read again by the caller, as its later pages have moved up.
 */
export async function dropFromReview(cache: Cache, mutate: ScopedMutator, photoIds: readonly string[]) {
  await editPhotoIn(cache, mutate, ['GET /spaces/{space_id}/review'], photoIds, { drop: true });
}
