import { useContext, useMemo } from 'react';
import type { LenseComponentStrings } from './LenseStrings';
import { LocaleContext } from './LocaleContext';
import { mergeDeep } from './mergeStrings';

/**
 * One group of {@link LenseComponentStrings}: `english`, with what the enclosing {@link LocaleProvider}s gave
 * for it. The component passes its own English, so a page that does not show it never loads those texts.
 */
export function useComponentStrings<K extends keyof LenseComponentStrings>(
  group: K,
  english: LenseComponentStrings[K],
): LenseComponentStrings[K] {
  const given = useContext(LocaleContext)[group];
  return useMemo(
    () =>
      (given
        ? mergeDeep(english as unknown as Record<string, unknown>, given as Record<string, unknown>)
        : english) as LenseComponentStrings[K],
    [english, given],
  );
}
