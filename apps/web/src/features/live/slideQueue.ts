/**
 * The order of the slideshow, as pure functions: the photos go round in the live photos' order (the most
 * recently shown first, wrapping after the last), and a photo that was not there before cuts in and is
 * shown next. A photo already there that moves (hidden and shown again between two reads) is not new: it
 * keeps its turn in the rotation, at its new place.
 */
export interface SlideQueue {
  /** The photos of the rotation, in the live photos' order. */
  readonly ids: readonly string[];
  /** The photo on screen; null when there is none. */
  readonly current: string | null;
  /** The rotation's place: the last photo it showed (a new photo shown out of turn does not move it). */
  readonly cursor: string | null;
  /** New photos waiting to be shown next, in the order they were shown to visitors. */
  readonly arrivals: readonly string[];
  /** How many times the show moved on: its parity says which of the two image layers is in front. */
  readonly moves: number;
}

export const EMPTY_QUEUE: SlideQueue = { ids: [], current: null, cursor: null, arrivals: [], moves: 0 };

/**
 * The rotation's photo after the cursor, passing over the one on screen: a new photo shown out of turn may
 * come next in the rotation (the rotation was on the oldest, or the photos' order changed), and is not shown
 * twice in a row.
 */
function nextInRotation({ ids, cursor, current }: SlideQueue): string | null {
  const at = cursor === null ? -1 : ids.indexOf(cursor);
  for (let step = 1; step <= ids.length; step++) {
    const id = ids[(at + step) % ids.length]!;
    if (id !== current) return id;
  }
  return null;
}

/** The photo {@link advanceQueue} would show; null when that is the one on screen (or there is none). */
export function peekNext(queue: SlideQueue): string | null {
  const next = queue.arrivals[0] ?? nextInRotation(queue);
  return next === queue.current ? null : next;
}

/** Moves on: to the first new photo waiting, else to the rotation's next. */
export function advanceQueue(queue: SlideQueue): SlideQueue {
  const next = peekNext(queue);
  if (next === null) return queue;
  const [arrival, ...arrivals] = queue.arrivals;
  if (arrival !== undefined) return { ...queue, current: next, arrivals, moves: queue.moves + 1 };
  return { ...queue, current: next, cursor: next, moves: queue.moves + 1 };
}

/** The last photo before `id` in `ids` (going back round) that is still `present`. */
function survivorBefore(ids: readonly string[], id: string, present: Set<string>): string | null {
  const at = ids.indexOf(id);
  for (let step = 1; step < ids.length; step++) {
    const candidate = ids[(at - step + ids.length) % ids.length]!;
    if (present.has(candidate)) return candidate;
  }
  return null;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The queue after the live photos changed to `ids`. The first photos start the rotation at the most
 * recently shown; later ones cut in. A photo hidden, deleted or pushed out of the live photos leaves at
 * once, even from the screen.
 */
export function syncQueue(queue: SlideQueue, ids: readonly string[]): SlideQueue {
  if (sameIds(queue.ids, ids)) return queue;
  const present = new Set(ids);
  const known = new Set(queue.ids);
  // `ids` are the most recently shown first; new photos are shown in the order they came.
  const arrived = queue.ids.length === 0 ? [] : ids.filter((id) => !known.has(id)).reverse();
  const cursor =
    queue.cursor === null || present.has(queue.cursor)
      ? queue.cursor
      : survivorBefore(queue.ids, queue.cursor, present);
  const synced: SlideQueue = {
    ...queue,
    ids,
    cursor,
    arrivals: [...queue.arrivals.filter((id) => present.has(id)), ...arrived],
  };
  if (queue.current !== null && present.has(queue.current)) return synced;
  if (ids.length === 0) return { ...synced, current: null, cursor: null };
  // Nothing on screen yet: the first photo shows at once, without a fade.
  if (queue.current === null) return { ...synced, current: ids[0]!, cursor: ids[0]!, arrivals: [] };
  return advanceQueue(synced);
}
