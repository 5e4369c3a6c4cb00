import { type ReactNode, useContext, useMemo } from 'react';
import type { LenseStrings, LenseStringsOverrides } from './LenseStrings';
import { LocaleContext } from './LocaleContext';
import { mergeStrings } from './mergeStrings';

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /**
   * The texts to replace, at any depth (e.g. `{ spaceCard: { view: 'Voir' } }`), merged over those of an
   * enclosing provider, or over English at the top.
   */
  strings?: LenseStringsOverrides | undefined;
  children?: ReactNode | undefined;
}

/** Sets the strings, currency and formatting locales of every @lense/ui component below it. */
export function LocaleProvider({ strings, children }: LocaleProviderProps) {
  const parent = useContext(LocaleContext);
  const value = useMemo(() => (strings ? mergeStrings(parent, strings) : parent), [parent, strings]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The strings in effect: English, with the overrides of every enclosing {@link LocaleProvider}. */
export function useLenseStrings(): LenseStrings {
  return useContext(LocaleContext);
}
