import { describe, expect, it } from 'vitest';
import { ByteLruCache } from './lru-cache.ts';

describe('ByteLruCache', () => {
  it('evicts the least recently used entries past its byte budget', () => {
    const cache = new ByteLruCache(10);
    cache.set('a', new Uint8Array(4));
    cache.set('b', new Uint8Array(4));
    cache.get('a');
    cache.set('c', new Uint8Array(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(8);
  });

  it('does not keep an entry larger than the budget', () => {
    const cache = new ByteLruCache(10);
    cache.set('a', new Uint8Array(4));
    cache.set('huge', new Uint8Array(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
  });
});
