import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StorageKeyError } from './errors.ts';
import { assertSafeKey, encodeKeyForUrl, resolveKeyPath } from './keys.ts';

describe('object keys', () => {
  it('accepts nested relative keys, including unicode names', () => {
    expect(assertSafeKey('spaces/12/photo 1.jpg')).toBe('spaces/12/photo 1.jpg');
    expect(resolveKeyPath('/data', 'spaces/ñ/é.png')).toBe(path.resolve('/data/spaces/ñ/é.png'));
  });

  it.each([
    '',
    '/etc/passwd',
    '../x',
    'a/../../x',
    'a/./b',
    'a//b',
    'a\\..\\b',
    'a\u0000b',
    'a/',
    'x'.repeat(1025),
  ])('refuses %j', (key) => {
    expect(() => resolveKeyPath('/data', key)).toThrow(StorageKeyError);
  });

  it('encodes each segment for a URL but keeps slashes', () => {
    expect(encodeKeyForUrl('a b/c?d#e.jpg')).toBe('a%20b/c%3Fd%23e.jpg');
  });
});
