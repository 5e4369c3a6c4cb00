import { describe, expect, it } from 'vitest';
import { buildUrl } from './url';

describe('buildUrl', () => {
  it('joins base and path with one slash', () => {
    expect(buildUrl('https://api.test/', '/spaces')).toBe('https://api.test/spaces');
    expect(buildUrl('https://api.test', 'spaces')).toBe('https://api.test/spaces');
    expect(buildUrl('/api', '/spaces/1')).toBe('/api/spaces/1');
  });

  it('appends the query, leaving out null and undefined and repeating arrays', () => {
    expect(
      buildUrl('https://api.test', '/photos', {
        detailed: true,
        search_term: 'gala night',
        page: 2,
        skip: undefined,
        none: null,
        ids: [1, 2],
      }),
    ).toBe('https://api.test/photos?detailed=true&search_term=gala+night&page=2&ids=1&ids=2');
  });

  it('adds to a query already in the path', () => {
    expect(buildUrl('https://api.test', '/spaces?page=1', { x: 'y' })).toBe(
      'https://api.test/spaces?page=1&x=y',
    );
  });

  it('adds nothing for an empty query', () => {
    expect(buildUrl('https://api.test', '/spaces', {})).toBe('https://api.test/spaces');
  });
});
