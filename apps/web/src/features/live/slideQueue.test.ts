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
