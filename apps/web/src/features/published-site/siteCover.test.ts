import { buildSpaceCover } from '@lense/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { siteCover } from './siteCover';

describe('siteCover', () => {
  const first = { cover: buildSpaceCover({ photo_id: 'first', width: 1600, height: 1000 }) };
  const second = { cover: buildSpaceCover({ photo_id: 'second' }) };

  it("shows the site's banner when it has one", () => {
    expect(siteCover({ url: 'banners/b.png' }, 'https://cdn.example/b.png', [first])).toEqual({
      src: 'https://cdn.example/b.png',
      srcSet: '',
    });
    // A stored banner's address is still being fetched: no space's photo flashes in meanwhile.
    expect(siteCover({ url: 'banners/b.png' }, undefined, [first])).toBeNull();
  });

  it('else the first listed space’s cover, else none', () => {
    expect(siteCover(null, undefined, [first, second])?.src).toBe(first.cover.preview_url);
    expect(siteCover(null, undefined, [{ cover: null }, second])).toBeNull();
    expect(siteCover(undefined, undefined, [])).toBeNull();
  });
});
