import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.ts';

describe('PublicCache', () => {
  it('counts hits and misses; a read while the first computes shares it, and invalidation starts again', async () => {
    const cache = new PublicCache();
    let computed = 0;
    const compute = async () => JSON.stringify({ n: ++computed });
    const [a, b] = await Promise.all([
      cache.get('feed', ['feed'], compute),
      cache.get('feed', ['feed'], compute),
    ]);
    expect(a).toBe(b);
    expect(cache.stats).toEqual({ hits: 1, misses: 1 });
    cache.invalidate();
    expect((await cache.get('feed', ['feed'], compute)).body.toString()).toBe('{"n":2}');
    expect(cache.stats).toEqual({ hits: 1, misses: 2 });
  });

  it("forgets the entries tagged with what changed and keeps the others'", async () => {
    const cache = new PublicCache();
    let computed = 0;
    const compute = async () => JSON.stringify({ n: ++computed });
    await cache.get('feed page 1', ['feed'], compute);
    await cache.get('space a', ['space:a'], compute);
    await cache.get('space b', ['space:b'], compute);
    cache.forget(['space:a', 'feed']);
    expect((await cache.get('space b', ['space:b'], compute)).body.toString()).toBe('{"n":3}');
    expect((await cache.get('space a', ['space:a'], compute)).body.toString()).toBe('{"n":4}');
    expect((await cache.get('feed page 1', ['feed'], compute)).body.toString()).toBe('{"n":5}');
  });

  it('does not keep an answer computed while what it shows changed', async () => {
    const cache = new PublicCache();
    let release = () => {};
    const slow = cache.get(
      'space a',
      ['space:a'],
      () => new Promise((resolve) => (release = () => resolve('"old"'))),
    );
    cache.forget(['space:a']);
    release();
    expect((await slow).body.toString()).toBe('"old"');
    expect((await cache.get('space a', ['space:a'], async () => '"new"')).body.toString()).toBe('"new"');
  });
});
