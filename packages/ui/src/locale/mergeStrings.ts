import type { LenseStringsOverrides, StringsInEffect } from './LenseStrings';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function mergeDeep(
  base: Record<string, unknown>,
  overrides: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    // An absent or undefined entry keeps the base text rather than erasing it.
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(value) && isPlainObject(current) ? mergeDeep(current, value) : value;
  }
  return merged;
}

/** `base` with every text given in `overrides` replaced, at any depth. */
export function mergeStrings<T extends StringsInEffect>(base: T, overrides: LenseStringsOverrides): T {
  return mergeDeep(
    base as unknown as Record<string, unknown>,
    overrides as Record<string, unknown>,
  ) as unknown as T;
}
