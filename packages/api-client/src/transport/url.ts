/** A query parameter value; `null` and `undefined` are left out, arrays repeat the key. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];

/** Query parameters of a call. */
export type Query = Record<string, QueryValue>;

/**
 * Joins a base URL (absolute, or a path such as '/api') and a path, and appends the query.
 * Exactly one slash separates base and path.
 */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.replace(/\/+$/, '');
  const tail = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value as string];
    for (const item of values) params.append(key, String(item));
  }
  const search = params.toString();
  return `${base}${tail}${search ? `${tail.includes('?') ? '&' : '?'}${search}` : ''}`;
}
