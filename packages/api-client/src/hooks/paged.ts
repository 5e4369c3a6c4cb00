import type { Cache, ScopedMutator } from 'swr';

/**
 * The serialized cache keys of every paged (`useSWRInfinite`) read of `operation` ('GET /spaces'),
 * whatever its other inputs, or only those whose inputs include `params` (e.g. `{ space_id }`).
 */
export function pagedKeys(
  cache: Cache,
  operation: string,
  params?: Readonly<Record<string, string>>,
): string[] {
  const marker = JSON.stringify(operation);
  const inputs = Object.entries(params ?? {}).map(([name, value]) => `${name}:${JSON.stringify(value)}`);
  return [...cache.keys()].filter(
    (key) => key.startsWith('$inf$') && key.includes(marker) && inputs.every((input) => key.includes(input)),
  );
}

/**
 * Revalidates every paged (`useSWRInfinite`) read of `operation` ('GET /spaces'), whatever its other
 * inputs (user, search term), or only those whose inputs include `params`, reading every loaded page
 * again. SWR's filter form of `mutate` skips paged entries, so they are found by their serialized key in
 * the cache.
 */
export async function revalidatePaged(
  cache: Cache,
  mutate: ScopedMutator,
  operation: string,
  params?: Readonly<Record<string, string>>,
): Promise<void> {
  const keys = pagedKeys(cache, operation, params);
  for (const key of keys) {
    // A global `mutate` of a paged entry reads again only its first page (and only with SWR's
    // `revalidateFirstPage`, which the feed turns off). `_i` is the flag the hook's own `mutate()` sets to
    // read every page: set here, the next revalidation does the same. Covered by the hooks' tests.
    const entry = cache.get(key);
    if (entry) cache.set(key, { ...entry, _i: true } as typeof entry);
  }
  await Promise.all(keys.map((key) => mutate(key)));
}

/** Revalidates every plain read of `operation`, or only those whose path parameters include `params`. */
export async function revalidateReads(
  mutate: ScopedMutator,
  operation: string,
  params?: Record<string, unknown>,
): Promise<void> {
  await mutate(
    (key: unknown) =>
      Array.isArray(key) &&
      key[0] === operation &&
      (params === undefined ||
        Object.entries(params).every(
          ([name, value]) =>
            (key[1] as { params?: Record<string, unknown> | undefined })?.params?.[name] === value,
        )),
  );
}

/** Whether a serialized paged key belongs to a user (its input has `user`, see `lenseKeys`). */
const USER_SCOPED_PAGED = /^\$inf\$.*[#,]user:"/;

/**
 * Drops, without refetching, every paged read scoped to a user (e.g. the spaces list), which the filter
 * form of `mutate` that clears the other user-scoped reads cannot reach.
 */
export async function dropUserScopedPaged(cache: Cache, mutate: ScopedMutator): Promise<void> {
  const keys = [...cache.keys()].filter((key) => USER_SCOPED_PAGED.test(key));
  await Promise.all(keys.map((key) => mutate(key, undefined, { revalidate: false })));
}
