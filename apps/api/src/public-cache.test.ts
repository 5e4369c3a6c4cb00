import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.ts';

describe('PublicCache', () => {
  it('counts hits and misses; a read while the first computes shares it, and invalidation starts again', async () => {
    const cache = new PublicCache();
    let computed = 0;
    const compute = async () => JSON.stringify({ n: ++computed });
    const [a, b] = await Promise.all([cache.get('feed', compute), cache.get('feed', compute)]);
    expect(a).toBe(b);
    expect(cache.stats).toEqual({ hits: 1, misses: 1 });
    cache.invalidate();
    expect((await cache.get('feed', compute)).body.toString()).toBe('{"n":2}');
    expect(cache.stats).toEqual({ hits: 1, misses: 2 });
  });
});
