import { advanceQueue, EMPTY_QUEUE, peekNext, type SlideQueue, syncQueue } from './slideQueue';

/** The photos shown by `count` moves from `queue`, the current one first. */
function shown(queue: SlideQueue, count: number): (string | null)[] {
  const ids = [queue.current];
  let next = queue;
  for (let move = 0; move < count; move++) {
    next = advanceQueue(next);
    ids.push(next.current);
  }
  return ids;
}

describe('slide queue', () => {
  it('starts at the newest photo at once, without a move', () => {
    const queue = syncQueue(EMPTY_QUEUE, ['c', 'b', 'a']);
    expect(queue.current).toBe('c');
    expect(queue.moves).toBe(0);
    expect(peekNext(queue)).toBe('b');
  });

  it('goes round in the space order and wraps after the oldest', () => {
    expect(shown(syncQueue(EMPTY_QUEUE, ['c', 'b', 'a']), 4)).toEqual(['c', 'b', 'a', 'c', 'b']);
  });

  it('shows a new photo next, then carries on where the rotation was', () => {
    let queue = advanceQueue(syncQueue(EMPTY_QUEUE, ['c', 'b', 'a'])); // on 'b'
    queue = syncQueue(queue, ['d', 'c', 'b', 'a']);
    expect(peekNext(queue)).toBe('d');
    expect(shown(queue, 3)).toEqual(['b', 'd', 'a', 'd']);
  });

  it('shows several new photos in the order they were shared', () => {
    const queue = syncQueue(syncQueue(EMPTY_QUEUE, ['a']), ['c', 'b', 'a']);
    expect(shown(queue, 2)).toEqual(['a', 'b', 'c']);
  });

  it('moves on from a new photo that came while the rotation was on the last one', () => {
    let queue = advanceQueue(advanceQueue(syncQueue(EMPTY_QUEUE, ['c', 'b', 'a']))); // on 'a'
    queue = syncQueue(queue, ['d', 'c', 'b', 'a']);
    // The rotation wraps to 'd', just shown out of turn: it goes on to 'c' instead of holding 'd'.
    expect(shown(queue, 5)).toEqual(['a', 'd', 'c', 'b', 'a', 'd']);
  });

  it('keeps the turn of a photo shown again that moved to the front, without cutting in', () => {
    let queue = syncQueue(EMPTY_QUEUE, ['c', 'b', 'a']); // on 'c'
    // 'a' was hidden and shown again between two reads: it moves to the front, but it is not new.
    queue = syncQueue(queue, ['a', 'c', 'b']);
    expect(queue.arrivals).toEqual([]);
    expect(queue.current).toBe('c');
    expect(shown(queue, 4)).toEqual(['c', 'b', 'a', 'c', 'b']);
  });

  it('moves a photo on screen to the front without showing it twice in a row', () => {
    let queue = advanceQueue(syncQueue(EMPTY_QUEUE, ['c', 'b', 'a'])); // on 'b'
    queue = syncQueue(queue, ['b', 'c', 'a']);
    expect(queue.current).toBe('b');
    expect(shown(queue, 3)).toEqual(['b', 'c', 'a', 'b']);
  });

  it('cuts in with a photo shown again after a read saw it hidden', () => {
    let queue = syncQueue(EMPTY_QUEUE, ['c', 'b', 'a']); // on 'c'
    queue = syncQueue(queue, ['c', 'a']);
    queue = syncQueue(queue, ['b', 'c', 'a']);
    expect(peekNext(queue)).toBe('b');
    expect(shown(queue, 4)).toEqual(['c', 'b', 'a', 'b', 'c']);
  });

  it('never holds a new photo on screen when the order puts it next in the rotation', () => {
    let queue = advanceQueue(syncQueue(EMPTY_QUEUE, ['c', 'b', 'a'])); // on 'b'
    queue = advanceQueue(syncQueue(queue, ['d', 'c', 'b', 'a'])); // on 'd', out of turn
    queue = syncQueue(queue, ['c', 'b', 'd', 'a']);
    expect(peekNext(queue)).toBe('a');
    expect(shown(queue, 3)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('drops a new photo hidden before its turn', () => {
    let queue = syncQueue(syncQueue(EMPTY_QUEUE, ['b', 'a']), ['c', 'b', 'a']);
    queue = syncQueue(queue, ['b', 'a']);
    expect(queue.arrivals).toEqual([]);
    expect(peekNext(queue)).toBe('a');
  });

  it('leaves a photo hidden while on screen at once, for the one after it', () => {
    let queue = advanceQueue(syncQueue(EMPTY_QUEUE, ['d', 'c', 'b', 'a'])); // on 'c'
    queue = syncQueue(queue, ['d', 'b', 'a']);
    expect(queue.current).toBe('b');
    expect(shown(queue, 2)).toEqual(['b', 'a', 'd']);
  });

  it('holds a single photo: there is nothing to move to', () => {
    const queue = syncQueue(EMPTY_QUEUE, ['a']);
    expect(peekNext(queue)).toBeNull();
    expect(advanceQueue(queue)).toBe(queue);
  });

  it('shows the first photo of an empty show at once, and nothing once all are gone', () => {
    const empty = syncQueue(EMPTY_QUEUE, []);
    const first = syncQueue(empty, ['a']);
    expect(first.current).toBe('a');
    expect(first.arrivals).toEqual([]);
    expect(syncQueue(first, [])).toMatchObject({ current: null, arrivals: [] });
  });

  it('keeps the same queue when the photos did not change', () => {
    const queue = syncQueue(EMPTY_QUEUE, ['b', 'a']);
    expect(syncQueue(queue, ['b', 'a'])).toBe(queue);
  });
});
