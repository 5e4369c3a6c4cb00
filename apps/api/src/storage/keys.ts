import path from 'node:path';
import { StorageKeyError } from './errors.ts';

const MAX_KEY_LENGTH = 1024;
// Control characters and backslashes have no business in a key (and a backslash is a separator on Windows).
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;

/**
 * Checks that `key` is a safe relative object key: `/`-separated non-empty segments, none of them `.` or
 * `..`, no backslash, NUL or control characters. Returns the key; throws `StorageKeyError` otherwise.
 */
export function assertSafeKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) throw new StorageKeyError();
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..' || UNSAFE_CHARACTER.test(segment)) {
      throw new StorageKeyError();
    }
  }
  return key;
}

/**
 * Resolves a key to a path inside `root`, refusing anything that would land outside it.
 */
export function resolveKeyPath(root: string, key: string): string {
  assertSafeKey(key);
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  if (!full.startsWith(base + path.sep)) throw new StorageKeyError();
  return full;
}

/** Encodes a key for a URL path, segment by segment (slashes stay). */
export function encodeKeyForUrl(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
